import { Check } from 'lucide-react'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { z } from 'zod/mini'
import { STAFF_PASSWORD_MIN, SetupPasswordRequestSchema } from '../../../../shared/contracts/auth'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { useHydrated } from '../../../hooks/use-hydrated'
import { errorMessage } from '../../../lib/error-message'
import { applyServerErrors, contractResolver } from '../../../lib/form'
import { loginPathFor } from '../../../lib/session'
import { toast } from '../../../lib/toast'
import { useSetupPassword } from '../api/setup-password'

const FormSchema = z
  .object({
    password: SetupPasswordRequestSchema.shape.password,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    }),
  )
type SetupForm = { password: string; confirmPassword: string }

/** The token of a setup link (`/account-setup#token=…`): in the fragment, so it never reaches a server log. */
function tokenFromAddress(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? ''
}

/** A new staff account's first password, set from the one-time link printed when the account was created. */
export function PasswordSetupForm() {
  const navigate = useNavigate()
  // Read once the page has hydrated: the prerendered page knows no token, and the first render must match it.
  const hydrated = useHydrated()
  const token = useMemo(() => (hydrated ? tokenFromAddress() : null), [hydrated])
  const setup = useSetupPassword()
  const form = useForm<SetupForm>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: contractResolver<SetupForm>(FormSchema),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form

  if (token === null)
    return (
      <div className="flex min-h-32 items-center justify-center text-brand-700">
        <Spinner className="scale-125" label="Opening your link" />
      </div>
    )
  if (!token)
    return (
      <p role="alert" className="text-sm text-red-700">
        This page opens from the setup link printed when the account was created. Open the whole link.
      </p>
    )

  const onSubmit = handleSubmit(({ password }) =>
    setup.mutate(
      { token, password },
      {
        onSuccess: (res) => {
          toast({ title: 'Password set', description: res.message, variant: 'success' })
          void navigate(loginPathFor(res.role), { replace: true })
        },
        onError: (err) => {
          if (!applyServerErrors(form, err))
            form.setError('password', { message: errorMessage(err, 'Please try again.') })
        },
      },
    ),
  )

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="New password" error={errors.password?.message}>
        {(p) => (
          <Input {...p} {...register('password')} type="password" autoComplete="new-password" autoFocus />
        )}
      </Field>
      <Field label="Confirm password" error={errors.confirmPassword?.message}>
        {(p) => <Input {...p} {...register('confirmPassword')} type="password" autoComplete="new-password" />}
      </Field>
      <p className="text-xs text-slate-600">
        At least {STAFF_PASSWORD_MIN} characters, and not a common one.
      </p>
      <Button type="submit" size="lg" disabled={setup.isPending}>
        {setup.isPending ? <Spinner label="Saving your password" /> : <Check aria-hidden="true" />}
        {setup.isPending ? 'Saving...' : 'Set password'}
      </Button>
    </form>
  )
}
