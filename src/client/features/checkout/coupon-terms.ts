import type { ValidateCouponResponse } from '../../../shared/contracts/coupons'
import type { CouponTerms } from '../../../shared/pricing'

/** A coupon the customer applied, with what the server said of it at the subtotal it was checked against. */
export interface AppliedCoupon {
  code: string
  description: string
  terms: CouponTerms
  /** The subtotal (cents) of the last check; a lower subtotal is checked again (a minimum order may fail). */
  checkedAtCents: number
  /** Why it no longer applies, in the server's words; such a coupon takes nothing off. */
  error?: string
}

/**
 * The coupon's terms as priceOrder needs them, read from the validation answer: free pages, or a percent when
 * the amount off is a whole percent of the total checked, else a fixed amount. The server prices the order
 * itself when the payment is opened, and the checkout then shows its amount.
 */
export function couponTerms(res: ValidateCouponResponse, orderCents: number): CouponTerms {
  const base = { code: res.coupon.code.toUpperCase(), minOrderCents: 0, stackable: true }
  if (res.freePages > 0) return { ...base, kind: 'free_pages', value: res.freePages }
  const off = Math.round(res.discountAmount * 100)
  const percent = orderCents > 0 ? Math.round((off * 100) / orderCents) : 0
  if (percent > 0 && percent <= 100 && Math.round((orderCents * percent) / 100) === off)
    return { ...base, kind: 'percent', value: percent }
  return { ...base, kind: 'fixed', value: off }
}

export function appliedCoupon(res: ValidateCouponResponse, orderCents: number): AppliedCoupon {
  return {
    code: res.coupon.code.toUpperCase(),
    description: res.coupon.description,
    terms: couponTerms(res, orderCents),
    checkedAtCents: orderCents,
  }
}
