import { LoaderCircle, Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { SUPPORT_RESPONSE_HOURS } from '../../../../shared/marketing'
import {
  CreateSupportRequestSchema,
  SUPPORT_CATEGORIES,
  type CreateSupportInput,
} from '../../../../shared/contracts/support'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect, Textarea } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/error-message'
import { contractResolver } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useCreateSupportRequest } from '../api/create-support-request'
import { Honeypot } from '../../../components/ui/honeypot'
import { PRIORITY_LABELS, type SupportPriority } from '../../../../shared/states'

/** What the inputs hold: priority and category start empty so "Select…" shows and their messages can appear. */
interface SupportFormValues {
  name: string
  email: string
  subject: string
  priority: SupportPriority | ''
  category: string
  message: string
  /** Honeypot: hidden from people, filled in by bots. */
  website: string
}

const EMPTY: SupportFormValues = {
  name: '',
  email: '',
  subject: '',
  priority: '',
  category: '',
  message: '',
  website: '',
}

const PRIORITY_OPTIONS: { value: SupportPriority; label: string }[] = [
  {
    value: 'low',
    label: `${PRIORITY_LABELS.low} — question or small change (${SUPPORT_RESPONSE_HOURS.low} h)`,
  },
  {
    value: 'medium',
    label: `${PRIORITY_LABELS.medium} — something isn't right (${SUPPORT_RESPONSE_HOURS.medium} h)`,
  },
  {
    value: 'high',
    label: `${PRIORITY_LABELS.high} — a key feature is broken (${SUPPORT_RESPONSE_HOURS.high} h)`,
  },
  { value: 'urgent', label: `${PRIORITY_LABELS.urgent} — site is down (${SUPPORT_RESPONSE_HOURS.urgent} h)` },
]

export function SupportRequestForm() {
  const form = useForm<SupportFormValues>({
    resolver: contractResolver<SupportFormValues>(CreateSupportRequestSchema),
    defaultValues: EMPTY,
  })
  const { register, handleSubmit, reset, formState } = form
  const { errors } = formState
  const mutation = useCreateSupportRequest()

  const onSubmit = handleSubmit((values) => {
    // The resolver has already parsed the values with the contract, so they are its output.
    mutation.mutate(values as unknown as CreateSupportInput, {
      onSuccess: (res) => {
        // The promise follows the priority chosen (2 hours for urgent … 48 for low), as the acknowledgement does.
        const hours = res.responseHours ?? 24
        toast({
          title: 'Support Request Submitted',
          description: `We'll get back to you within ${hours} hour${hours === 1 ? '' : 's'}!`,
          variant: 'success',
        })
        reset(EMPTY)
      },
      onError: (err) => {
        toast({
          title: 'Submission Failed',
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        })
      },
    })
  })

  const pending = mutation.isPending

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your Name" error={errors.name?.message}>
          {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
        </Field>
        <Field label="Email Address" error={errors.email?.message}>
          {(p) => <Input {...p} type="email" autoComplete="email" {...register('email')} />}
        </Field>
      </div>

      <Field label="Subject" error={errors.subject?.message}>
        {(p) => (
          <Input {...p} placeholder="e.g. My contact form isn't sending e-mails" {...register('subject')} />
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Priority" error={errors.priority?.message}>
          {(p) => (
            <NativeSelect {...p} {...register('priority')}>
              <option value="">Select priority…</option>
              {PRIORITY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Category" error={errors.category?.message}>
          {(p) => (
            <NativeSelect {...p} {...register('category')}>
              <option value="">Select category…</option>
              {SUPPORT_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>

      <Field
        label="Message"
        error={errors.message?.message}
        hint="Tell us what happened, the page address and what you expected. Screenshots can follow by e-mail."
      >
        {(p) => <Textarea {...p} rows={6} {...register('message')} />}
      </Field>

      <Honeypot {...register('website')} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">We reply by e-mail to the address above.</p>
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Sending...
            </>
          ) : (
            <>
              <Send aria-hidden="true" />
              Submit Request
            </>
          )}
        </Button>
      </div>
    </form>
  )
}
