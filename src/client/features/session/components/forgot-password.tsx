import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { RequestPasswordResetRequestSchema } from '../../../../shared/contracts/auth'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { contractResolver, showSubmitError } from '../../../lib/form'
import { useRequestPasswordReset } from '../api/request-password-reset'

/** "Forgot your password?" under a staff sign-in: a one-time link to set a new one, mailed to the account. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const reset = useRequestPasswordReset()
  const form = useForm<{ email: string }>({
    defaultValues: { email: '' },
    resolver: contractResolver<{ email: string }>(RequestPasswordResetRequestSchema),
  })
  const onSubmit = form.handleSubmit(({ email }) =>
    reset.mutate(email, {
      onSuccess: (res) => setSent(res.message),
      onError: (err) => showSubmitError(form, err, 'The link could not be sent. Please try again.'),
    }),
  )
  if (!open)
    return (
      <Button variant="link" className="justify-self-center" onClick={() => setOpen(true)}>
        Forgot your password?
      </Button>
    )
  if (sent)
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        {sent}
      </p>
    )
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Reset password"
      className="grid gap-3 border-t border-slate-200 pt-4"
    >
      <Field label="Your staff e-mail" error={form.formState.errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="username" {...form.register('email')} />}
      </Field>
      <Button type="submit" variant="outline" disabled={reset.isPending}>
        {reset.isPending && <Spinner label="Sending the link" />}
        {reset.isPending ? 'Sending…' : 'Send me a link to set a new password'}
      </Button>
    </form>
  )
}
