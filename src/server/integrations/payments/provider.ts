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
}

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
  refund(id: string, idempotencyKey: string): Promise<void>
  /**
   * A webhook the provider signed, checked over its raw bytes: the event's id and type and the payment it is
   * about. Throws when the signature is missing or wrong. Only providers that call back have it.
   */
  webhookEvent?(payload: Buffer, signature: string): WebhookEvent
}

export interface WebhookEvent {
  id: string
  type: string
  intent: ProviderIntent
}
