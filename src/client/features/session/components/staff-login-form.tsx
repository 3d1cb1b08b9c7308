import { ArrowLeft, LogIn } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { type StaffLoginRequest, StaffLoginRequestSchema } from '../../../../shared/contracts/auth'
import { useStoreSession } from '../../../hooks/use-session'
import { homeFor } from '../../../lib/session'
import { ENROL_TOTP_STATE } from './two-factor'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { contractResolver } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { type StaffRole, useStaffLogin } from '../api/staff-login'
import { errorFields, failureText } from '../failure'
import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in'
import { ForgotPassword } from './forgot-password'

type Values = { email: string; password: string; totp: string }

const TOTP_PROMPT = 'Enter the 6-digit code from your authenticator app.'

/**
 * Admin and CFO sign-in: e-mail and password; when the account has a second
 * factor the server asks for it, and the same form asks for the authenticator (or a recovery) code.
 */
export function StaffLoginForm({ role, fallbackError }: { role: StaffRole; fallbackError: string }) {
  const navigate = useNavigate()
  const signingIn = useRedirectSignedIn([role])
  const storeSession = useStoreSession()
  const login = useStaffLogin(role)
  const [step, setStep] = useState<'credentials' | 'totp'>('credentials')
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { email: '', password: '', totp: '' },
    resolver: contractResolver<Values>(StaffLoginRequestSchema),
  })

  const onSubmit = handleSubmit((values) => {
    const totp = values.totp.trim()
    if (step === 'totp' && !totp) {
      setError('totp', { message: TOTP_PROMPT })
      return
    }
    const body: StaffLoginRequest = {
      email: values.email,
      password: values.password,
      ...(step === 'totp' ? { totp } : {}),
    }
    login.mutate(body, {
      onSuccess: (res) => {
        if (!res?.token || !res.user) {
          toast({ title: 'Login Error', description: 'Invalid response from server', variant: 'destructive' })
          return
        }
        signingIn.current = true
        storeSession({ token: res.token, user: res.user, mustEnrollTotp: res.mustEnrollTotp })
        toast({
          title: 'Login Successful',
          description: `Welcome back${res.user.firstName ? `, ${res.user.firstName}` : ''}!`,
          variant: 'success',
        })
        void navigate(homeFor(res.user.role), res.mustEnrollTotp ? { state: ENROL_TOTP_STATE } : undefined)
      },
      onError: (err) => {
        const fields = errorFields(err)
        if (fields.totp === 'required') {
          setStep('totp')
          return
        }
        if (fields.totp === 'invalid') {
          setValue('totp', '')
          setError('totp', { message: failureText(err, TOTP_PROMPT) }, { shouldFocus: true })
          return
        }
        toast({ title: 'Login Failed', description: failureText(err, fallbackError), variant: 'destructive' })
      },
    })
  })

  const backToCredentials = () => {
    setStep('credentials')
    setValue('totp', '')
    clearErrors('totp')
    setTimeout(() => setFocus('password'))
  }

  return (
    <>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
        {/* The credentials stay in the form (hidden) while the code is asked for, and are sent again with it. */}
        <div className={step === 'totp' ? 'hidden' : 'grid gap-5'}>
          <Field label="Email" error={errors.email?.message}>
            {(p) => (
              <Input
                {...p}
                {...register('email')}
                type="email"
                autoComplete="username"
                inputMode="email"
                placeholder="name@company.com"
              />
            )}
          </Field>
          <Field label="Password" error={errors.password?.message}>
            {(p) => (
              <Input {...p} {...register('password')} type="password" autoComplete="current-password" />
            )}
          </Field>
        </div>
        {step === 'totp' && (
          <>
            <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{TOTP_PROMPT}</p>
            <Field
              label="Authentication code"
              error={errors.totp?.message}
              hint="Lost your phone? Enter one of your recovery codes instead, such as ab12c-3de45."
            >
              {(p) => (
                <Input
                  {...p}
                  {...register('totp')}
                  // Appears right after the password was accepted, so it takes focus.
                  autoFocus
                  autoComplete="one-time-code"
                  autoCapitalize="off"
                  spellCheck={false}
                  maxLength={20}
                  placeholder="123456"
                  className="h-12 text-center font-mono text-lg tracking-[0.3em] sm:text-lg"
                />
              )}
            </Field>
          </>
        )}
        <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
          {login.isPending ? <Spinner label="Signing in" /> : <LogIn aria-hidden="true" />}
          {login.isPending ? 'Signing in…' : step === 'totp' ? 'Verify and sign in' : 'Sign in'}
        </Button>
        {step === 'totp' && (
          <Button variant="ghost" onClick={backToCredentials} disabled={login.isPending}>
            <ArrowLeft aria-hidden="true" />
            Use a different account
          </Button>
        )}
      </form>
      {step !== 'totp' && <ForgotPassword />}
    </>
  )
}
