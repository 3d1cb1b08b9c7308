import { formatMoney } from '../../../shared/money'
import { CREDIT_NOTE_PDF_PATH, type CreditNote, type Refund } from '../../../shared/contracts/finance'
import type { CreditNoteSummary } from '../../../shared/contracts/billing'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { findAccount } from '../auth'
import type { AuthUser } from '../../plugins/auth'
import { nextDocumentNumber } from './billing.repo'
import { renderCreditNotePdf } from './credit-note-pdf'
import {
  type CreditNoteRow,
  creditedCents,
  findCreditNote,
  findOrderDispute,
  findRefundByProviderId,
  insertCreditNote,
  insertRefund,
  listCreditNotesOfCustomer,
  listCreditNotesOfInvoice,
  listRefundsOfOrder,
  lockInvoice,
  lockRefund,
  refundedOrPendingCents,
  type RefundRow,
  updateRefund,
  upsertDispute,
} from './ledger.repo'

/*
 * The ledger of what is given back: refunds (money back on a paid order) and the credit notes that cancel all or
 * part of its invoice. Invoices are never edited; a refund that succeeded has exactly one credit note.
 */

export const LEDGER_MESSAGES = {
  invoiceNotFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  creditTooLarge: (leftCents: number) =>
    leftCents <= 0
      ? 'Nothing left to credit on this invoice'
      : `You can credit at most ${formatMoney(leftCents, 'USD', { whole: false })} on this invoice`,
} as const

export function creditNotePdfUrl(id: number) {
  return CREDIT_NOTE_PDF_PATH.replace(':id', String(id))
}

export function toCreditNote(row: CreditNoteRow, invoiceNumber: string): CreditNote {
  return {
    id: row.id,
    number: row.number,
    invoiceNumber,
    amountCents: row.amountCents,
    reason: row.reason,
    issuedAt: row.createdAt.toISOString(),
    pdfUrl: creditNotePdfUrl(row.id),
  }
}

/**
 * A credit note against an invoice, in the caller's transaction, with the next CN- number: never more than the
 * invoice's total less the credit notes already issued against it (the invoice's row is locked while that is
 * checked). The number is taken last, so the counter's row is locked as briefly as possible before the commit.
 */
export async function issueCreditNote(
  tx: Executor,
  input: { invoiceId: number; amountCents: number; reason: string; createdBy: number | null },
) {
  const invoice = await lockInvoice(tx, input.invoiceId)
  if (!invoice) throw AppError.notFound(LEDGER_MESSAGES.invoiceNotFound)
  const left = invoice.totalCents - (await creditedCents(tx, invoice.id))
  if (input.amountCents <= 0 || input.amountCents > left)
    throw AppError.conflict(LEDGER_MESSAGES.creditTooLarge(left))
  const number = await nextDocumentNumber(tx, 'credit_note')
  const row = await insertCreditNote(tx, {
    number,
    invoiceId: invoice.id,
    amountCents: input.amountCents,
    reason: input.reason,
    createdBy: input.createdBy,
  })
  return toCreditNote(row, invoice.number)
}

/**
 * What may still be refunded of an order's invoice: its total less the refunds that succeeded or are under way
 * (and less any credit note issued another way). The caller holds the order's row lock, so this stays true until
 * it commits a refund of its own.
 */
export async function refundableCents(
  tx: Executor,
  order: { id: number; invoiceId: number; totalCents: number },
) {
  const given = Math.max(await refundedOrPendingCents(tx, order.id), await creditedCents(tx, order.invoiceId))
  return Math.max(0, order.totalCents - given)
}

/**
 * A refund asked for here, before the provider is called: it counts against what is left from now on. `createdAt`
 * is the app's clock, not the column's default: the sweep of refunds left pending compares it with that clock.
 */
export function openRefund(
  tx: Executor,
  input: {
    orderId: number
    paymentId: number | null
    invoiceId: number
    amountCents: number
    reason: string
    createdBy: number | null
    createdAt: Date
  },
) {
  return insertRefund(tx, { ...input, status: 'pending', source: 'staff' })
}

/**
 * A pending refund the provider made (or that needs no provider, for an order paid outside it): succeeded, with
 * its credit note. Once: a refund found succeeded already (the provider's webhook came first) is answered as it is.
 */
export async function completeRefund(tx: Executor, refundId: number, providerRefundId: string | null) {
  const refund = (await lockRefund(tx, refundId))!
  if (refund.status === 'succeeded') return refund
  if (providerRefundId) {
    const other = await findRefundByProviderId(tx, providerRefundId)
    // The provider's refund was recorded under another row already: this one no longer counts.
    if (other && other.id !== refund.id) return updateRefund(tx, refund.id, { status: 'failed' })
  }
  const note = await issueCreditNote(tx, {
    invoiceId: refund.invoiceId,
    amountCents: refund.amountCents,
    reason: refund.reason,
    createdBy: refund.createdBy,
  })
  return updateRefund(tx, refund.id, {
    status: 'succeeded',
    creditNoteId: note.id,
    providerRefundId,
  })
}

/** A refund locked in the caller's transaction if it is still pending (the sweep's check before it settles one). */
export async function lockPendingRefund(tx: Executor, refundId: number) {
  const refund = await lockRefund(tx, refundId)
  return refund?.status === 'pending' ? refund : undefined
}

/** The provider refused a pending refund: it no longer counts against what is left. */
export async function failRefund(tx: Executor, refundId: number) {
  const refund = (await lockRefund(tx, refundId))!
  // One the provider's webhook or the sweep recorded meanwhile stays as it is.
  if (refund.status !== 'pending') return refund
  return updateRefund(tx, refundId, { status: 'failed' })
}

/**
 * A refund the provider made, recorded once by its refund id (whichever door hears of it first: a webhook, the
 * refund job of an unmatched payment), with its credit note, in the caller's transaction (which holds the order's
 * row lock). With `refundId` (the provider gave back the id this side put on it) that pending refund is the one
 * completed. Answers the refund and whether it was recorded now.
 */
export async function recordRefund(
  tx: Executor,
  input: {
    orderId: number
    paymentId: number | null
    invoiceId: number
    amountCents: number
    reason: string
    providerRefundId: string
    source: 'staff' | 'provider' | 'unmatched'
    createdBy: number | null
    refundId?: number
  },
): Promise<{ refund: RefundRow; recorded: boolean }> {
  const known = await findRefundByProviderId(tx, input.providerRefundId)
  if (known) return { refund: known, recorded: false }
  if (input.refundId !== undefined) {
    const pending = await lockRefund(tx, input.refundId)
    if (pending && pending.orderId === input.orderId && pending.status === 'pending')
      return { refund: await completeRefund(tx, pending.id, input.providerRefundId), recorded: true }
  }
  const note = await issueCreditNote(tx, {
    invoiceId: input.invoiceId,
    amountCents: input.amountCents,
    reason: input.reason,
    createdBy: input.createdBy,
  })
  const refund = await insertRefund(tx, {
    orderId: input.orderId,
    paymentId: input.paymentId,
    invoiceId: input.invoiceId,
    amountCents: input.amountCents,
    reason: input.reason,
    status: 'succeeded',
    providerRefundId: input.providerRefundId,
    source: input.source,
    createdBy: input.createdBy,
    creditNoteId: note.id,
  })
  return { refund, recorded: true }
}

/** An order's refunds and its invoice's credit notes as the finance pages show them. */
export async function orderLedger(tx: Executor, orderId: number, invoiceId: number | null) {
  const rows = await listRefundsOfOrder(tx, orderId)
  const who = new Map<number, string>()
  for (const id of new Set(rows.map((r) => r.refund.createdBy))) {
    if (id !== null) who.set(id, (await findAccount(tx, id))?.email ?? 'A removed account')
  }
  const refunds: Refund[] = rows.map((r) => ({
    id: r.refund.id,
    amountCents: r.refund.amountCents,
    reason: r.refund.reason,
    status: r.refund.status as Refund['status'],
    createdBy: r.refund.source === 'staff' ? (who.get(r.refund.createdBy ?? 0) ?? 'A removed account') : null,
    createdAt: r.refund.createdAt.toISOString(),
    creditNote: r.creditNote ? toCreditNote(r.creditNote, r.invoiceNumber) : null,
  }))
  const notes =
    invoiceId === null
      ? []
      : (await listCreditNotesOfInvoice(tx, invoiceId)).map((n) =>
          toCreditNote(n.creditNote, n.invoiceNumber),
        )
  const refundedCents = rows
    .filter((r) => r.refund.status === 'succeeded')
    .reduce((sum, r) => sum + r.refund.amountCents, 0)
  const dispute = await findOrderDispute(tx, orderId)
  return {
    refunds,
    creditNotes: notes,
    refundedCents,
    dispute: dispute
      ? {
          status: dispute.status,
          amountCents: dispute.amountCents,
          reason: dispute.reason,
          openedAt: dispute.openedAt.toISOString(),
        }
      : null,
  }
}

/** A dispute the provider reported, stored (or its new state); answers whether it is new or changed status. */
export async function recordDispute(
  tx: Executor,
  input: {
    orderId: number
    paymentId: number | null
    providerDisputeId: string
    status: string
    amountCents: number
    reason: string
    openedAt: Date
    closedAt?: Date
  },
) {
  const { dispute, before } = await upsertDispute(tx, input)
  return { dispute, changed: !before || before.status !== dispute.status }
}

/** A credit note as a PDF: to the customer of its invoice, to admins and to the CFO; nobody else learns it exists. */
export async function creditNotePdf(ctx: AppContext, user: AuthUser, id: number) {
  const found = await findCreditNote(ctx.db, id)
  const staff = user.role === 'admin' || user.role === 'cfo'
  if (!found || (!staff && found.invoice.userId !== user.id))
    throw AppError.notFound(LEDGER_MESSAGES.creditNoteNotFound)
  return { number: found.creditNote.number, pdf: await renderCreditNotePdf(found.creditNote, found.invoice) }
}

/** The customer's credit notes, newest first (the Billing tab lists them with the invoices). */
export async function listCustomerCreditNotes(ctx: AppContext, userId: number): Promise<CreditNoteSummary[]> {
  const rows = await listCreditNotesOfCustomer(ctx.db, userId)
  return rows.map((r) => toCreditNote(r.creditNote, r.invoiceNumber))
}
