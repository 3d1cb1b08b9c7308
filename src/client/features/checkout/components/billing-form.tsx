import { ArrowRight } from 'lucide-react'
import { useEffect } from 'react'
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import { type BillingDetails, BillingDetailsSchema } from '../../../../shared/contracts/orders'
import { Button } from '../../../components/ui/button'
import { keepClear } from '../../../hooks/use-keep-clear'
import { Field } from '../../../components/ui/field'
import { Input, Textarea } from '../../../components/ui/input'
import { contractResolver } from '../../../lib/form'
import { BusyIcon } from './busy-icon'

export interface BillingValues {
  name: string
  company: string
  address: string
}

/** Who the invoice is made out to (the name is required); its submit opens the payment. */
export function BillingForm({
  defaults,
  pending,
  disabled,
  submitLabel,
  onSubmit,
  onChange,
}: {
  /** What the form starts with: the account's name, or what was typed before a reload. */
  defaults: BillingValues
  pending: boolean
  disabled?: boolean
  submitLabel: string
  onSubmit: (billing: BillingDetails, form: UseFormReturn<BillingValues>) => void
  /** Told of every change, so the checkout can keep what was typed. */
  onChange?: (values: BillingValues) => void
}) {
  const form = useForm<BillingValues>({
    resolver: contractResolver<BillingValues>(BillingDetailsSchema),
    defaultValues: defaults,
  })
  const [name, company, address] = useWatch({ control: form.control, name: ['name', 'company', 'address'] })
  useEffect(() => {
    onChange?.({ name, company, address })
  }, [name, company, address, onChange])
  const { register, handleSubmit, formState } = form
  const { errors } = formState
  return (
    <form
      method="post"
      onSubmit={handleSubmit((values) => onSubmit(values, form))}
      noValidate
      className="grid gap-4"
      aria-busy={pending}
    >
      <Field label="Name for the invoice" error={errors.name?.message}>
        {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
      </Field>
      <Field label="Company (optional)" error={errors.company?.message}>
        {(p) => <Input {...p} autoComplete="organization" {...register('company')} />}
      </Field>
      <Field label="Billing address (optional)" error={errors.address?.message}>
        {(p) => <Textarea {...p} rows={3} autoComplete="street-address" {...register('address')} />}
      </Field>
      <Button ref={keepClear} type="submit" size="lg" disabled={pending || disabled} className="w-full">
        {pending ? (
          <>
            <BusyIcon />
            Preparing payment...
          </>
        ) : (
          <>
            {submitLabel}
            <ArrowRight aria-hidden="true" />
          </>
        )}
      </Button>
    </form>
  )
}
