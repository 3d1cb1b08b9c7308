import { CouponCodes } from './coupon-codes'
import { CouponSignups } from './coupon-signups'

/** The Coupons tab: the exit-popup sign-ups, then the coupon codes and their uses. */
export function CouponsTab() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <CouponSignups />
      <CouponCodes />
    </div>
  )
}
