import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '../../../shared/contracts/common'
import {
  CreateCouponEmailRequestSchema,
  CreateCouponEmailResponseSchema,
} from '../../../shared/contracts/coupon-email'
import { requestCouponCodes } from './coupon-email.service'

export const COUPON_EMAIL_RATE = { name: 'coupon-email', max: 3, windowMs: 60 * 60_000 }

export const couponEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/coupon-email',
    {
      config: { role: 'visitor' },
      preHandler: app.ctx.rateLimiter.perIp({
        ...COUPON_EMAIL_RATE,
        message:
          'You have already asked for the codes several times. Please check your inbox, or try again later.',
      }),
      schema: {
        tags: ['public'],
        summary: 'Mail the exit-offer coupon codes',
        body: CreateCouponEmailRequestSchema,
        response: {
          200: CreateCouponEmailResponseSchema,
          400: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await requestCouponCodes(app.ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      })
      return { success: true, message: 'Your coupon codes are on their way. Check your inbox!' }
    },
  )
}
