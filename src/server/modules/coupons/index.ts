// The coupons module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { couponRoutes } from './coupons.routes'
export {
  availableCouponCodes,
  COUPON_OFFER_CACHE_KEY,
  setPromotionCouponPercent,
} from './admin-coupons.service'
export {
  checkCoupons,
  COUPON_MESSAGES,
  couponWords,
  describeCoupons,
  type CouponRow,
  findCouponRedemption,
  lockCouponsForRedemption,
  redeemCoupons,
} from './coupons.service'
export { couponRedemptionTotals } from './coupons.repo'
