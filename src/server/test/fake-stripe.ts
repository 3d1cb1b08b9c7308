import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import {
  ApiError,
  cardDesk,
  type CardDecline,
  type Customer,
  type Form,
  type Intent,
  newCustomer,
  newId,
  newPaymentMethod,
  now,
  type PaymentMethod,
  type Reply,
} from './fake-stripe-cards'

export type { CardDecline, Customer, Form, Intent, PaymentMethod } from './fake-stripe-cards'

export interface Refund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  /** Succeeded at once here; a test may set another state (a refund Stripe is still processing, or failed). */
  status: 'succeeded' | 'pending' | 'failed' | 'canceled'
  metadata: Record<string, string>
  created: number
}

export interface SeenRequest {
  method: string
  path: string
  idempotencyKey?: string
  /** The form fields as sent, keys unparsed (`'metadata[orderId]': '12'`); the query parameters of a GET. */
  body: Record<string, string>
}

export interface FakeStripe {
  port: number
  url: string
  requests: SeenRequest[]
  intents: Map<string, Intent>
  refunds: Map<string, Refund>
  customers: Map<string, Customer>
  paymentMethods: Map<string, PaymentMethod>
  /**
   * As if the customer paid in the Payment Element with a card ending `last4` (4242 unless told): a payment method
   * of its own, attached to the intent's customer when the intent asked to keep it (`setup_future_usage`).
   */
  succeed(id: string, last4?: string): Intent
  /** Charges of this payment method are processing until settled by `succeed` (a bank debit); `false` undoes it. */
  settleLater(paymentMethodId: string, on?: boolean): void
  /** Charges of this payment method are refused from now on (the card expired, no funds); `null` undoes it. */
  declineCard(paymentMethodId: string, decline?: CardDecline | null): void
  /** As if the customer paid by a method that settles later (a bank debit): the intent is processing. */
  process(id: string): Intent
  decline(id: string, message?: string, code?: string): Intent
  /** The next `n` requests answer 500 with a Stripe-shaped error, to exercise retries. */
  setFailNext(n: number): void
  close(): Promise<void>
}

/** Nests bracketed keys the way Stripe reads them. */
export function parseForm(pairs: Iterable<[string, string]>): Form {
  const node = (): Form => Object.create(null) as Form // so `__proto__[x]` stays a plain key
  const root = node()
  for (const [key, value] of pairs) {
    const path = key.split(/[[\]]+/).filter((part, i) => i === 0 || part !== '')
    const last = path.pop()!
    let at = root
    for (const part of path) at = (typeof at[part] === 'object' ? at[part] : (at[part] = node())) as Form
    at[last] = value
  }
  return root
}

function integer(form: Form, param: string): number | undefined {
  const raw = form[param]
  if (raw === undefined) return undefined
  if (typeof raw !== 'string' || !/^\d+$/.test(raw))
    throw new ApiError(400, `Invalid integer: ${param}`, 'parameter_invalid_integer')
  return Number(raw)
}

/** Stripe's metadata update: keys merge, an empty value unsets a key, `metadata=` clears them all. */
function mergeMetadata(current: Record<string, string>, update: string | Form | undefined) {
  if (update === undefined) return current
  const next = typeof update === 'string' ? {} : { ...current }
  for (const [k, v] of Object.entries(update)) {
    if (v === '') delete next[k]
    else next[k] = String(v)
  }
  return next
}

export async function startFakeStripe(opts: { secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? 'sk_test_fake'
  const requests: SeenRequest[] = []
  const intents = new Map<string, Intent>()
  const refunds = new Map<string, Refund>()
  const { customers, paymentMethods, declines, later, charge, confirmOnCreate } = cardDesk(intents)
  const idempotent = new Map<string, { request: string; reply: Reply }>()
  let failNext = 0

  /** Unknown ids: 404 for the resource asked for, 400 for one a parameter names. */
  const intent = (id: string, status = 404) => {
    const pi = intents.get(id)
    if (!pi) throw new ApiError(status, `No such payment_intent: '${id}'`, 'resource_missing')
    return pi
  }
  /** An intent still open to a change: neither succeeded nor canceled (nor processing, for an update or cancel). */
  const open = (id: string, action: string) => {
    const pi = intent(id)
    if (
      pi.status === 'succeeded' ||
      pi.status === 'canceled' ||
      (pi.status === 'processing' && action !== 'confirm')
    )
      throw new ApiError(
        400,
        `You cannot ${action} this PaymentIntent because it has a status of ${pi.status}.`,
        'payment_intent_unexpected_state',
      )
    return pi
  }

  function route(method: string, path: string, form: Form): object {
    const [version, resource, id, action, extra] = path.split('/').slice(1)
    const text = (param: string) => (typeof form[param] === 'string' ? form[param] : undefined)
    if (version === 'v1' && resource === 'payment_intents' && !extra) {
      if (method === 'POST' && !id) {
        const amount = integer(form, 'amount')
        const currency = text('currency')
        if (amount === undefined || !currency)
          throw new ApiError(400, 'Missing required param: amount or currency.', 'parameter_missing')
        const apm = form.automatic_payment_methods
        const customer = text('customer')
        if (customer !== undefined && !customers.has(customer))
          throw new ApiError(400, `No such customer: '${customer}'`, 'resource_missing', undefined, {
            param: 'customer',
          })
        const sfu = text('setup_future_usage')
        if (sfu !== undefined && sfu !== 'off_session' && sfu !== 'on_session')
          throw new ApiError(400, `Invalid setup_future_usage: ${sfu}`, 'parameter_invalid')
        const pi: Intent = {
          id: newId('pi'),
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: currency.toLowerCase(),
          status: 'requires_payment_method',
          client_secret: '',
          description: text('description') ?? null,
          metadata: mergeMetadata({}, form.metadata),
          automatic_payment_methods:
            typeof apm === 'object'
              ? {
                  enabled: apm.enabled === 'true',
                  ...(typeof apm.allow_redirects === 'string'
                    ? { allow_redirects: apm.allow_redirects }
                    : {}),
                }
              : null,
          customer: customer ?? null,
          setup_future_usage: sfu ?? null,
          payment_method: null,
          created: now(),
          livemode: false,
          last_payment_error: null,
          latest_charge: null,
          canceled_at: null,
        }
        pi.client_secret = `${pi.id}_secret_${randomBytes(12).toString('hex')}`
        if (text('off_session') !== undefined && text('confirm') !== 'true')
          throw new ApiError(400, 'You can only pass off_session when confirm is true.', 'parameter_invalid')
        if (text('confirm') === 'true') return confirmOnCreate(pi, form)
        intents.set(pi.id, pi)
        return pi
      }
      if (method === 'GET' && !id) {
        const limit = Math.min(Math.max(integer(form, 'limit') ?? 10, 1), 100)
        const all = [...intents.values()].reverse()
        return { object: 'list', url: path, data: all.slice(0, limit), has_more: all.length > limit }
      }
      if (method === 'GET' && id && !action) return intent(id)
      if (method === 'POST' && id && !action) {
        const pi = open(id, 'update')
        pi.amount = integer(form, 'amount') ?? pi.amount
        pi.metadata = mergeMetadata(pi.metadata, form.metadata)
        pi.description = text('description') ?? pi.description
        return pi
      }
      if (method === 'POST' && id && action === 'cancel') {
        const pi = open(id, 'cancel')
        return Object.assign(pi, { status: 'canceled', canceled_at: now() } satisfies Partial<Intent>)
      }
    }
    if (version === 'v1' && resource === 'customers' && !action) {
      if (method === 'POST' && !id) {
        const customer = newCustomer(text('email') ?? null, mergeMetadata({}, form.metadata))
        customers.set(customer.id, customer)
        return customer
      }
      if (method === 'GET' && id) {
        const customer = customers.get(id)
        if (!customer) throw new ApiError(404, `No such customer: '${id}'`, 'resource_missing')
        return customer
      }
    }
    if (version === 'v1' && method === 'GET' && resource === 'payment_methods' && id && !action) {
      const pm = paymentMethods.get(id)
      if (!pm) throw new ApiError(404, `No such PaymentMethod: '${id}'`, 'resource_missing')
      return pm
    }
    if (version === 'v1' && method === 'POST' && resource === 'refunds' && !id) {
      const pi = intent(text('payment_intent') ?? '', 400)
      const refunded = [...refunds.values()].filter(
        (r) => r.payment_intent === pi.id && (r.status === 'succeeded' || r.status === 'pending'),
      )
      const left = pi.amount_received - refunded.reduce((sum, r) => sum + r.amount, 0)
      if (pi.status !== 'succeeded' || left === 0)
        throw new ApiError(400, `${pi.id} has no charge left to refund.`, 'charge_not_refundable')
      const amount = integer(form, 'amount') ?? left
      if (amount < 1 || amount > left)
        throw new ApiError(400, `Refund amount must be from 1 to ${left}.`, 'amount_too_large')
      const refund: Refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: pi.currency,
        payment_intent: pi.id,
        status: 'succeeded',
        metadata: mergeMetadata({}, form.metadata),
        created: now(),
      }
      refunds.set(refund.id, refund)
      return refund
    }
    if (version === 'v1' && method === 'GET' && resource === 'refunds' && !id) {
      const of = [...refunds.values()].filter(
        (r) => !text('payment_intent') || r.payment_intent === text('payment_intent'),
      )
      return { object: 'list', url: path, data: of.reverse(), has_more: false }
    }
    throw new ApiError(404, `Unrecognized request URL (${method}: ${path}).`)
  }

  function handle(req: IncomingMessage, raw: string): Reply {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const method = req.method ?? 'GET'
    const fields = [...(method === 'GET' ? url.searchParams : new URLSearchParams(raw))]
    const header = req.headers['idempotency-key']
    const key = method === 'POST' && typeof header === 'string' ? header : undefined
    requests.push({ method, path: url.pathname, idempotencyKey: key, body: Object.fromEntries(fields) })

    if (failNext > 0) {
      failNext--
      return new ApiError(500, 'An unknown error occurred.', undefined, 'api_error').reply()
    }
    const auth = req.headers.authorization ?? ''
    if (auth !== `Bearer ${secretKey}`)
      return new ApiError(401, `Invalid API Key provided: ${auth.slice(7, 15) || '(none)'}****`).reply()

    const request = JSON.stringify([method, url.pathname, fields.toSorted(([a], [b]) => a.localeCompare(b))])
    const earlier = key === undefined ? undefined : idempotent.get(key)
    if (earlier?.request === request) return { ...earlier.reply, replayed: true }
    if (earlier)
      return new ApiError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        'idempotency_key_in_use',
        'idempotency_error',
      ).reply()
    let reply: Reply
    try {
      reply = { status: 200, body: route(method, url.pathname, parseForm(fields)) }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      reply = error.reply()
      if (error.ran && key !== undefined) idempotent.set(key, { request, reply: structuredClone(reply) })
      return reply
    }
    // The key keeps a snapshot of what the request answered, not the live object. Requests refused before they
    // ran (a failure, a bad key, bad parameters) keep nothing, so a retry with the same key runs afresh.
    if (key !== undefined) idempotent.set(key, { request, reply: structuredClone(reply) })
    return reply
  }

  const send = (res: ServerResponse, { status, body, replayed }: Reply) => {
    const headers = { 'Content-Type': 'application/json', 'Request-Id': newId('req') }
    res.writeHead(status, replayed ? { ...headers, 'Idempotent-Replayed': 'true' } : headers)
    res.end(JSON.stringify(body))
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      try {
        send(res, handle(req, Buffer.concat(chunks).toString('utf8')))
      } catch (error) {
        send(res, new ApiError(500, `Fake Stripe failed: ${String(error)}`, undefined, 'api_error').reply())
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    customers,
    paymentMethods,
    succeed(id, last4 = '4242') {
      const pi = open(id, 'confirm')
      // A charge under way settles with its own payment method; the Payment Element's makes a new one.
      const pm = (pi.payment_method && paymentMethods.get(pi.payment_method)) || newPaymentMethod(last4)
      paymentMethods.set(pm.id, pm)
      return charge(pi, pm)
    },
    settleLater(paymentMethodId, on = true) {
      if (on) later.add(paymentMethodId)
      else later.delete(paymentMethodId)
    },
    declineCard(
      paymentMethodId,
      decline = {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    ) {
      if (decline) declines.set(paymentMethodId, decline)
      else declines.delete(paymentMethodId)
    },
    process(id) {
      return Object.assign(open(id, 'confirm'), { status: 'processing' } satisfies Partial<Intent>)
    },
    decline(id, message = 'Your card was declined.', code = 'card_declined') {
      const decline_code = code === 'card_declined' ? 'generic_decline' : code
      const declined = {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', message, code, decline_code },
      } satisfies Partial<Intent>
      return Object.assign(open(id, 'confirm'), declined)
    },
    setFailNext(n) {
      failNext = n
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())))
    },
  }
}

/** A Stripe event carrying a payment intent, as a webhook delivers it. */
export function paymentIntentEvent(
  intent: Intent | Stripe.PaymentIntent,
  type = 'payment_intent.succeeded',
  id = newId('evt'),
) {
  return {
    id,
    object: 'event' as const,
    type,
    data: { object: structuredClone(intent) },
    created: now(),
    livemode: false as const,
    api_version: Stripe.API_VERSION as string,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  }
}

/** A webhook delivery's body and `Stripe-Signature` header, signed by the SDK's own test helper. */
export async function signedWebhook(
  stripe: Stripe,
  secret: string,
  event: object,
): Promise<{ payload: string; signature: string }> {
  const payload = JSON.stringify(event, null, 2)
  return { payload, signature: await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret }) }
}
