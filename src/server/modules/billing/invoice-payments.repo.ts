import { and, asc, desc, eq, gt, gte, isNotNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { invoicePayments, invoices, maintenanceSubscriptions, savedCards } from '../../db/schema/billing'

export type InvoicePaymentRow = typeof invoicePayments.$inferSelect
export type InvoiceRow = typeof invoices.$inferSelect
export type SavedCardRow = typeof savedCards.$inferSelect

/** Locks one invoice (of `userId` when given: someone else's answers nothing). */
export async function lockInvoice(tx: Executor, id: number, userId?: number) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(userId === undefined ? eq(invoices.id, id) : and(eq(invoices.id, id), eq(invoices.userId, userId)))
    .for('update')
  return row
}

/**
 * A payment row by its idempotency key; inserting the same key twice keeps the first. `createdAt` comes from the
 * app's clock, never the column's default: the reconciliation compares it with that clock.
 */
export async function insertInvoicePayment(
  tx: Executor,
  values: typeof invoicePayments.$inferInsert & { createdAt: Date },
) {
  await tx
    .insert(invoicePayments)
    .values(values)
    .onConflictDoNothing({ target: invoicePayments.idempotencyKey })
  const [row] = await tx
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.idempotencyKey, values.idempotencyKey))
  return row!
}

export async function findInvoicePaymentByKey(tx: Executor, idempotencyKey: string) {
  const [row] = await tx
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.idempotencyKey, idempotencyKey))
  return row
}

export async function findInvoicePaymentByProviderId(tx: Executor, provider: string, providerId: string) {
  const [row] = await tx
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.provider, provider), eq(invoicePayments.providerId, providerId)))
  return row
}

/** One invoice payment, locked: read again under its invoice's lock before it is trusted. */
export async function lockInvoicePayment(tx: Executor, id: number) {
  const [row] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, id)).for('update')
  return row!
}

/** The customer's payment of an invoice that the browser confirms with `clientSecret`, locked. */
export async function lockInvoicePaymentBySecret(
  tx: Executor,
  invoiceId: number,
  userId: number,
  clientSecret: string,
) {
  const [row] = await tx
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.invoiceId, invoiceId),
        eq(invoicePayments.userId, userId),
        eq(invoicePayments.clientSecret, clientSecret),
      ),
    )
    .for('update')
  return row
}

/** The newest hand payment of an invoice (what the Billing tab's card form confirms). */
export async function latestHandPayment(tx: Executor, invoiceId: number) {
  const [row] = await tx
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.offSession, false)))
    .orderBy(sql`${invoicePayments.id} desc`)
    .limit(1)
  return row
}

export async function updateInvoicePayment(
  tx: Executor,
  id: number,
  set: Partial<typeof invoicePayments.$inferInsert>,
) {
  const [row] = await tx.update(invoicePayments).set(set).where(eq(invoicePayments.id, id)).returning()
  return row!
}

export async function markInvoicePaidRow(tx: Executor, id: number, paidAt: Date) {
  await tx.update(invoices).set({ status: 'paid', paidAt, nextAutopayOn: null }).where(eq(invoices.id, id))
}

export async function setInvoiceAutopay(
  tx: Executor,
  id: number,
  set: { autopayAttempts?: number; nextAutopayOn: string | null },
) {
  await tx.update(invoices).set(set).where(eq(invoices.id, id))
}

/**
 * Locks one unpaid invoice whose card-on-file charge is due on or before `today`, skipping those another
 * transaction holds (`invoices_autopay_idx`): instances running the billing run at once never charge it twice.
 */
export async function claimDueAutopay(tx: Executor, today: string) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'issued'),
        isNotNull(invoices.nextAutopayOn),
        lte(invoices.nextAutopayOn, today),
      ),
    )
    .orderBy(asc(invoices.nextAutopayOn), asc(invoices.id))
    .limit(1)
    .for('update', { skipLocked: true })
  return row
}

export async function findSavedCard(tx: Executor, userId: number) {
  const [row] = await tx.select().from(savedCards).where(eq(savedCards.userId, userId))
  return row
}

/** Keeps the client's card for the next cycles (the last one kept replaces the one before). */
export async function saveCard(
  tx: Executor,
  card: { userId: number; provider: string; customerId: string | null; paymentMethodId: string },
) {
  await tx
    .insert(savedCards)
    .values(card)
    .onConflictDoUpdate({
      target: savedCards.userId,
      set: { provider: card.provider, customerId: card.customerId, paymentMethodId: card.paymentMethodId },
    })
}

export async function setSubscriptionStatus(
  tx: Executor,
  id: number,
  from: 'active' | 'past_due',
  to: 'active' | 'past_due',
) {
  const [row] = await tx
    .update(maintenanceSubscriptions)
    .set({ status: to })
    .where(and(eq(maintenanceSubscriptions.id, id), eq(maintenanceSubscriptions.status, from)))
    .returning()
  return row
}

export async function findInvoicePayment(tx: Executor, id: number) {
  const [row] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, id))
  return row
}

/**
 * Payments of this provider it may have settled without this side knowing (a lost webhook, a closed tab): under
 * way (`processing`), or opened in the last `since` and not settled, older than `olderThan`; after `afterId`, in id
 * order (the reconciliation's page).
 */
export function listUnsettledInvoicePayments(
  tx: Executor,
  opts: { provider: string; olderThan: Date; since: Date; afterId: number; limit: number },
) {
  return tx
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.provider, opts.provider),
        isNotNull(invoicePayments.providerId),
        gt(invoicePayments.id, opts.afterId),
        lt(invoicePayments.createdAt, opts.olderThan),
        or(
          eq(invoicePayments.status, 'processing'),
          and(eq(invoicePayments.status, 'requires_payment'), gte(invoicePayments.createdAt, opts.since)),
        ),
      ),
    )
    .orderBy(asc(invoicePayments.id))
    .limit(opts.limit)
}

/** Whether a payment of the invoice is under way at the provider (a debit that settles later). */
export async function hasPaymentUnderWay(tx: Executor, invoiceId: number) {
  const [row] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.status, 'processing')))
    .limit(1)
  return row !== undefined
}

/** Invoice payments this side gave back by itself (a second payment of a paid invoice), newest first. */
export function listSelfRefundedInvoicePayments(tx: Executor, limit: number) {
  return tx
    .select({
      id: invoicePayments.id,
      invoiceNumber: invoices.number,
      status: invoicePayments.status,
      failureReason: invoicePayments.failureReason,
      amountCents: invoicePayments.amountCents,
      currency: invoicePayments.currency,
      refundedAt: invoicePayments.refundedAt,
      createdAt: invoicePayments.createdAt,
      billTo: invoices.billTo,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(or(eq(invoicePayments.status, 'refunding'), eq(invoicePayments.status, 'refunded')))
    .orderBy(desc(invoicePayments.id))
    .limit(limit)
}
