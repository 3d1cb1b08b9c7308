import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod/mini'
import { ErrorResponseSchema } from '../../../shared/contracts/common'
import type { PaymentProvider, WebhookEvent } from '../../integrations/payments/provider'
import { AppError } from '../../lib/app-error'
import { settleInvoiceIntent } from '../billing'
import { findPaymentByProviderId } from './orders.repo'
import { handleLedgerEvent } from './orders.refund'
import { settleIntent } from './orders.settle'

const HANDLED = new Set([
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
])

/**
 * POST /api/webhooks/stripe: the provider checks the signature over the raw body (so this route keeps the bytes
 * as they came), each event id is handled once, and the event's amount and currency are checked against the
 * order's when it is settled.
 */
export function stripeWebhookRoutes(provider: PaymentProvider): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    )
    app.route({
      method: 'POST',
      url: '/api/webhooks/stripe',
      config: { role: 'visitor' },
      schema: {
        operationId: 'stripeWebhook',
        summary: 'Stripe events about payments, signed with the webhook secret',
        tags: ['checkout'],
        security: [],
        response: { 200: z.object({ received: z.boolean() }), 400: ErrorResponseSchema },
      },
      handler: async (request) => {
        const signature = request.headers['stripe-signature']
        let event: WebhookEvent
        try {
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned')
          event = provider.webhookEvent!(request.body, signature)
        } catch {
          app.ctx.log.warn({ event: 'webhook_signature_failed', ip: request.ip }, 'security event')
          throw new AppError('BAD_REQUEST', 'Invalid webhook signature')
        }
        // Signed, yet no event Stripe sends: PostgreSQL's text cannot hold a NUL, so it would fail as a 500.
        if (JSON.stringify(event).includes('\\u0000')) {
          app.ctx.log.warn({ event: 'webhook_event_invalid', ip: request.ip }, 'security event')
          throw new AppError('BAD_REQUEST', 'Invalid webhook event')
        }
        if (event.kind === 'charge' || event.kind === 'dispute') {
          await handleLedgerEvent(app.ctx, provider, event)
          return { received: true }
        }
        if (event.kind !== 'intent' || !HANDLED.has(event.type)) return { received: true }
        const payment = await findPaymentByProviderId(app.ctx.db, provider.name, event.intent.id)
        // Not an order's: a maintenance invoice's payment, if it is one.
        if (!payment && (await settleInvoiceIntent(app.ctx, event.intent, event.id)))
          return { received: true }
        if (!payment) {
          app.ctx.log.warn(
            { eventId: event.id, intent: event.intent.id },
            'webhook for a payment we do not know',
          )
          return { received: true }
        }
        await settleIntent(app.ctx, payment.id, event.intent, 'webhook', event.id)
        return { received: true }
      },
    })
  }
}
