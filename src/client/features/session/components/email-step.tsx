import { Mail } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { type SendOtpRequest, SendOtpRequestSchema } from '../../../../shared/contracts/auth'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { contractResolver } from '../../../lib/form'

/** Step 1 of the customer sign-in: the e-mail address the code goes to. */
export function EmailStep({
  defaultEmail,
  pending,
  onSubmit,
}: {
  defaultEmail: string
  pending: boolean
  onSubmit: (email: string) => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SendOtpRequest>({
    defaultValues: { email: defaultEmail, purpose: 'login' },
    resolver: contractResolver<SendOtpRequest>(SendOtpRequestSchema),
  })

  return (
    <form method="post" onSubmit={handleSubmit((v) => onSubmit(v.email))} noValidate className="grid gap-5">
      <Field
        label="Email address"
        error={errors.email?.message}
        hint="No password needed: we e-mail you a 6-digit code. New here? Your account is created when you first sign in."
      >
        {(p) => (
          <Input
            {...p}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@yourbusiness.com"
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner label="Sending your code" /> : <Mail aria-hidden="true" />}
        {pending ? 'Sending code…' : 'Send sign-in code'}
      </Button>
    </form>
  )
}
