import { randomBytes } from 'node:crypto'

/*
 * The card-on-file part of the local Stripe stand-in (./fake-stripe.ts): customers, payment methods kept with them
 * by `setup_future_usage`, and PaymentIntents confirmed on creation (`confirm=true`), as the billing run charges a
 * kept card with nobody present (`off_session=true`). Stripe's rules that an integration can break are kept: a
 * payment method used without being attached to a customer cannot be used again, one attached to a customer is
 * charged only with that customer, and a confirm with automatic payment methods needs a `return_url` unless
 * redirects are refused. A declined charge answers 402 with the intent in the error, as Stripe does.
 */

export interface Customer {
  id: string
  object: 'customer'
  email: string | null
  metadata: Record<string, string>
  created: number
  livemode: false
}

export interface PaymentMethod {
  id: string
  object: 'payment_method'
  type: 'card'
  card: { brand: string; last4: string; exp_month: number; exp_year: number }
  customer: string | null
  created: number
  livemode: false
}

/** How a charge of a payment method fails, as Stripe words it in `last_payment_error`. */
export interface CardDecline {
  code: string
  decline_code?: string
  message: string
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
export const now = () => Math.floor(Date.now() / 1000)

/** Stripe's test payment methods: `pm_card_visa` is charged, `pm_card_chargeDeclined` is refused. */
export const TEST_PAYMENT_METHODS: Record<string, { last4: string; decline?: CardDecline }> = {
  pm_card_visa: { last4: '4242' },
  pm_card_chargeDeclined: {
    last4: '0002',
    decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
}

/** A card as the Payment Element creates it when the customer pays with the given last four digits. */
export function newPaymentMethod(last4: string): PaymentMethod {
  return {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    card: { brand: last4.startsWith('3') ? 'amex' : 'visa', last4, exp_month: 12, exp_year: 2099 },
    customer: null,
    created: now(),
    livemode: false,
  }
}

export function newCustomer(email: string | null, metadata: Record<string, string>): Customer {
  return { id: newId('cus'), object: 'customer', email, metadata, created: now(), livemode: false }
}

/** A form body as Stripe reads it: `metadata[orderId]=12` → `{ metadata: { orderId: '12' } }`. */
export type Form = { [key: string]: string | Form }

export interface Intent {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled'
  client_secret: string
  description: string | null
  metadata: Record<string, string>
  automatic_payment_methods: { enabled: boolean; allow_redirects?: string } | null
  /** The customer a kept card belongs to; with `setup_future_usage` the card is attached to it once paid. */
  customer: string | null
  setup_future_usage: 'off_session' | 'on_session' | null
  /** The card it was paid with (an id, as Stripe sends it unless expanded); none before, or after a decline. */
  payment_method: string | null
  created: number
  livemode: false
  last_payment_error: {
    type: 'card_error'
    message: string
    code: string
    decline_code?: string
    payment_method?: PaymentMethod
  } | null
  latest_charge: string | null
  canceled_at: number | null
}

export interface Reply {
  status: number
  body: object
  replayed?: boolean
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly type = 'invalid_request_error',
    /** More of the error body (a card error's `decline_code`, `payment_intent`, `payment_method`, `param`). */
    readonly extra: object = {},
    /** The request ran (a charge was tried): its key keeps this answer, as Stripe keeps a 402. */
    readonly ran = false,
  ) {
    super(message)
  }
  reply(): Reply {
    return {
      status: this.status,
      body: { error: { type: this.type, message: this.message, code: this.code, ...this.extra } },
    }
  }
}

/** The customers, cards and confirms-on-creation of one stand-in, over its intents. */
export function cardDesk(intents: Map<string, Intent>) {
  const customers = new Map<string, Customer>()
  const paymentMethods = new Map<string, PaymentMethod>()
  /** Payment methods whose charges are refused, and how. */
  const declines = new Map<string, CardDecline>()
  /** Payment methods charged as a bank debit is: the intent is processing until the test settles it. */
  const later = new Set<string>()
  /** Payment methods used once without a customer: Stripe refuses them from then on. */
  const spent = new Set<string>()

  /** The payment method a confirm names: a known one, or a fresh one of Stripe's test ids (`pm_card_visa`). */
  const paymentMethodOf = (id: string | undefined) => {
    if (!id)
      throw new ApiError(
        400,
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent, pass a payment_method.",
        'payment_intent_unexpected_state',
      )
    const test = TEST_PAYMENT_METHODS[id]
    if (test) {
      const pm = newPaymentMethod(test.last4)
      paymentMethods.set(pm.id, pm)
      if (test.decline) declines.set(pm.id, test.decline)
      return pm
    }
    const pm = paymentMethods.get(id)
    if (!pm)
      throw new ApiError(400, `No such PaymentMethod: '${id}'`, 'resource_missing', undefined, {
        param: 'payment_method',
      })
    return pm
  }

  /** A paid intent: its money received, its card recorded, and kept with its customer when it asked. */
  const charge = (pi: Intent, pm: PaymentMethod) => {
    Object.assign(pi, {
      status: 'succeeded',
      amount_received: pi.amount,
      latest_charge: newId('ch'),
      last_payment_error: null,
      payment_method: pm.id,
    } satisfies Partial<Intent>)
    if (pi.setup_future_usage && pi.customer) pm.customer ??= pi.customer
    if (!pm.customer) spent.add(pm.id)
    return pi
  }

  /** `confirm=true` on creation: the card is charged at once, or refused with a 402 that names the intent. */
  function confirmOnCreate(pi: Intent, form: Form): Intent {
    const pm = paymentMethodOf(typeof form.payment_method === 'string' ? form.payment_method : undefined)
    const apm = pi.automatic_payment_methods ?? { enabled: form.payment_method_types === undefined }
    if (apm.enabled && apm.allow_redirects !== 'never' && typeof form.return_url !== 'string')
      throw new ApiError(
        400,
        'A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.',
        'parameter_missing',
      )
    if (pm.customer && pm.customer !== pi.customer)
      throw new ApiError(
        400,
        `The provided PaymentMethod ${pm.id} belongs to a customer; pass that customer (${pm.customer}) in the customer parameter.`,
        'parameter_invalid',
        undefined,
        { param: 'customer' },
      )
    if (!pm.customer && spent.has(pm.id))
      throw new ApiError(
        400,
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
        'parameter_invalid',
        undefined,
        { param: 'payment_method' },
      )
    intents.set(pi.id, pi)
    if (later.has(pm.id))
      return Object.assign(pi, { status: 'processing', payment_method: pm.id } satisfies Partial<Intent>)
    const decline = declines.get(pm.id)
    if (!decline) return charge(pi, pm)
    Object.assign(pi, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', ...decline, payment_method: pm },
    } satisfies Partial<Intent>)
    throw new ApiError(
      402,
      decline.message,
      decline.code,
      'card_error',
      {
        ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
        payment_intent: structuredClone(pi),
        payment_method: structuredClone(pm),
      },
      true,
    )
  }

  return { customers, paymentMethods, declines, later, charge, confirmOnCreate }
}
