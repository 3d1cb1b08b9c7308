// The coupon-email module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { couponEmailRoutes } from './coupon-email.routes'
export { listSignupsBetween } from './coupon-email.repo'
