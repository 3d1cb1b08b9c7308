import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ListCouponEmailsEndpoint } from '../../../shared/contracts/admin-coupons'
import { CreateCouponEmailEndpoint } from '../../../shared/contracts/coupon-email'
import { addEndpoint } from '../../plugins/endpoint'
import { listCouponEmails, requestCouponCodes } from './coupon-email.service'

export const COUPON_EMAIL_RATE = { name: 'coupon-email', max: 3, windowMs: 60 * 60_000 }

export const couponEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, CreateCouponEmailEndpoint, {
    preHandler: app.ctx.rateLimiter.perIp({
      ...COUPON_EMAIL_RATE,
      message:
        'You have already asked for the codes several times. Please check your inbox, or try again later.',
    }),
    handler: async (request) => {
      await requestCouponCodes(app.ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      })
      return { success: true, message: 'Your coupon codes are on their way. Check your inbox!' }
    },
  })
  addEndpoint(app, ListCouponEmailsEndpoint, {
    handler: async (request) => listCouponEmails(app.ctx, request.query),
  })
}
