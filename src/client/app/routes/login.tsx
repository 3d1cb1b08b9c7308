import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '../../../shared/contracts/auth'
import { useStoreSession } from '../../hooks/use-session'
import { PageShell } from '../../components/page-shell'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { readStorage, STORAGE_KEYS } from '../../lib/storage'
import { toast } from '../../lib/toast'
import { type SendOtpResponse, useSendOtp } from '../../features/session/api/send-otp'
import { useVerifyOtp } from '../../features/session/api/verify-otp'
import { CodeStep } from '../../features/session/components/code-step'
import { EmailStep } from '../../features/session/components/email-step'
import { failureText } from '../../features/session/failure'
import { useRedirectSignedIn } from '../../features/session/hooks/use-redirect-signed-in'
import { useSecondsLeft } from '../../features/session/hooks/use-seconds-left'

const ALL_ROLES = ['customer', 'admin', 'cfo'] as const

/** Customer sign-in: e-mail, then the 6-digit code sent to it; a pending order goes on to /checkout. */
export default function LoginPage() {
  const navigate = useNavigate()
  const signingIn = useRedirectSignedIn(ALL_ROLES)
  const storeSession = useStoreSession()
  const send = useSendOtp()
  const resend = useSendOtp()
  const verify = useVerifyOtp()

  const [step, setStep] = useState<'email' | 'otp'>('email')
  const [email, setEmail] = useState('')
  const [resendUntil, setResendUntil] = useState<number | null>(null)
  const secondsLeft = useSecondsLeft(resendUntil)
  const [codeExpiresAt, setCodeExpiresAt] = useState<number | null>(null)
  const codeSecondsLeft = useSecondsLeft(codeExpiresAt)

  const startCooldown = (res: SendOtpResponse) => {
    setResendUntil(Date.now() + (res.resendAfterSeconds || OTP_RESEND_SECONDS) * 1000)
    setCodeExpiresAt(Date.now() + OTP_TTL_MINUTES * 60_000)
  }

  const sendCode = (address: string) => {
    // Same address while the last code is still fresh: back to the code, rather than a refused resend.
    if (address === email && secondsLeft > 0) {
      setStep('otp')
      return
    }
    send.mutate(
      { email: address, purpose: 'login' },
      {
        onSuccess: (res) => {
          setEmail(address)
          startCooldown(res)
          setStep('otp')
          toast({
            title: 'OTP Sent',
            description: `Check your inbox for your 6-digit code. It expires in ${OTP_TTL_MINUTES} minutes.`,
          })
        },
        onError: (err) =>
          toast({
            title: 'Error',
            description: failureText(err, 'Failed to send OTP'),
            variant: 'destructive',
          }),
      },
    )
  }

  const resendCode = () =>
    resend.mutate(
      { email, purpose: 'login' },
      {
        onSuccess: (res) => {
          startCooldown(res)
          toast({ title: 'OTP Resent', description: `A new code is on its way to ${email}.` })
        },
        onError: (err) =>
          toast({
            title: 'Failed to resend OTP',
            description: failureText(err, 'Failed to resend OTP'),
            variant: 'destructive',
          }),
      },
    )

  const verifyCode = (otp: string) =>
    verify
      .mutateAsync({ email, otp, purpose: 'login' })
      .then((res) => {
        signingIn.current = true
        storeSession(res)
        const pendingOrder = !!readStorage(STORAGE_KEYS.pendingOrder)
        toast({
          title: 'Login Successful',
          description: pendingOrder
            ? "Welcome back! Now let's complete your payment to start your website project."
            : 'Welcome! You are signed in.',
          variant: 'success',
        })
        void navigate(pendingOrder ? '/checkout' : '/dashboard')
        return true
      })
      .catch((err: unknown) => {
        toast({ title: 'Error', description: failureText(err, 'Invalid OTP'), variant: 'destructive' })
        return false
      })

  return (
    <PageShell>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
        <div className="mx-auto grid max-w-md gap-6">
          <Card>
            <CardHeader className="justify-items-center text-center">
              <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <KeyRound className="size-6" aria-hidden="true" />
              </span>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">
                {step === 'email' ? 'Sign in to your account' : 'Enter your sign-in code'}
              </h1>
              <CardDescription>
                {step === 'email'
                  ? 'Track your website project, pay for your order and talk to our team.'
                  : 'Open the e-mail from SiteCraft and type the code below.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {step === 'email' ? (
                <EmailStep defaultEmail={email} pending={send.isPending} onSubmit={sendCode} />
              ) : (
                <CodeStep
                  email={email}
                  verifying={verify.isPending}
                  resending={resend.isPending}
                  resendSecondsLeft={secondsLeft}
                  expired={codeExpiresAt !== null && codeSecondsLeft === 0}
                  onVerify={verifyCode}
                  onChangeEmail={() => setStep('email')}
                  onResend={resendCode}
                />
              )}
            </CardContent>
          </Card>
          <div className="flex flex-wrap items-center justify-between gap-3 px-1 text-sm">
            <p className="text-slate-700">
              No website yet?{' '}
              <a href="/#pricing" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                Order your website
              </a>
            </p>
            <Link to="/admin-login" className="font-medium text-slate-700 underline-offset-4 hover:underline">
              Admin Login
            </Link>
          </div>
        </div>
      </section>
    </PageShell>
  )
}
