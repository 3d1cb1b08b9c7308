import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { creditNotes, disputes, invoices, refunds } from '../../db/schema/billing'

export type RefundRow = typeof refunds.$inferSelect
export type CreditNoteRow = typeof creditNotes.$inferSelect
export type DisputeRow = typeof disputes.$inferSelect

/** An invoice locked for the transaction, so two credit notes against it are issued one after the other. */
export async function lockInvoice(tx: Executor, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update')
  return row
}

/** What the credit notes of an invoice have cancelled so far, in cents. */
export async function creditedCents(tx: Executor, invoiceId: number) {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${creditNotes.amountCents}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId))
  return row!.sum
}

export async function insertCreditNote(tx: Executor, values: typeof creditNotes.$inferInsert) {
  const [row] = await tx.insert(creditNotes).values(values).returning()
  return row!
}

/** What an order's refunds give back or may still give back (succeeded and pending), in cents. */
export async function refundedOrPendingCents(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'succeeded'])))
  return row!.sum
}

export async function insertRefund(tx: Executor, values: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(values).returning()
  return row!
}

export async function updateRefund(tx: Executor, id: number, values: Partial<typeof refunds.$inferInsert>) {
  const [row] = await tx
    .update(refunds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(refunds.id, id))
    .returning()
  return row!
}

export async function lockRefund(tx: Executor, id: number) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update')
  return row
}

export async function findRefundByProviderId(tx: Executor, providerRefundId: string) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId))
  return row
}

/** An order's refunds, oldest first, each with its credit note and the number of the invoice it credits. */
export function listRefundsOfOrder(tx: Executor, orderId: number) {
  return tx
    .select({ refund: refunds, creditNote: creditNotes, invoiceNumber: invoices.number })
    .from(refunds)
    .innerJoin(invoices, eq(invoices.id, refunds.invoiceId))
    .leftJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
}

/** The credit notes of an invoice, oldest first. */
export function listCreditNotesOfInvoice(tx: Executor, invoiceId: number) {
  return tx
    .select({ creditNote: creditNotes, invoiceNumber: invoices.number })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.invoiceId, invoiceId))
    .orderBy(asc(creditNotes.id))
}

/** A customer's credit notes, newest first. */
export function listCreditNotesOfCustomer(tx: Executor, userId: number) {
  return tx
    .select({ creditNote: creditNotes, invoiceNumber: invoices.number })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(creditNotes.createdAt), desc(creditNotes.id))
}

/** A credit note with the invoice it credits. */
export async function findCreditNote(tx: Executor, id: number) {
  const [row] = await tx
    .select({ creditNote: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, id))
  return row
}

/** Stores a dispute the provider reported, or its new state; answers it and whether it was new. */
export async function upsertDispute(tx: Executor, values: typeof disputes.$inferInsert) {
  const [before] = await tx
    .select()
    .from(disputes)
    .where(eq(disputes.providerDisputeId, values.providerDisputeId))
    .for('update')
  if (before) {
    const [row] = await tx
      .update(disputes)
      .set({
        status: values.status,
        amountCents: values.amountCents,
        reason: values.reason ?? before.reason,
        closedAt: values.closedAt ?? before.closedAt,
        updatedAt: new Date(),
      })
      .where(eq(disputes.id, before.id))
      .returning()
    return { dispute: row!, before }
  }
  const [row] = await tx.insert(disputes).values(values).returning()
  return { dispute: row!, before: undefined }
}

/** The order's newest dispute, if any. */
export async function findOrderDispute(tx: Executor, orderId: number) {
  const [row] = await tx
    .select()
    .from(disputes)
    .where(eq(disputes.orderId, orderId))
    .orderBy(desc(disputes.openedAt), desc(disputes.id))
    .limit(1)
  return row
}

/** Refunds asked for here and still pending since before `olderThan`, after `afterId`, in id order (the sweep's page). */
export function listStalePendingRefunds(tx: Executor, olderThan: Date, afterId: number, limit: number) {
  return tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, olderThan), gt(refunds.id, afterId)))
    .orderBy(asc(refunds.id))
    .limit(limit)
}
