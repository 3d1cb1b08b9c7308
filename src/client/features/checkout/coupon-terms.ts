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

/** The coupon's terms as priceOrder needs them, exactly as the server stores them. */
export function couponTerms(res: ValidateCouponResponse): CouponTerms {
  const { code, kind, value, minOrderCents, stackable } = res.coupon
  return { code: code.toUpperCase(), kind, value, minOrderCents, stackable }
}

export function appliedCoupon(res: ValidateCouponResponse, orderCents: number): AppliedCoupon {
  return {
    code: res.coupon.code.toUpperCase(),
    description: res.coupon.description,
    terms: couponTerms(res),
    checkedAtCents: orderCents,
  }
}
