import { UserPlus } from 'lucide-react'
import { useForm } from 'react-hook-form'
import {
  type AddManualUserRequest,
  AddManualUserRequestSchema,
  PAYMENT_METHOD_LABELS,
} from '../../../../shared/contracts/admin'
import { MANUAL_PAYMENT_METHODS } from '../../../../shared/states'
import { FormDialog, SubmitButton } from '../../../components/form-dialog'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect, Textarea } from '../../../components/ui/input'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/error-message'
import { applyServerErrors, contractResolver } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useAddManualUser } from '../api/add-manual-user'
import { fullName } from '../../../../shared/display-name'

type Values = Required<AddManualUserRequest>

const EMPTY: Omit<Values, 'paymentAmount'> & { paymentAmount: number | undefined } = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  projectTitle: '',
  paymentAmount: undefined,
  paymentMethod: 'bank_transfer',
  paymentReference: '',
  notes: '',
}

/**
 * 'Add a user for a manual payment': a customer who paid outside the card provider (a bank transfer, cash, a
 * cheque) gets an account, a paid order with its invoice, and a project waiting for its requirements. They are
 * e-mailed how to sign in and the requirements link, never a password.
 */
export function AddManualUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Add a user for a manual payment"
      description="For a customer who paid outside the card checkout. We create their account, the paid order with its invoice and the project, and e-mail them how to sign in and the link to their requirements form."
    >
      {/* Mounted only while open: each opening starts from an empty form. */}
      <AddManualUserForm onAdded={() => onOpenChange(false)} />
    </FormDialog>
  )
}

function AddManualUserForm({ onAdded }: { onAdded: () => void }) {
  const mutation = useAddManualUser()
  const form = useForm<Values>({
    defaultValues: EMPTY as Values,
    resolver: contractResolver<Values>(AddManualUserRequestSchema),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: ({ user }) => {
        toast({
          title: 'User Added Successfully!',
          description: `${fullName(user.firstName, user.lastName)}'s sign-in details and requirements link were sent by e-mail to ${user.email}.`,
          variant: 'success',
        })
        onAdded()
      },
      onError: (err) => {
        applyServerErrors(form, err)
        // An address that has an account already: said under the field too.
        if (err instanceof ApiError && err.status === 409)
          form.setError('email', { type: 'server', message: errorMessage(err, '') }, { shouldFocus: true })
        toast({
          title: 'Error Adding User',
          description: errorMessage(err, 'The user could not be added. Please try again.'),
          variant: 'destructive',
        })
      },
    }),
  )

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 *:content-start sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          {(p) => <Input {...p} {...register('firstName')} autoComplete="off" />}
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          {(p) => <Input {...p} {...register('lastName')} autoComplete="off" />}
        </Field>
      </div>
      <div className="grid gap-4 *:content-start sm:grid-cols-2">
        <Field label="Email" error={errors.email?.message}>
          {(p) => <Input {...p} {...register('email')} type="email" autoComplete="off" inputMode="email" />}
        </Field>
        <Field label="Phone (optional)" error={errors.phone?.message}>
          {(p) => <Input {...p} {...register('phone')} type="tel" autoComplete="off" />}
        </Field>
      </div>
      <Field label="Project title" error={errors.projectTitle?.message}>
        {(p) => <Input {...p} {...register('projectTitle')} autoComplete="off" />}
      </Field>
      <div className="grid gap-4 *:content-start sm:grid-cols-2">
        <Field label="Payment amount ($)" error={errors.paymentAmount?.message}>
          {(p) => (
            <Input
              {...p}
              {...register('paymentAmount', { valueAsNumber: true })}
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
            />
          )}
        </Field>
        <Field label="Payment method" error={errors.paymentMethod?.message}>
          {(p) => (
            <NativeSelect {...p} {...register('paymentMethod')}>
              {MANUAL_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {PAYMENT_METHOD_LABELS[m]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field
        label="Payment reference (optional)"
        error={errors.paymentReference?.message}
        hint="The transfer's or cheque's reference, kept with the order."
      >
        {(p) => <Input {...p} {...register('paymentReference')} autoComplete="off" />}
      </Field>
      <Field
        label="Notes (optional)"
        error={errors.notes?.message}
        hint="About the project; the customer sees them as its description."
      >
        {(p) => <Textarea {...p} {...register('notes')} rows={3} />}
      </Field>
      <SubmitButton
        pending={mutation.isPending}
        icon={<UserPlus aria-hidden="true" />}
        pendingLabel="Adding the user"
        pendingText="Adding…"
        className="mt-2"
      >
        Add User
      </SubmitButton>
    </form>
  )
}
