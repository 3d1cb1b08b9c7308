import { z } from 'zod/mini'
import { cents } from './common'
import { PAYMENT_ATTENTION_REASONS, PAYMENT_REFUND_STATUSES } from '../states'
import { defineEndpoint } from './endpoint'

/* The admin panel's queue of payments that need a person (docs/decisions/0011-checkout-and-payments.md). */

/** What the queue calls each reason. */
export const ATTENTION_REASON_LABELS: Record<(typeof PAYMENT_ATTENTION_REASONS)[number], string> = {
  amount_mismatch: 'Paid amount did not match the order',
  order_closed: 'Paid after the order was closed',
  unknown_to_provider: 'Unknown to the payment provider',
  reconciliation_failed: 'Could not be checked with the provider',
  refund_failed: 'Refund failed',
  invoice_paid_twice: 'Invoice paid twice: the second payment refunded',
}

export const PaymentNeedingAttentionSchema = z.object({
  /** The payment's id (an order's payment, or a maintenance invoice's). */
  id: z.number(),
  /** The order it paid for; null for a maintenance invoice's payment. */
  orderId: z.nullable(z.number()),
  /** The maintenance invoice it paid, by its number; null for an order's payment. */
  invoiceNumber: z.nullable(z.string()),
  reason: z.enum(PAYMENT_ATTENTION_REASONS),
  /** What was seen (amounts, the provider's error), for the studio. */
  detail: z.string(),
  amountCents: cents,
  /** The payment's currency as the provider reported it, upper-case: a mismatch may be in none of the studio's. */
  currency: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  /** `none` when no refund was asked of the provider. */
  refundStatus: z.enum([...PAYMENT_REFUND_STATUSES, 'none']),
  refundedAt: z.nullable(z.string()),
  flaggedAt: z.string(),
})
export type PaymentNeedingAttention = z.infer<typeof PaymentNeedingAttentionSchema>

export const ListPaymentsNeedingAttentionResponseSchema = z.array(PaymentNeedingAttentionSchema)

export const ListPaymentsNeedingAttentionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/payments/attention',
  auth: ['admin'],
  operationId: 'listPaymentsNeedingAttention',
  summary:
    'Payments that need a person, newest first (at most 100): mismatches and late payments refunded automatically, second payments of a paid invoice refunded automatically, payments the provider does not know or that could not be checked, failed refunds',
  tag: 'admin',
  response: ListPaymentsNeedingAttentionResponseSchema,
})
