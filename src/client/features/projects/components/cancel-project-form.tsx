import { Ban } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  type AdminProject,
  CANCEL_PROJECT_MESSAGES,
  CancelProjectFormSchema,
  type ProjectPayment,
  type ProjectRefundChoice,
} from '../../../../shared/contracts/admin-projects'
import { ConfirmStep } from '../../../components/confirm-step'
import { SubmitButton } from '../../../components/form-dialog'
import { QueryBody } from '../../../components/query-body'
import { Field } from '../../../components/ui/field'
import { Input, Textarea } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/error-message'
import { contractResolver, serverFieldErrors } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useCancelProject } from '../api/cancel-project'
import { useProjectPayment } from '../api/get-project-payment'
import { formatMoney } from '../../../../shared/money'

interface Values {
  refund: ProjectRefundChoice
  amount: number | undefined
  note: string
}

const money = (cents: number) => formatMoney(cents, 'USD', { whole: false })
const toCents = (dollars: number) => Math.round(dollars * 100)

/**
 * The status picker's Cancelled: what happens to the client's money first (all that is left refunded, part, or
 * none), then a confirmation saying what will happen, then one call that refunds and cancels (nothing is
 * cancelled when the refund fails, and the server's words are shown here).
 */
export function CancelProjectForm({ project, onDone }: { project: AdminProject; onDone: () => void }) {
  const payment = useProjectPayment(project.id, { enabled: true })
  return (
    <QueryBody query={payment} what="payment">
      {(data) => <RefundChoice project={project} payment={data} onDone={onDone} />}
    </QueryBody>
  )
}

function RefundChoice({
  project,
  payment,
  onDone,
}: {
  project: AdminProject
  payment: ProjectPayment | null
  onDone: () => void
}) {
  const left = payment?.refundableCents ?? 0
  const mutation = useCancelProject()
  const [refusal, setRefusal] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<{
    refund: ProjectRefundChoice
    cents: number
    note: string
  } | null>(null)
  const form = useForm<Values>({
    defaultValues: { refund: left > 0 ? 'full' : 'none', amount: undefined, note: '' },
    resolver: contractResolver<Values>(CancelProjectFormSchema),
  })
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = form
  const refund = useWatch({ control, name: 'refund' })

  const onSubmit = handleSubmit((values) => {
    const cents = values.refund === 'full' ? left : values.refund === 'part' ? toCents(values.amount ?? 0) : 0
    if (values.refund === 'part' && cents > left) {
      setError('amount', { message: CANCEL_PROJECT_MESSAGES.atMost(left) })
      return
    }
    setRefusal(null)
    setConfirming({ refund: values.refund, cents, note: values.note })
  })

  // The card may re-render with the project cancelled before this form hears the answer: the outcome is read
  // from the promise, which settles either way (a mutate() callback would not run once unmounted).
  const cancel = (c: NonNullable<typeof confirming>) =>
    mutation
      .mutateAsync({
        id: project.id,
        body: { refund: c.refund, note: c.note, ...(c.refund === 'part' ? { amountCents: c.cents } : {}) },
      })
      .then(
        (res) => {
          toast({
            title: 'Project Cancelled',
            description: `${project.title}: ${res.message}.`,
            variant: 'success',
          })
          onDone()
        },
        (err: unknown) => {
          setConfirming(null)
          const amount = serverFieldErrors(err).amountCents
          if (amount) setError('amount', { type: 'server', message: amount }, { shouldFocus: true })
          else setRefusal(errorMessage(err, 'The project could not be cancelled. Please try again.'))
        },
      )

  const card = payment?.method === 'card'
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Cancel the project" className="grid gap-4">
      {left > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">Refund</legend>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value="full" {...register('refund')} className="size-4 accent-brand-700" />
            Full: {money(left)}
            {payment && payment.refundedCents > 0 ? ` (all that is left of ${money(payment.paidCents)})` : ''}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value="part" {...register('refund')} className="size-4 accent-brand-700" />
            Part of it
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value="none" {...register('refund')} className="size-4 accent-brand-700" />
            None
          </label>
        </fieldset>
      ) : (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {payment && payment.refundedCents > 0
            ? `Nothing is left to refund: ${money(payment.refundedCents)} has been refunded already.`
            : 'There is no payment to refund on this project.'}
        </p>
      )}
      {refund === 'part' && (
        <Field label="Refund amount ($)" error={errors.amount?.message} hint={`Up to ${money(left)}.`}>
          {(p) => (
            <Input
              {...p}
              {...register('amount', { valueAsNumber: true, shouldUnregister: true })}
              type="number"
              inputMode="decimal"
              min={0.01}
              max={left / 100}
              step={0.01}
              className="sm:w-48"
            />
          )}
        </Field>
      )}
      <Field
        label="Note (optional)"
        error={errors.note?.message}
        hint="Tell the client why; it is also the refund's reason."
      >
        {(p) => <Textarea {...p} {...register('note')} placeholder="Tell the client why" rows={3} />}
      </Field>
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      {confirming ? (
        <ConfirmStep
          title={
            confirming.cents > 0
              ? `Cancel ${project.title} and refund ${money(confirming.cents)}?`
              : `Cancel ${project.title} without a refund?`
          }
          confirmLabel={
            confirming.cents > 0 ? `Cancel and refund ${money(confirming.cents)}` : 'Cancel without a refund'
          }
          pending={mutation.isPending}
          pendingText="Cancelling…"
          onConfirm={() => void cancel(confirming)}
          onBack={() => setConfirming(null)}
        >
          {confirming.cents > 0 ? (
            <p>
              {card
                ? `${money(confirming.cents)} goes back to the card the client paid with`
                : `${money(confirming.cents)} is recorded as given back the way the client paid`}
              , a credit note is issued, and the client is e-mailed that the project is cancelled and what
              happens to their money. If the refund fails, the project is not cancelled. Neither can be
              undone.
            </p>
          ) : (
            <p>
              Nothing is refunded. The client is e-mailed that the project is cancelled and that no refund has
              been made. A cancellation cannot be undone.
            </p>
          )}
        </ConfirmStep>
      ) : (
        <SubmitButton
          pending={mutation.isPending}
          icon={<Ban aria-hidden="true" />}
          pendingLabel="Cancelling the project"
          pendingText="Cancelling…"
        >
          Cancel Project
        </SubmitButton>
      )}
    </form>
  )
}
