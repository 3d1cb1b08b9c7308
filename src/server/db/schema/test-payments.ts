import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { tstz } from './columns'

/**
 * The built-in test provider's own record of the refunds it made (integrations/payments/test-provider.ts), as a
 * real provider keeps its own: by idempotency key, so a retry from any instance answers the same refund, and by
 * the payment's provider id, for listRefunds. No money moves.
 */
export const testProviderRefunds = pgTable(
  'test_provider_refunds',
  {
    id: text().primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentProviderId: text('payment_provider_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('test_provider_refunds_payment_idx').on(t.paymentProviderId, t.createdAt)],
)
