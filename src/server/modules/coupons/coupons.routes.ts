import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ValidateCouponEndpoint } from '../../../shared/contracts/coupons'
import { addEndpoint } from '../../plugins/endpoint'
import { adminCouponRoutes } from './admin-coupons.routes'
import { validateCoupon } from './coupons.service'

/** Guessing codes costs: 30 checks per client in 15 minutes. */
export const COUPON_CHECK_RATE = {
  name: 'coupon-check',
  max: 30,
  windowMs: 15 * 60_000,
  message: 'Too many coupon checks. Please try again in a few minutes.',
}

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ValidateCouponEndpoint, {
    preHandler: app.ctx.rateLimiter.perIp(COUPON_CHECK_RATE),
    handler: async (request) => validateCoupon(app.ctx, request.body, request.user?.id),
  })
  await app.register(adminCouponRoutes)
}
