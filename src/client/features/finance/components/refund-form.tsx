import { RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { type FinanceOrderDetail, RefundRequestSchema } from '../../../../shared/contracts/finance'
import { ConfirmStep } from '../../../components/confirm-step'
import { SubmitButton } from '../../../components/form-dialog'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input, Textarea } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/error-message'
import { applyServerErrors, contractResolver } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useRefundOrder } from '../api/refund-order'
import { formatMoney } from '../../../../shared/money'

interface Values {
  amount: number
  reason: string
  cancelProject: boolean
}

const toCents = (dollars: number) => Math.round(dollars * 100)

/**
 * Refunds all or part of an order: the amount starts at everything still refundable; a full refund may also
 * cancel the project. The server's refusal (nothing left, more than what is left, the provider failing) is
 * shown in its own words above the buttons.
 */
export function RefundForm({ detail, onDone }: { detail: FinanceOrderDetail; onDone: () => void }) {
  const refundableCents = detail.refundableCents
  const mutation = useRefundOrder()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<Values>({
    defaultValues: { amount: refundableCents / 100, reason: '', cancelProject: false },
    resolver: contractResolver<Values>(RefundRequestSchema),
  })
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = form
  const amount = useWatch({ control, name: 'amount' })
  const full = typeof amount === 'number' && toCents(amount) === refundableCents
  const project = detail.order.project

  // A refund cannot be taken back: the form's button asks first, saying what will happen.
  const [confirming, setConfirming] = useState<Values | null>(null)
  const onSubmit = handleSubmit((values) => {
    if (toCents(values.amount) > refundableCents) {
      setError('amount', {
        message: `Refund amount cannot be more than ${formatMoney(detail.refundableCents, 'USD', { whole: false })}`,
      })
      return
    }
    setRefusal(null)
    setConfirming(values)
  })
  const refund = (values: Values) =>
    mutation.mutate(
      {
        id: detail.order.id,
        body: {
          amount: values.amount,
          reason: values.reason,
          cancelProject: full && !!project && values.cancelProject,
        },
      },
      {
        onSuccess: (res) => {
          const note = res.refund.creditNote
          toast({
            title: 'Refund issued',
            description: note
              ? `Credit note ${note.number} for ${formatMoney(note.amountCents, 'USD', { whole: false })}. ${res.message}`
              : res.message,
            variant: 'success',
          })
          onDone()
        },
        onError: (err) => {
          setConfirming(null)
          if (applyServerErrors(form, err)) return
          setRefusal(errorMessage(err, 'The refund could not be issued. Please try again.'))
        },
      },
    )

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Refund"
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="font-semibold text-slate-900">Refund order #{detail.order.id}</h3>
      <Field
        label="Amount ($)"
        error={errors.amount?.message}
        hint={`Up to ${formatMoney(detail.refundableCents, 'USD', { whole: false })}; less is a partial refund.`}
      >
        {(p) => (
          <Input
            {...p}
            {...register('amount', { valueAsNumber: true })}
            type="number"
            inputMode="decimal"
            min={0.01}
            max={refundableCents / 100}
            step={0.01}
            className="sm:w-48"
          />
        )}
      </Field>
      <Field label="Reason" error={errors.reason?.message}>
        {(p) => <Textarea {...p} {...register('reason')} rows={3} />}
      </Field>
      {full && project && (
        <label className="flex cursor-pointer items-center gap-3 text-sm text-slate-800">
          <input type="checkbox" {...register('cancelProject')} className="size-4 accent-brand-700" />
          Also cancel the project ({project.title})
        </label>
      )}
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      {confirming ? (
        <ConfirmStep
          title={`Refund ${formatMoney(toCents(confirming.amount), 'USD', { whole: false })} to ${detail.order.customer.name || detail.order.customer.email}?`}
          confirmLabel={`Refund ${formatMoney(toCents(confirming.amount), 'USD', { whole: false })}`}
          pending={mutation.isPending}
          pendingText="Refunding…"
          onConfirm={() => refund(confirming)}
          onBack={() => setConfirming(null)}
        >
          <p>
            {detail.order.paymentMethod === 'card'
              ? 'The card it was paid with gets the money back'
              : 'The money is recorded as given back'}
            , a credit note is issued and the customer is told by e-mail. A refund cannot be undone.
          </p>
          {full && project && confirming.cancelProject && (
            <p>The project {project.title} is cancelled too.</p>
          )}
        </ConfirmStep>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={mutation.isPending}>
            Cancel
          </Button>
          <SubmitButton
            pending={mutation.isPending}
            icon={<RotateCcw aria-hidden="true" />}
            pendingLabel="Issuing the refund"
            pendingText="Refunding…"
            className="sm:justify-self-auto"
          >
            Issue refund
          </SubmitButton>
        </div>
      )}
    </form>
  )
}
