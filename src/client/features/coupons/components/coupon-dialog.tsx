import { Save } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import {
  type AdminCoupon,
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  type CouponKind,
  CreateCouponSchema,
  couponValueMessage,
  describeCouponTerms,
  UpdateCouponSchema,
} from '../../../../shared/contracts/admin-coupons'
import { FormDialog, SubmitButton } from '../../../components/form-dialog'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect } from '../../../components/ui/input'
import { contractResolver, showSubmitError } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useCreateCoupon } from '../api/create-coupon'
import { useUpdateCoupon } from '../api/update-coupon'
import { formatMoney } from '../../../../shared/money'

/** Which coupon the form is for: a new one, or one that exists (its code and kind stay). */
export type CouponTarget = { kind: 'create' } | { kind: 'edit'; coupon: AdminCoupon }

interface Values {
  code: string
  kind: CouponKind
  value: number | null
  description: string
  minOrder: number | null
  maxRedemptions: number | null
  perCustomerLimit: number | null
  expiresOn: string
  stackable: boolean
}

/** A number field's text as the contract reads it: blank is null (no minimum, no limit). */
const asNumber = {
  setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
}

const VALUE_LABELS: Record<CouponKind, string> = {
  percent: 'Percent off (%)',
  fixed: 'Amount off ($)',
  free_pages: 'Free extra pages',
}

const VALUE_HINTS: Record<CouponKind, string> = {
  percent: 'A whole number from 1 to 100.',
  fixed: 'Dollars taken off the order, more than $0.',
  free_pages: 'Extra pages added at no charge, 1 to 20.',
}

/** The coupon form: create a code, or change an existing one's words, minimum, limits and expiry. */
export function CouponDialog({
  target,
  onOpenChange,
}: {
  /** The dialog is open while a target is set. */
  target: CouponTarget | null
  onOpenChange: (open: boolean) => void
}) {
  const editing = target?.kind === 'edit'
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={editing ? `Edit ${target.coupon.code}` : 'New Coupon'}
      description={
        editing
          ? 'The code and its kind stay; checkouts use the new terms at once.'
          : 'Codes are not case-sensitive: SPRING20 and spring20 are the same code.'
      }
      size="lg"
    >
      {target && <CouponForm target={target} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  )
}

function CouponForm({ target, onDone }: { target: CouponTarget; onDone: () => void }) {
  const create = useCreateCoupon()
  const update = useUpdateCoupon()
  const pending = create.isPending || update.isPending
  const coupon = target.kind === 'edit' ? target.coupon : null
  const form = useForm<Values>({
    defaultValues: {
      code: coupon?.code ?? '',
      kind: coupon?.kind ?? 'percent',
      value: coupon?.value ?? null,
      description: coupon?.description ?? '',
      minOrder: coupon && coupon.minOrderCents > 0 ? coupon.minOrderCents / 100 : null,
      maxRedemptions: coupon ? coupon.maxRedemptions : null,
      perCustomerLimit: coupon ? coupon.perCustomerLimit : 1,
      expiresOn: coupon?.expiresOn ?? '',
      stackable: coupon?.stackable ?? false,
    },
    resolver: contractResolver<Values>(coupon ? UpdateCouponSchema : CreateCouponSchema),
  })
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form
  const [kind, value, minOrder] = useWatch({ control, name: ['kind', 'value', 'minOrder'] })
  const suggested =
    typeof value === 'number' && !couponValueMessage(kind, value)
      ? describeCouponTerms(kind, value, Math.round((minOrder ?? 0) * 100))
      : 'Made from the terms when left blank'

  const onSubmit = handleSubmit((v) => {
    const terms = {
      description: v.description,
      minOrder: v.minOrder,
      maxRedemptions: v.maxRedemptions,
      perCustomerLimit: v.perCustomerLimit,
      expiresOn: v.expiresOn || null,
      stackable: v.stackable,
    }
    if (target.kind === 'create') {
      create.mutate(
        { code: v.code, kind: v.kind, value: v.value as number, ...terms },
        {
          onSuccess: ({ coupon: made }) => {
            toast({
              title: 'Coupon Created',
              description: `${made.code}: ${made.description}`,
              variant: 'success',
            })
            onDone()
          },
          onError: (err) => showSubmitError(form, err, 'Failed to create coupon'),
        },
      )
    } else {
      update.mutate(
        { id: target.coupon.id, body: terms },
        {
          onSuccess: ({ coupon: saved }) => {
            toast({ title: 'Coupon Updated', description: `${saved.code} is saved.`, variant: 'success' })
            onDone()
          },
          onError: (err) => showSubmitError(form, err, 'Failed to update coupon'),
        },
      )
    }
  })

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {coupon ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-mono font-semibold text-slate-900">{coupon.code}</span> ·{' '}
          {COUPON_KIND_LABELS[coupon.kind]}:{' '}
          {coupon.kind === 'percent'
            ? `${coupon.value}%`
            : coupon.kind === 'fixed'
              ? formatMoney(Math.round(coupon.value * 100), 'USD', { whole: false })
              : `${coupon.value} page${coupon.value === 1 ? '' : 's'}`}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Code"
            error={errors.code?.message}
            hint="3 to 40 letters, digits, dashes or underscores."
          >
            {(p) => (
              <Input
                {...p}
                {...register('code')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono uppercase"
              />
            )}
          </Field>
          <Field label="Type" error={errors.kind?.message}>
            {(p) => (
              <NativeSelect {...p} {...register('kind')}>
                {COUPON_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {COUPON_KIND_LABELS[k]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={VALUE_LABELS[kind]} error={errors.value?.message} hint={VALUE_HINTS[kind]}>
            {(p) => (
              <Input
                {...p}
                {...register('value', asNumber)}
                type="number"
                inputMode="decimal"
                min={kind === 'fixed' ? 0.01 : 1}
                step={kind === 'fixed' ? 0.01 : 1}
              />
            )}
          </Field>
        </div>
      )}
      <Field
        label="Description (optional)"
        error={errors.description?.message}
        hint="Shown in the exit offer, the banner and the e-mail."
      >
        {(p) => <Input {...p} {...register('description')} placeholder={suggested} autoComplete="off" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Minimum order ($)" error={errors.minOrder?.message} hint="Blank for any order.">
          {(p) => (
            <Input
              {...p}
              {...register('minOrder', asNumber)}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
            />
          )}
        </Field>
        <Field
          label="Expires after (optional)"
          error={errors.expiresOn?.message}
          hint="The last day it can be used."
        >
          {(p) => <Input {...p} {...register('expiresOn')} type="date" />}
        </Field>
        <Field
          label="Total limit"
          error={errors.maxRedemptions?.message}
          hint="Uses in all; blank for no limit."
        >
          {(p) => (
            <Input
              {...p}
              {...register('maxRedemptions', asNumber)}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          )}
        </Field>
        <Field
          label="Per-customer limit"
          error={errors.perCustomerLimit?.message}
          hint="Uses by one customer; blank for no limit."
        >
          {(p) => (
            <Input
              {...p}
              {...register('perCustomerLimit', asNumber)}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          )}
        </Field>
      </div>
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500">
        <input type="checkbox" {...register('stackable')} className="mt-0.5 size-4 accent-brand-700" />
        <span>
          <span className="font-medium text-slate-900">Can be combined with other codes</span>
          <span className="block text-slate-600">
            Only codes that all allow it are used together on one order.
          </span>
        </span>
      </label>
      <SubmitButton
        pending={pending}
        icon={<Save aria-hidden="true" />}
        pendingLabel="Saving the coupon"
        pendingText="Saving…"
      >
        {target.kind === 'create' ? 'Create Coupon' : 'Save Changes'}
      </SubmitButton>
    </form>
  )
}
