import { Tag } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { COUPON_CODE_REQUIRED } from '../../../../shared/contracts/coupons'
import { Button } from '../../../components/ui/button'
import { RemoveButton } from './remove-button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { errorMessage } from '../../../lib/error-message'
import { useValidateCoupon } from '../api/validate-coupon'
import { appliedCoupon } from '../coupon-terms'
import type { CheckoutOrder } from '../hooks/use-checkout-order'
import { BusyIcon } from './busy-icon'
import { formatMoney } from '../../../../shared/money'

/**
 * The coupon code: upper-cased, checked by the server against the current subtotal. Several codes may be
 * applied (FREEPAGES10 and SAVE15 combine); each shows what it takes off and can be removed.
 */
export function CouponField({ order, disabled }: { order: CheckoutOrder; disabled?: boolean }) {
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const validate = useValidateCoupon()
  const subtotalCents = order.price.subtotalCents

  const apply = (e: FormEvent) => {
    e.preventDefault()
    const wanted = code.trim().toUpperCase()
    if (!wanted) return setError(COUPON_CODE_REQUIRED)
    if (order.coupons.some((c) => c.code === wanted && !c.error))
      return setError(`${wanted} is already applied.`)
    setError(null)
    validate.mutate(
      { code: wanted, orderTotal: subtotalCents / 100 },
      {
        onSuccess: (res) => {
          order.addCoupon(appliedCoupon(res, subtotalCents))
          setCode('')
        },
        onError: (err) => setError(errorMessage(err, 'Failed to validate coupon')),
      },
    )
  }

  const pending = validate.isPending
  return (
    <div className="grid gap-3">
      <form method="post" onSubmit={apply} noValidate className="grid gap-1.5">
        <Label htmlFor={id}>Coupon code</Label>
        <div className="flex gap-2">
          <Input
            id={id}
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. SAVE15"
            disabled={disabled}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            className="uppercase placeholder:normal-case"
          />
          <Button type="submit" variant="outline" disabled={disabled || pending}>
            {pending ? <BusyIcon /> : <Tag aria-hidden="true" />}
            {pending ? 'Checking...' : 'Apply'}
          </Button>
        </div>
        <div aria-live="polite">
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      </form>

      {order.coupons.length > 0 && (
        <ul className="grid gap-2" aria-label="Applied coupons">
          {order.coupons.map((c) => {
            const applied = order.price.applied.find((a) => a.code === c.code)
            const refused = c.error ?? order.price.refused.find((r) => r.code === c.code)?.reason
            return (
              <li
                key={c.code}
                className={
                  refused
                    ? 'flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm'
                    : 'flex items-start justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm'
                }
              >
                <span className="min-w-0">
                  <span className="font-mono font-semibold text-slate-900">{c.code}</span>
                  <span className="block text-slate-700">{c.description}</span>
                  {refused ? (
                    <span role="alert" className="block font-medium text-red-700">
                      {refused}
                    </span>
                  ) : applied && applied.freePages > 0 ? (
                    <span className="block font-medium text-emerald-800">
                      {applied.freePages} extra pages free
                      {applied.discountCents > 0
                        ? ` (−${formatMoney(applied.discountCents, 'USD', { whole: false })})`
                        : ''}
                    </span>
                  ) : applied ? (
                    <span className="block font-medium text-emerald-800">
                      −{formatMoney(applied.discountCents, 'USD', { whole: false })}
                    </span>
                  ) : null}
                </span>
                <RemoveButton
                  label={`Remove coupon ${c.code}`}
                  disabled={disabled}
                  onClick={() => order.removeCoupon(c.code)}
                />
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
