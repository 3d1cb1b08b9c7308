import { randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { payments } from '../../db/schema/orders'
import { testProviderRefunds } from '../../db/schema/test-payments'
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
} from './provider'
import { testCardOfReference, testCardOutcome } from './test-cards'

const token = (bytes: number) => randomBytes(bytes).toString('hex')

/**
 * The built-in test provider: no money moves. Its ledger is the payments table itself: an intent is the row the
 * checkout stores, and the card form's confirm call (POST /api/test-payments/confirm) charges it in the same
 * transaction that finalises the order, so the provider's state and ours cannot disagree.
 */
export function testPaymentProvider(db: Executor): PaymentProvider {
  const read = async (id: string): Promise<ProviderIntent> => {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'test'), eq(payments.providerId, id)))
    if (!row)
      throw new PaymentProviderError('not_found', `test payment ${id} not found`, { operation: 'retrieve' })
    return {
      id,
      clientSecret: row.clientSecret,
      status: row.status === 'requires_payment' ? 'requires_payment_method' : row.status,
      amountCents: row.amountCents,
      currency: row.currency,
      ...(row.failureReason ? { lastError: row.failureReason } : {}),
    }
  }
  const asRefund = (row: typeof testProviderRefunds.$inferSelect): ProviderRefund => ({
    id: row.id,
    amountCents: row.amountCents,
    status: 'succeeded',
    ...(row.reference ? { reference: row.reference } : {}),
  })
  return {
    name: 'test',
    async createIntent(input) {
      const id = `tpi_${token(12)}`
      return {
        id,
        clientSecret: `${id}_secret_${token(16)}`,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        currency: input.currency,
      }
    },
    // The stored row is the intent: the checkout writes the new amount to it.
    async updateAmount(id, amountCents) {
      return { ...(await read(id)), amountCents }
    },
    retrieve: read,
    // The stored row is the intent: settling the answer marks it cancelled.
    async cancel(id) {
      const intent = await read(id)
      if (intent.status !== 'requires_payment_method') return intent
      return { ...intent, status: 'canceled' }
    },
    // An invoice's intent is its invoice_payments row, confirmed by the Billing tab's test card form.
    async createInvoiceIntent(input) {
      const id = `tpi_${token(12)}`
      return {
        id,
        clientSecret: `${id}_secret_${token(16)}`,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        currency: input.currency,
      }
    },
    async createCustomer(input) {
      return `tcus_${input.userId}`
    },
    // A kept test card (`tpm_` and its last four digits) is charged as the card form would charge it.
    async chargeSavedCard(input) {
      const number = testCardOfReference(input.paymentMethodId)
      const outcome = number
        ? testCardOutcome(
            {
              cardNumber: number,
              expMonth: 12,
              expYear: 2099,
              cvc: number.startsWith('37') ? '1234' : '123',
            },
            new Date(),
          )
        : { kind: 'refused' as const, message: 'Your card was declined.' }
      // Nobody is there to authenticate an off-session charge: Stripe declines it (authentication_required).
      if (outcome.kind === 'authenticate')
        throw new PaymentProviderError(
          'declined',
          'Your card was declined. This transaction requires authentication.',
          {
            operation: 'chargeSavedCard',
            code: 'authentication_required',
          },
        )
      if (outcome.kind !== 'succeeded')
        throw new PaymentProviderError('declined', outcome.message, {
          operation: 'chargeSavedCard',
          ...(outcome.kind === 'declined' ? { code: outcome.declineCode } : {}),
        })
      return {
        id: `tpi_${token(12)}`,
        clientSecret: '',
        status: 'succeeded',
        amountCents: input.amountCents,
        currency: input.currency,
        paymentMethodId: input.paymentMethodId,
      }
    },
    // No money moves: the refund is a row of the provider's own table, by its key (a retry from any instance
    // answers the same one, even when two arrive together), listed by listRefunds as a provider's records are.
    async refund(id, idempotencyKey, amountCents, reference) {
      const [made] = await db
        .insert(testProviderRefunds)
        .values({
          id: `tre_${token(12)}`,
          idempotencyKey,
          paymentProviderId: id,
          // An invoice's intent is not in `payments`: its refund is always whole, of an amount this side knows.
          amountCents: amountCents ?? (await read(id).catch(() => undefined))?.amountCents ?? 0,
          reference: reference ?? null,
        })
        .onConflictDoNothing({ target: testProviderRefunds.idempotencyKey })
        .returning({ id: testProviderRefunds.id })
      if (made) return made.id
      const [known] = await db
        .select({ id: testProviderRefunds.id })
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.idempotencyKey, idempotencyKey))
      return known!.id
    },
    async listRefunds(paymentId) {
      const rows = await db
        .select()
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.paymentProviderId, paymentId))
        .orderBy(asc(testProviderRefunds.createdAt), asc(testProviderRefunds.id))
      return rows.map(asRefund)
    },
  }
}
