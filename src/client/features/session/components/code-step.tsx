import { ArrowLeft, LogIn, RotateCw } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { z } from 'zod/mini'
import { OTP_LENGTH, OTP_TTL_MINUTES, otpField } from '../../../../shared/contracts/auth'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { EmailAddress } from '../../../components/email-address'
import { Spinner } from '../../../components/ui/spinner'
import { contractResolver } from '../../../lib/form'

const CodeFormSchema = z.object({ otp: otpField })
type CodeForm = { otp: string }

/** Step 2 of the customer sign-in: the 6-digit code, with Change email and a rate-limited Resend code. */
export function CodeStep({
  email,
  verifying,
  resending,
  resendSecondsLeft,
  expired,
  onVerify,
  onChangeEmail,
  onResend,
}: {
  email: string
  verifying: boolean
  resending: boolean
  resendSecondsLeft: number
  /** The code's ten minutes have passed: say so, instead of still promising them. */
  expired: boolean
  /** Resolves false when the code was refused, so the field is cleared for another try. */
  onVerify: (otp: string) => Promise<boolean>
  onChangeEmail: () => void
  onResend: () => void
}) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<CodeForm>({
    defaultValues: { otp: '' },
    resolver: contractResolver<CodeForm>(CodeFormSchema),
  })

  const submit = handleSubmit(async ({ otp }) => {
    if (!(await onVerify(otp))) {
      reset({ otp: '' })
      setFocus('otp')
    }
  })

  const waiting = resendSecondsLeft > 0
  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-700">
        We sent a {OTP_LENGTH}-digit code to{' '}
        <strong className="text-slate-900">
          <EmailAddress email={email} />
        </strong>
        .{' '}
        {expired ? (
          <span role="status" className="font-medium text-red-700">
            That code has expired: send a new one below.
          </span>
        ) : (
          <>It expires in {OTP_TTL_MINUTES} minutes.</>
        )}
      </p>
      <form method="post" onSubmit={submit} noValidate className="grid gap-5">
        <Field label="Sign-in code" error={errors.otp?.message}>
          {(p) => (
            <Input
              {...p}
              {...register('otp')}
              // Moving here after "Send" is expected, so the field takes focus.
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={OTP_LENGTH}
              placeholder="123456"
              className="h-12 text-center font-mono text-xl tracking-[0.5em] sm:text-xl"
            />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={verifying} className="w-full">
          {verifying ? <Spinner label="Checking your code" /> : <LogIn aria-hidden="true" />}
          {verifying ? 'Verifying…' : 'Verify and sign in'}
        </Button>
      </form>
      <div className="grid gap-2 sm:flex sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onChangeEmail} disabled={verifying}>
          <ArrowLeft aria-hidden="true" />
          Change email
        </Button>
        <Button variant="outline" onClick={onResend} disabled={waiting || resending || verifying}>
          {resending ? <Spinner label="Sending a new code" /> : <RotateCw aria-hidden="true" />}
          {waiting ? `Resend code (${resendSecondsLeft}s)` : 'Resend code'}
        </Button>
      </div>
    </div>
  )
}
