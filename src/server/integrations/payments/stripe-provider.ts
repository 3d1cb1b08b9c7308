import Stripe from 'stripe'
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
  type WebhookEvent,
} from './provider'

export interface StripeSettings {
  secretKey: string
  publishableKey: string
  /** A local stand-in's address in tests; Stripe's API otherwise. */
  apiBase?: string | undefined
  /** Signs the webhooks Stripe sends; without it every webhook is refused. */
  webhookSecret?: string | undefined
}

/** The SDK client: retries on network errors (safe: every write carries an idempotency key), 10 s timeout. */
function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

function toIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: pi.status,
    amountCents: pi.amount,
    currency: pi.currency,
    ...(pi.last_payment_error?.message ? { lastError: pi.last_payment_error.message } : {}),
    ...(typeof pi.payment_method === 'string'
      ? { paymentMethodId: pi.payment_method }
      : pi.payment_method
        ? { paymentMethodId: pi.payment_method.id }
        : {}),
  }
}

function toRefund(r: Stripe.Refund): ProviderRefund {
  const reference = r.metadata?.reference
  return {
    id: r.id,
    amountCents: r.amount,
    status: r.status ?? 'pending',
    ...(reference ? { reference } : {}),
  }
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : ref?.id)

/** A verified Stripe event as the webhook route reads it: a payment intent, a charge or a dispute. */
export function toWebhookEvent(event: Stripe.Event): WebhookEvent {
  const head = { id: event.id, type: event.type }
  if (event.type.startsWith('payment_intent.'))
    return { ...head, kind: 'intent', intent: toIntent(event.data.object as Stripe.PaymentIntent) }
  if (event.type.startsWith('charge.dispute.')) {
    const d = event.data.object as Stripe.Dispute
    return {
      ...head,
      kind: 'dispute',
      dispute: {
        id: d.id,
        paymentId: idOf(d.payment_intent) ?? '',
        amountCents: d.amount,
        currency: d.currency,
        status: d.status,
        reason: d.reason,
        createdAt: new Date(d.created * 1000),
      },
    }
  }
  if (event.type.startsWith('charge.')) {
    const c = event.data.object as Stripe.Charge
    return {
      ...head,
      kind: 'charge',
      charge: {
        id: c.id,
        paymentId: idOf(c.payment_intent) ?? '',
        amountCents: c.amount,
        amountRefundedCents: c.amount_refunded,
        currency: c.currency,
        ...(c.refunds?.data ? { refunds: c.refunds.data.map(toRefund) } : {}),
      },
    }
  }
  return { ...head, kind: 'other' }
}

/**
 * A failed Stripe call as a PaymentProviderError: a card error keeps Stripe's message (written for the customer);
 * anything else keeps its detail for the log (Stripe masks keys in its messages) and is never shown as it is.
 */
export function stripeFailure(operation: string, err: unknown): PaymentProviderError {
  if (!(err instanceof Stripe.errors.StripeError))
    return new PaymentProviderError(
      'unavailable',
      `Stripe ${operation} failed: ${String(err)}`,
      { operation },
      {
        cause: err,
      },
    )
  const detail = {
    operation,
    ...(err.statusCode !== undefined ? { status: err.statusCode } : {}),
    ...(err.code ? { code: err.code } : {}),
    ...(err.requestId ? { requestId: err.requestId } : {}),
    // A declined confirm names the intent it made (an off-session charge): the caller keeps it with the try.
    ...(err.payment_intent?.id ? { intentId: err.payment_intent.id } : {}),
  }
  const kind =
    err.type === 'StripeCardError'
      ? 'declined'
      : err.statusCode === 404 && err.code === 'resource_missing'
        ? 'not_found'
        : err.code === 'payment_intent_unexpected_state'
          ? 'unexpected_state'
          : 'unavailable'
  const message =
    kind === 'declined' ? err.message : `Stripe ${operation} failed: ${err.type}: ${err.message}`
  return new PaymentProviderError(kind, message, detail, { cause: err })
}

/** Runs a Stripe call; its failure is thrown as a PaymentProviderError. */
async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    throw stripeFailure(operation, err)
  }
}

/** Stripe PaymentIntents; the browser pays through the Payment Element and Stripe tells us by webhook. */
export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings)
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent(input) {
      const pi = await call('createIntent', () =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            description: input.description,
            automatic_payment_methods: { enabled: true },
            metadata: { orderId: String(input.orderId), userId: String(input.userId) },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      )
      return toIntent(pi)
    },
    async updateAmount(id, amountCents) {
      return toIntent(
        await call('updateAmount', () => stripe.paymentIntents.update(id, { amount: amountCents })),
      )
    },
    async retrieve(id) {
      return toIntent(await call('retrieve', () => stripe.paymentIntents.retrieve(id)))
    },
    async cancel(id) {
      return toIntent(await call('cancel', () => stripe.paymentIntents.cancel(id)))
    },
    async refund(id, idempotencyKey, amountCents, reference) {
      const refund = await call('refund', () =>
        stripe.refunds.create(
          {
            payment_intent: id,
            ...(amountCents === undefined ? {} : { amount: amountCents }),
            ...(reference ? { metadata: { reference } } : {}),
          },
          { idempotencyKey },
        ),
      )
      return refund.id
    },
    async listRefunds(paymentId) {
      const list = await call('listRefunds', () =>
        stripe.refunds.list({ payment_intent: paymentId, limit: 100 }),
      )
      return list.data.map(toRefund)
    },
    async createInvoiceIntent(input) {
      const pi = await call('createInvoiceIntent', () =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            description: input.description,
            automatic_payment_methods: { enabled: true },
            metadata: { invoiceId: String(input.invoiceId), userId: String(input.userId) },
            ...(input.customerId
              ? { customer: input.customerId, setup_future_usage: 'off_session' as const }
              : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      )
      return toIntent(pi)
    },
    async createCustomer(input) {
      const customer = await call('createCustomer', () =>
        stripe.customers.create(
          { email: input.email, metadata: { userId: String(input.userId) } },
          { idempotencyKey: input.idempotencyKey },
        ),
      )
      return customer.id
    },
    async chargeSavedCard(input) {
      const pi = await call('chargeSavedCard', () =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            description: input.description,
            ...(input.customerId ? { customer: input.customerId } : {}),
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            // Confirmed on creation with nobody to send anywhere: without this Stripe asks for a return_url.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: { invoiceId: String(input.invoiceId), userId: String(input.userId) },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      )
      return toIntent(pi)
    },
    webhookEvent(payload, signature) {
      if (!settings.webhookSecret) throw new Error('no webhook secret configured')
      const event = stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret)
      return toWebhookEvent(event)
    },
  }
}
