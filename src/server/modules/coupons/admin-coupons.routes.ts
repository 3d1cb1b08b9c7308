import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreateCouponEndpoint,
  ListAdminCouponsEndpoint,
  ListCouponRedemptionsEndpoint,
  UpdateCouponEndpoint,
} from '../../../shared/contracts/admin-coupons'
import { GetCouponOfferEndpoint } from '../../../shared/contracts/coupons'
import { sendCached } from '../../plugins/cached-reply'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import {
  createCoupon,
  getCouponOffer,
  listAdminCoupons,
  listCouponRedemptions,
  updateCoupon,
} from './admin-coupons.service'

/** The admin panel's coupon codes (every change audited), and the exit offer's words read from them. */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ListAdminCouponsEndpoint, {
    handler: async (request) => listAdminCoupons(app.ctx, request.query),
  })
  addEndpoint(app, CreateCouponEndpoint, {
    handler: async (request) => createCoupon(app.ctx, auditActor(request), request.body),
  })
  addEndpoint(app, UpdateCouponEndpoint, {
    handler: async (request) => updateCoupon(app.ctx, auditActor(request), request.params.id, request.body),
  })
  addEndpoint(app, ListCouponRedemptionsEndpoint, {
    handler: async (request) => listCouponRedemptions(app.ctx, request.params.id, request.query),
  })
  addEndpoint(app, GetCouponOfferEndpoint, {
    handler: async (request, reply) => sendCached(request, reply, await getCouponOffer(app.ctx)),
  })
}
