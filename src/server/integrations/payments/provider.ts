import type { PaymentProviderName } from '../../../shared/states'

/** A payment as the provider sees it. */
export interface ProviderIntent {
  id: string
  clientSecret: string
  /** Stripe's PaymentIntent status (`requires_payment_method`, `processing`, `succeeded`, `canceled`, …). */
  status: string
  amountCents: number
  currency: string
  /** The last decline, in the provider's words. */
  lastError?: string
  /** The card it was paid with, once paid (kept for off-session charges when the customer asked). */
  paymentMethodId?: string
}

/** Intent states still waiting for the customer: the payment can change, or be cancelled. */
export const OPEN_INTENT_STATUSES: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
])

/**
 * The one door to whoever moves the money (docs/decisions/0011-checkout-and-payments.md). Every call that
 * creates or changes something carries an idempotency key derived from the order, so a retried call never
 * makes a second payment or refund. Never called inside a database transaction.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName
  /** The key the browser's card form loads with (Stripe mode). */
  readonly publishableKey?: string
  createIntent(input: {
    amountCents: number
    currency: string
    idempotencyKey: string
    orderId: number
    userId: number
    description: string
  }): Promise<ProviderIntent>
  /** Changes the amount of an intent the customer has not paid yet. */
  updateAmount(id: string, amountCents: number): Promise<ProviderIntent>
  retrieve(id: string): Promise<ProviderIntent>
  /** Closes an intent nobody paid, so it can no longer be paid; answers it as it now is. */
  cancel(id: string): Promise<ProviderIntent>
  /**
   * Refunds the payment: `amountCents` of it (a partial refund), or all that is left when omitted. Answers the
   * provider's refund id. `reference` (this side's refund) is kept on the provider's refund and comes back with it.
   */
  refund(id: string, idempotencyKey: string, amountCents?: number, reference?: string): Promise<string>
  /** Every refund the provider made of a payment (made here or in its own dashboard). */
  listRefunds?(paymentId: string): Promise<ProviderRefund[]>
  /**
   * A webhook the provider signed, checked over its raw bytes: the event's id and type and the payment it is
   * about. Throws when the signature is missing or wrong. Only providers that call back have it.
   */
  webhookEvent?(payload: Buffer, signature: string): WebhookEvent
  /**
   * A maintenance invoice's intent, which the browser confirms. With `customerId` the card is kept with that
   * customer for later off-session charges (Stripe: `setup_future_usage: 'off_session'`).
   */
  createInvoiceIntent?(input: {
    amountCents: number
    currency: string
    idempotencyKey: string
    invoiceId: number
    userId: number
    description: string
    customerId?: string
  }): Promise<ProviderIntent>
  /** The provider's customer a kept card belongs to (Stripe); answers its id. */
  createCustomer?(input: { userId: number; email: string; idempotencyKey: string }): Promise<string>
  /**
   * Charges a kept card with nobody present (the billing run): answers the intent, `succeeded` or `processing`;
   * a refused card throws a `declined` PaymentProviderError.
   */
  chargeSavedCard?(input: {
    amountCents: number
    currency: string
    idempotencyKey: string
    invoiceId: number
    userId: number
    description: string
    customerId: string | null
    paymentMethodId: string
  }): Promise<ProviderIntent>
}

/**
 * How a provider call failed, as its callers act on it:
 * - `declined`: the card was refused; the message is the provider's, written for the customer.
 * - `not_found`: the provider does not know the payment (deleted, or made with other keys).
 * - `unexpected_state`: the payment can no longer be changed (it is being paid, was paid, or was cancelled).
 * - `unavailable`: anything else (bad keys, an outage, the network, rate limits); the message is for the log only.
 */
export type ProviderFailure = 'declined' | 'not_found' | 'unexpected_state' | 'unavailable'

/** The one error a provider throws; any other error from a provider is a fault of ours. */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    message: string,
    readonly detail: {
      operation: string
      status?: number
      code?: string
      requestId?: string
      /** The intent a refused confirm-on-creation left at the provider. */
      intentId?: string
    } = {
      operation: 'unknown',
    },
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'PaymentProviderError'
  }
}

export function isProviderFailure(err: unknown, kind: ProviderFailure): err is PaymentProviderError {
  return err instanceof PaymentProviderError && err.kind === kind
}

/** One refund as the provider reports it. */
export interface ProviderRefund {
  id: string
  amountCents: number
  /** `succeeded`, `pending`, `failed`, `canceled`, … */
  status: string
  /** The reference this side gave the refund when it asked for it. */
  reference?: string
}

/** A charge of a payment, as a `charge.*` event carries it. */
export interface ProviderCharge {
  id: string
  /** The payment (intent) it belongs to. */
  paymentId: string
  amountCents: number
  amountRefundedCents: number
  currency: string
  /** Its refunds when the event lists them; absent when the provider left them out. */
  refunds?: ProviderRefund[]
}

/** A dispute (chargeback) of a payment, as a `charge.dispute.*` event carries it. */
export interface ProviderDispute {
  id: string
  paymentId: string
  amountCents: number
  currency: string
  /** `warning_needs_response`, `needs_response`, `under_review`, `won`, `lost`, … */
  status: string
  reason: string
  createdAt: Date
}

/** A verified webhook: what it is about depends on its type. */
export type WebhookEvent = { id: string; type: string } & (
  | { kind: 'intent'; intent: ProviderIntent }
  | { kind: 'charge'; charge: ProviderCharge }
  | { kind: 'dispute'; dispute: ProviderDispute }
  | { kind: 'other' }
)
