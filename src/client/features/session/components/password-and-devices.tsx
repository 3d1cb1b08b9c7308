import { KeyRound, LogOut } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { type ChangePasswordRequest, ChangePasswordRequestSchema } from '../../../../shared/contracts/auth'
import { SubmitButton } from '../../../components/form-dialog'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { contractResolver, showSubmitError } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useChangePassword } from '../api/change-password'
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions'

/**
 * A staff member's password and devices, in the Security card: change the password (the current one and, once
 * enrolled, an authenticator code), and sign out of every other device. Either ends the other sessions.
 */
export function PasswordAndDevices({ totpEnabled }: { totpEnabled: boolean }) {
  const change = useChangePassword()
  const signOut = useSignOutOtherSessions()
  const form = useForm<ChangePasswordRequest>({
    defaultValues: { currentPassword: '', newPassword: '', totp: '' },
    resolver: contractResolver<ChangePasswordRequest>(ChangePasswordRequestSchema),
  })
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form
  const onSubmit = handleSubmit((body) =>
    change.mutate(
      totpEnabled ? body : { currentPassword: body.currentPassword, newPassword: body.newPassword },
      {
        onSuccess: (res) => {
          reset()
          toast({ title: 'Password changed', description: res.message, variant: 'success' })
        },
        onError: (err) => showSubmitError(form, err, 'Your password could not be changed. Please try again.'),
      },
    ),
  )
  const signOutOthers = () =>
    signOut.mutate(undefined, {
      onSuccess: (res) =>
        toast({ title: 'Signed out elsewhere', description: res.message, variant: 'success' }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'The other devices could not be signed out. Please try again.',
          variant: 'destructive',
        }),
    })
  return (
    <div className="grid gap-6 border-t border-slate-200 pt-6">
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-label="Change password"
        className="grid gap-4 sm:max-w-md"
      >
        <p className="font-medium text-slate-900">Change password</p>
        <Field label="Current password" error={errors.currentPassword?.message}>
          {(p) => (
            <Input {...p} type="password" autoComplete="current-password" {...register('currentPassword')} />
          )}
        </Field>
        <Field label="New password" error={errors.newPassword?.message}>
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...register('newPassword')} />}
        </Field>
        {totpEnabled && (
          <Field label="Authenticator code" error={errors.totp?.message}>
            {(p) => <Input {...p} inputMode="numeric" autoComplete="one-time-code" {...register('totp')} />}
          </Field>
        )}
        <p className="text-xs text-slate-600">Changing it signs you out on every other device.</p>
        <SubmitButton
          pending={change.isPending}
          icon={<KeyRound aria-hidden="true" />}
          pendingLabel="Changing your password"
          pendingText="Changing…"
        >
          Change password
        </SubmitButton>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="font-medium text-slate-900">Other devices</p>
          <p className="mt-1 text-sm text-slate-600">
            Signed in somewhere you no longer use? End those sessions.
          </p>
        </div>
        <Button variant="outline" onClick={signOutOthers} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          {signOut.isPending ? 'Signing out…' : 'Sign out of every other device'}
        </Button>
      </div>
    </div>
  )
}
