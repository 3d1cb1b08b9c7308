import { UserPlus } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { type CreateUserForm, CreateUserFormSchema } from '../../../../shared/contracts/users'
import { FormDialog, SubmitButton } from '../../../components/form-dialog'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/error-message'
import { contractResolver } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useCreateUser } from '../api/create-user'
import { fullName } from '../../../../shared/display-name'

type Values = Required<CreateUserForm>

const EMPTY: Values = { email: '', firstName: '', lastName: '', phone: '', password: '', confirmPassword: '' }

/** 'Create user account': a customer account with a password set by the admin. */
export function CreateUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (o: boolean) => void
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create user account"
      description="The customer can then sign in with this e-mail and password, or with an e-mailed code. We send them a welcome e-mail; it never contains the password."
    >
      {/* Mounted only while open: each opening starts from an empty form. */}
      <CreateUserFormBody onCreated={() => onOpenChange(false)} />
    </FormDialog>
  )
}

function CreateUserFormBody({ onCreated }: { onCreated: () => void }) {
  const mutation = useCreateUser()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: EMPTY, resolver: contractResolver<Values>(CreateUserFormSchema) })

  // The confirmation is checked by the form and never sent.
  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...body }) =>
    mutation.mutate(body, {
      onSuccess: ({ user }) => {
        toast({
          title: 'User Created Successfully',
          description: `${fullName(user.firstName, user.lastName)}'s account is ready.`,
          variant: 'success',
        })
        onCreated()
      },
      onError: (err) =>
        toast({
          title: 'Error Creating User',
          description: errorMessage(err, 'Failed to create user account'),
          variant: 'destructive',
        }),
    }),
  )

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          {(p) => <Input {...p} {...register('firstName')} autoComplete="off" />}
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          {(p) => <Input {...p} {...register('lastName')} autoComplete="off" />}
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message}>
        {(p) => <Input {...p} {...register('email')} type="email" autoComplete="off" inputMode="email" />}
      </Field>
      <Field label="Phone (optional)" error={errors.phone?.message}>
        {(p) => <Input {...p} {...register('phone')} type="tel" autoComplete="off" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Password"
          error={errors.password?.message}
          hint="At least 6 characters."
          className="content-start"
        >
          {(p) => <Input {...p} {...register('password')} type="password" autoComplete="new-password" />}
        </Field>
        <Field label="Confirm password" error={errors.confirmPassword?.message} className="content-start">
          {(p) => (
            <Input {...p} {...register('confirmPassword')} type="password" autoComplete="new-password" />
          )}
        </Field>
      </div>
      <SubmitButton
        pending={mutation.isPending}
        icon={<UserPlus aria-hidden="true" />}
        pendingLabel="Creating the account"
        pendingText="Creating…"
        className="mt-2"
      >
        Create account
      </SubmitButton>
    </form>
  )
}
