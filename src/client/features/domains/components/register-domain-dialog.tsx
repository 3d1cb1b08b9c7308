import { CircleX, Stamp } from 'lucide-react'
import { addYears } from 'date-fns'
import { formatIsoDay } from '../../../../shared/dates'
import { useForm, useWatch } from 'react-hook-form'
import {
  type AdminDomainRequest,
  domainExpiryProblem,
  UpdateDomainRequestSchema,
} from '../../../../shared/contracts/admin-domains'
import { FormDialog, SubmitButton } from '../../../components/form-dialog'
import { Field } from '../../../components/ui/field'
import { Input, Textarea } from '../../../components/ui/input'
import { contractResolver, showSubmitError } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useUpdateDomainRequest } from '../api/update-domain-request'
import { displayName } from '../../../../shared/display-name'

interface Values {
  status: 'registered' | 'failed'
  registrar: string
  expiresOn: string
  reason: string
}

/** A day of the admin's own calendar, `YYYY-MM-DD`, `years` from today. */
function localDay(years = 0): string {
  return formatIsoDay(addYears(new Date(), years))
}

/**
 * Register: the admin registers the domain at a registrar by hand, then records here where and until when (or
 * that it could not be done, and why). The customer is notified in the app and by e-mail.
 */
export function RegisterDomainDialog({
  request,
  onOpenChange,
}: {
  request: AdminDomainRequest | null
  onOpenChange: (open: boolean) => void
}) {
  return (
    <FormDialog
      open={request !== null}
      onOpenChange={onOpenChange}
      title="Register Domain"
      description={
        request
          ? `Register ${request.domainName} by hand at a registrar, then record the outcome here. ${displayName(request.user)} is notified in the dashboard and by e-mail.`
          : ''
      }
    >
      {request && <RegisterForm request={request} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  )
}

function RegisterForm({ request, onDone }: { request: AdminDomainRequest; onDone: () => void }) {
  const mutation = useUpdateDomainRequest()
  const form = useForm<Values>({
    defaultValues: {
      status: 'registered',
      registrar: '',
      expiresOn: localDay(Math.max(1, request.years)),
      reason: '',
    },
    resolver: contractResolver<Values>(UpdateDomainRequestSchema),
  })
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = form
  const outcome = useWatch({ control, name: 'status' })

  const onSubmit = handleSubmit((body) => {
    if (body.status === 'registered') {
      const problem = domainExpiryProblem(body.expiresOn, localDay())
      if (problem) return setError('expiresOn', { type: 'validate', message: problem }, { shouldFocus: true })
    }
    const payload =
      body.status === 'registered'
        ? { status: body.status, registrar: body.registrar, expiresOn: body.expiresOn }
        : { status: body.status, reason: body.reason }
    mutation.mutate(
      { id: request.id, body: payload },
      {
        onSuccess: (answer) => {
          toast({
            title: body.status === 'registered' ? 'Domain Registered' : 'Domain Marked Failed',
            description: answer.message,
            variant: 'success',
          })
          onDone()
        },
        onError: (err) => showSubmitError(form, err, 'The domain could not be updated. Please try again.'),
      },
    )
  })

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Outcome</legend>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            value="registered"
            {...register('status')}
            className="size-4 accent-brand-700"
          />
          Registered at a registrar
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value="failed" {...register('status')} className="size-4 accent-brand-700" />
          Could not be registered
        </label>
      </fieldset>
      {outcome === 'registered' ? (
        <>
          <Field label="Registrar" error={errors.registrar?.message}>
            {(p) => <Input {...p} {...register('registrar')} autoComplete="off" placeholder="Namecheap" />}
          </Field>
          <Field
            label="Expiry date"
            error={errors.expiresOn?.message}
            hint="When the registration runs out and must be renewed: after today, at most 10 years ahead."
          >
            {(p) => <Input {...p} {...register('expiresOn')} type="date" />}
          </Field>
        </>
      ) : (
        <Field label="Reason" error={errors.reason?.message} hint="The customer reads this.">
          {(p) => <Textarea {...p} {...register('reason')} rows={3} />}
        </Field>
      )}
      <SubmitButton
        pending={mutation.isPending}
        icon={outcome === 'registered' ? <Stamp aria-hidden="true" /> : <CircleX aria-hidden="true" />}
        pendingLabel="Saving"
        pendingText="Saving…"
      >
        {outcome === 'registered' ? 'Record Registration' : 'Record Failure'}
      </SubmitButton>
    </form>
  )
}
