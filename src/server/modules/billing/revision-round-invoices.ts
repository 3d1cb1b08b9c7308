import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm'
import type { InvoiceSummary } from '../../../shared/contracts/billing'
import type { Executor } from '../../db/client'
import { invoices } from '../../db/schema/billing'
import type { TxContext } from '../../db/transaction'
import { findAccount } from '../auth'
import { invoiceCompany } from '../site-settings'
import { accountBillTo, revisionRoundLine, studioIssuer } from './billing.documents'
import { insertInvoice, nextDocumentNumber, voidOpenInvoice } from './billing.repo'
import { toInvoiceSummary } from './billing.service'
import { lockInvoice } from './invoice-payments.repo'

/*
 * A revision round past the included ones is billed by its own invoice, paid by card through the same path as a
 * maintenance invoice (invoice-payments.service.ts). Billing never imports projects: when such an invoice is
 * paid it queues REVISION_ROUND_PAID_JOB (revision-round-paid.ts), which the projects module handles by starting
 * the round.
 */

/**
 * Issues the invoice of a project's billable revision round in the caller's transaction, with the next number
 * (taken last, so the counter's row is locked for as short a time as can be). One open or paid per round: the
 * same round asked for again answers the invoice it already has.
 */
export async function issueRevisionRoundInvoice(
  t: TxContext,
  input: { userId: number; projectId: number; projectTitle: string; round: number; amountCents: number },
) {
  const { tx } = t
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.projectId, input.projectId),
        eq(invoices.revisionRound, input.round),
        ne(invoices.status, 'void'),
      ),
    )
  if (existing) return existing
  const user = (await findAccount(tx, input.userId))!
  const issuer = studioIssuer(await invoiceCompany(tx))
  const number = await nextDocumentNumber(tx, 'invoice')
  return insertInvoice(tx, {
    number,
    userId: input.userId,
    projectId: input.projectId,
    revisionRound: input.round,
    status: 'issued',
    currency: 'usd',
    lines: [
      {
        description: revisionRoundLine(input.round, input.projectTitle),
        quantity: 1,
        unitCents: input.amountCents,
        amountCents: input.amountCents,
      },
    ],
    billTo: accountBillTo(user),
    issuer,
    subtotalCents: input.amountCents,
    discountCents: 0,
    totalCents: input.amountCents,
    issuedAt: t.clock.now(),
  })
}

/**
 * Cancels a revision round's open invoice under its lock, in the caller's transaction. Answers `paid` when its
 * payment came first (the round then starts and is not withdrawn), else `void`.
 */
export async function voidRevisionRoundInvoice(tx: Executor, invoiceId: number): Promise<'paid' | 'void'> {
  const invoice = await lockInvoice(tx, invoiceId)
  if (invoice?.status === 'paid') return 'paid'
  await voidOpenInvoice(tx, invoiceId)
  return 'void'
}

/** Revision rounds' invoices by id, as Billing lists them, for the project page (one query). */
export async function revisionRoundInvoices(
  tx: Executor,
  ids: readonly number[],
  projectTitle: string,
): Promise<Map<number, InvoiceSummary>> {
  if (ids.length === 0) return new Map()
  const rows = await tx
    .select()
    .from(invoices)
    .where(and(inArray(invoices.id, [...ids]), isNotNull(invoices.revisionRound)))
  return new Map(rows.map((r) => [r.id, toInvoiceSummary(r, null, projectTitle)]))
}
