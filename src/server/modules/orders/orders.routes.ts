import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AddManualUserEndpoint } from '../../../shared/contracts/admin'
import {
  CompatCreateProjectEndpoint,
  CompatDomainRequestEndpoint,
  CompatUseCouponEndpoint,
  ConfirmTestPaymentEndpoint,
  CreatePaymentIntentEndpoint,
  FindOrderByPaymentEndpoint,
  GetAdminProjectOrderEndpoint,
  GetOrderEndpoint,
  GetProjectOrderEndpoint,
  VerifyOrderPaymentEndpoint,
} from '../../../shared/contracts/orders'
import type { PaymentProvider } from '../../integrations/payments/provider'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import { addManualUser } from './orders.manual'
import {
  compatCreateProject,
  compatDomainRequest,
  compatUseCoupon,
  findOrderByPayment,
} from './orders.compat'
import { confirmTestPayment, createPaymentIntent } from './orders.service'
import { getOrder, getProjectOrder } from './orders.view'
import { verifyOrder } from './orders.settle'
import { stripeWebhookRoutes } from './orders.webhook'

/** Opening payments costs the provider a call: 20 per customer in 15 minutes. */
export const PAYMENT_INTENT_RATE = {
  name: 'payment-intent',
  max: 20,
  windowMs: 15 * 60_000,
  message: 'Too many payment attempts. Please wait a few minutes and try again.',
}

/** Card tries on the test provider, per customer: 10 in 15 minutes, as a card network would stop a tester. */
export const TEST_CARD_RATE = {
  name: 'test-card',
  max: 10,
  windowMs: 15 * 60_000,
  message: 'Too many card attempts. Please wait a few minutes and try again.',
}

export const VERIFY_RATE = {
  name: 'payment-verify',
  max: 120,
  windowMs: 15 * 60_000,
  message: 'Too many checks. Please wait a minute and reload the page.',
}

export function orderRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    // The admin's Add User dialog: a customer who paid outside the card provider.
    addEndpoint(app, AddManualUserEndpoint, {
      handler: async (request) => addManualUser(app.ctx, auditActor(request), request.body),
    })
    const perUser = app.ctx.rateLimiter.perUser.bind(app.ctx.rateLimiter)
    addEndpoint(app, CreatePaymentIntentEndpoint, {
      preHandler: perUser(PAYMENT_INTENT_RATE),
      handler: async (request) =>
        createPaymentIntent(app.ctx, provider, request.user!.id, {
          orderDetails: request.body.orderDetails,
          billing: request.body.billing,
        }),
    })
    // The built-in provider's card form exists only when it is the provider (never in Stripe mode).
    if (provider.name === 'test')
      addEndpoint(app, ConfirmTestPaymentEndpoint, {
        preHandler: perUser(TEST_CARD_RATE),
        handler: async (request) => confirmTestPayment(app.ctx, request.user!, request.body),
      })
    addEndpoint(app, FindOrderByPaymentEndpoint, {
      handler: async (request) => findOrderByPayment(app.ctx, request.user!.id, request.query.paymentIntent),
    })
    addEndpoint(app, GetOrderEndpoint, {
      handler: async (request) => getOrder(app.ctx, request.user!.id, request.params.id),
    })
    addEndpoint(app, GetProjectOrderEndpoint, {
      handler: async (request) => getProjectOrder(app.ctx, request.params.id, request.user!.id),
    })
    addEndpoint(app, GetAdminProjectOrderEndpoint, {
      handler: async (request) => getProjectOrder(app.ctx, request.params.id),
    })
    addEndpoint(app, VerifyOrderPaymentEndpoint, {
      preHandler: perUser(VERIFY_RATE),
      handler: async (request) => verifyOrder(app.ctx, provider, request.user!.id, request.params.id),
    })
    addEndpoint(app, CompatCreateProjectEndpoint, {
      handler: async (request) => compatCreateProject(app.ctx, request.user!.id, request.body.orderId),
    })
    addEndpoint(app, CompatUseCouponEndpoint, {
      handler: async (request) => compatUseCoupon(app.ctx, request.user!.id, request.body),
    })
    addEndpoint(app, CompatDomainRequestEndpoint, {
      handler: async (request) => compatDomainRequest(app.ctx, request.user!.id, request.body.projectId),
    })
    // Only a provider that calls back (Stripe) has a webhook.
    if (provider.webhookEvent) await app.register(stripeWebhookRoutes(provider))
  }
}
