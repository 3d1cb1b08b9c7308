import { useQueryClient } from '@tanstack/react-query'
import { Check, Copy, KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  TotpEnableRequestSchema,
  TotpSetupRequestSchema,
  type TotpSetupRequest,
  type TotpSetupResponse,
} from '../../../../shared/contracts/auth'
import { errorMessage } from '../../../lib/error-message'
import { contractResolver } from '../../../lib/form'
import { sessionKeys } from '../../../lib/session'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { useEnableTotp, useSetupTotp } from '../api/totp'

/** Enrolment: scan the QR (or type the key), confirm with a first code, then keep the recovery codes. */
export function TwoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const queryClient = useQueryClient()
  // However it closes, the identity answer is read again: it says whether the second factor is now on.
  const change = (next: boolean) => {
    if (!next) void queryClient.invalidateQueries({ queryKey: sessionKeys.me() })
    onOpenChange(next)
  }
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-md">
        {/* Mounted only while open, so every opening starts a fresh enrolment. */}
        <EnrolmentFlow onDone={() => change(false)} />
      </DialogContent>
    </Dialog>
  )
}

function EnrolmentFlow({ onDone }: { onDone: () => void }) {
  const setup = useSetupTotp()
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />

  return (
    <>
      <DialogHeader>
        <DialogTitle>Set up your authenticator</DialogTitle>
        <DialogDescription>
          {setup.isSuccess
            ? 'Scan the QR code with an authenticator app (such as Google Authenticator, 1Password or Authy), then enter the 6-digit code it shows.'
            : 'First, confirm it is you: enter the password of this account.'}
        </DialogDescription>
      </DialogHeader>
      {setup.isSuccess ? (
        <ScanAndConfirm setup={setup.data} onEnabled={setRecoveryCodes} />
      ) : (
        <ConfirmPassword setup={setup} />
      )}
    </>
  )
}

/** Enrolling asks for the password again, so an unattended session alone cannot tie the account to a phone. */
function ConfirmPassword({ setup }: { setup: ReturnType<typeof useSetupTotp> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TotpSetupRequest>({
    defaultValues: { password: '' },
    resolver: contractResolver<TotpSetupRequest>(TotpSetupRequestSchema),
  })
  const onSubmit = handleSubmit((body) =>
    setup.mutate(body, {
      onError: (err) =>
        setError('password', {
          message: errorMessage(err, 'We could not start the setup. Please try again.'),
        }),
    }),
  )
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="Password" error={errors.password?.message}>
        {(p) => (
          <Input {...p} {...register('password')} type="password" autoComplete="current-password" autoFocus />
        )}
      </Field>
      <Button type="submit" disabled={setup.isPending}>
        {setup.isPending ? <Spinner label="Preparing your QR code" /> : <KeyRound aria-hidden="true" />}
        {setup.isPending ? 'Preparing...' : 'Continue'}
      </Button>
    </form>
  )
}

function ScanAndConfirm({
  setup,
  onEnabled,
}: {
  setup: TotpSetupResponse
  onEnabled: (codes: string[]) => void
}) {
  const enable = useEnableTotp()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({
    defaultValues: { code: '' },
    resolver: contractResolver<{ code: string }>(TotpEnableRequestSchema),
  })
  // Our own server draws this SVG; as an image it cannot run script or reach the page.
  const qrSrc = `data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`

  const onSubmit = handleSubmit(({ code }) =>
    enable.mutate(code, {
      onSuccess: (res) => {
        toast({ title: 'Two-factor authentication is on', variant: 'success' })
        onEnabled(res.recoveryCodes)
      },
      onError: (err) =>
        setError('code', { message: errorMessage(err, 'That code did not work. Please try again.') }),
    }),
  )

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <img
        src={qrSrc}
        alt="QR code to add this account to your authenticator app"
        width={192}
        height={192}
        className="mx-auto size-48 rounded-lg border border-slate-200 bg-white p-2"
      />
      <div className="grid gap-1">
        <p className="text-sm text-slate-700">Can&apos;t scan it? Enter this key in the app instead:</p>
        <code className="select-all break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider text-slate-900">
          {setup.secret}
        </code>
      </div>
      <Field label="6-digit code from the app" error={errors.code?.message}>
        {(p) => (
          <Input
            {...p}
            {...register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            className="font-mono tracking-[0.3em]"
          />
        )}
      </Field>
      <Button type="submit" disabled={enable.isPending}>
        {enable.isPending ? <Spinner label="Checking the code" /> : <Check aria-hidden="true" />}
        {enable.isPending ? 'Checking…' : 'Turn on two-factor authentication'}
      </Button>
    </form>
  )
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setCopied(true)
      toast({ title: 'Copied', description: 'The recovery codes are on your clipboard.' })
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the codes and copy them by hand.',
        variant: 'destructive',
      })
    }
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>Save your recovery codes</DialogTitle>
        <DialogDescription>
          If you lose your phone, each of these codes lets you sign in once in place of an authenticator code.
        </DialogDescription>
      </DialogHeader>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((c) => (
          <li key={c} className="select-all">
            {c}
          </li>
        ))}
      </ul>
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        Store them somewhere safe, such as a password manager. They are shown only this once.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </>
  )
}
