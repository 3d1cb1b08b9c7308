// The coupon-email module's public surface: what app.ts may use (lint refuses its other files).
export { couponEmailRoutes } from './coupon-email.routes'
