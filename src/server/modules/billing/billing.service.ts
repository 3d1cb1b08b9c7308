import { formatDate } from '../../../shared/dates'
import type { CreateMaintenancePlanSchema } from '../../../shared/contracts/maintenance'
import { INVOICE_PDF_PATH, type InvoiceSummary, type Subscription } from '../../../shared/contracts/billing'
import type { z } from 'zod/mini'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import type { invoices } from '../../db/schema/billing'
import { withTransaction, type TxContext } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import type { CompanySettings } from '../../../shared/contracts/site-settings'
import type { AuthUser } from '../../plugins/auth'
import { findAccount } from '../auth'
import { listInvoicesForCustomer } from './billing-lists.repo'
import type { ProjectReader } from './project-reader'
import { addNotification } from '../notifications'
import {
  findInvoice,
  findInvoiceForCustomer,
  findInvoiceForOrder,
  insertInvoice,
  insertInvoiceNumberedAtCommit,
  insertNumberedInvoice,
  nextDocumentNumber,
} from './billing.repo'
import {
  accountBillTo,
  cycleLine,
  maintenanceTitle,
  payableByCard,
  planLabel,
  revisionRoundLine,
  studioIssuer,
} from './billing.documents'
import { invoiceCompany } from '../site-settings'
import { renderInvoicePdf } from './invoice-pdf'
import { findSavedCard } from './invoice-payments.repo'
import { cycleLastDay, nextCycleStart, startDateWindow, utcDay } from './cycles'
import {
  type BillingCycle,
  claimDueSubscription,
  CYCLE_MONTHS,
  endLapsedIncludedMonths,
  startSubscription,
  listSubscriptionsForUser,
  setNextBillingDate,
  type SubscriptionRow,
} from './subscriptions.repo'
import { displayName } from '../../../shared/display-name'
import { formatMoney, toCurrency } from '../../../shared/money'

export const BILLING_MESSAGES = {
  clientNotFound: 'Client not found',
  projectNotFound: 'Project not found',
  invoiceNotFound: 'Invoice not found',
  projectHasPlan: 'This project already has a maintenance plan. Cancel it first to start another.',
  startDateOutOfRange: (earliest: string, latest: string) =>
    `The start date must be from today to a year ahead (${earliest} to ${latest}).`,
}

export function invoicePdfUrl(id: number) {
  return INVOICE_PDF_PATH.replace(':id', String(id))
}

/** A paid order as its invoice shows it: the lines it stored when it was placed, its totals and who pays. */
export interface PaidOrderInvoice {
  orderId: number
  userId: number
  projectId: number
  currency: string
  lines: { description: string; quantity: number; unitCents: number; amountCents: number }[]
  couponCodes: string[]
  subtotalCents: number
  discountCents: number
  totalCents: number
  /** The name and details the customer gave for the invoice, the account's where they gave none. */
  billTo: { name: string; company: string; address: string }
  payer: { email: string; firstName: string; lastName: string }
  paidAt: Date
  /** The studio's details, when the caller has them already (else read in `tx`). */
  company?: CompanySettings
}

/**
 * The invoice of a paid order, in the caller's transaction, with the next number taken here (numbers without
 * holes) and answered: the counter's row stays locked until the commit, so the caller issues it last. A snapshot:
 * the lines are the order's own, the studio's details as the site settings give them today.
 */
export async function issueOrderInvoice(tx: Executor, paid: PaidOrderInvoice) {
  return insertNumberedInvoice(tx, await orderInvoiceValues(tx, paid))
}

/**
 * The invoice of a paid order as issueOrderInvoice writes it, numbered when the caller's transaction commits (the
 * checkout): the counter's row is locked only during the commit. Answers its id; the number is read after.
 */
export async function issueOrderInvoiceNumberedAtCommit(tx: Executor, paid: PaidOrderInvoice) {
  return insertInvoiceNumberedAtCommit(tx, await orderInvoiceValues(tx, paid))
}

async function orderInvoiceValues(tx: Executor, paid: PaidOrderInvoice) {
  const { billTo, payer } = paid
  // Read before the number is taken, so the counter's row lock is not held while it is.
  const issuer = studioIssuer(paid.company ?? (await invoiceCompany(tx)))
  return {
    userId: paid.userId,
    orderId: paid.orderId,
    projectId: paid.projectId,
    status: 'paid',
    currency: paid.currency,
    lines: paid.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitCents: l.unitCents,
      amountCents: l.amountCents,
    })),
    couponCodes: paid.couponCodes,
    billTo: {
      name: billTo.name || displayName(payer),
      ...(billTo.company ? { company: billTo.company } : {}),
      ...(billTo.address ? { address: billTo.address } : {}),
      email: payer.email,
    },
    issuer,
    subtotalCents: paid.subtotalCents,
    discountCents: paid.discountCents,
    totalCents: paid.totalCents,
    issuedAt: paid.paidAt,
    paidAt: paid.paidAt,
  }
}

export async function listInvoices(
  ctx: AppContext,
  userId: number,
  projects: ProjectReader,
): Promise<InvoiceSummary[]> {
  const rows = await listInvoicesForCustomer(ctx.db, userId, projects.projectTitleOf)
  return rows.map((r) => toInvoiceSummary(r, r.plan, r.projectTitle))
}

/** An invoice as Billing lists it: a plan's by the plan's name, an order's by its project's title. */
export function toInvoiceSummary(
  r: Pick<
    typeof invoices.$inferSelect,
    | 'id'
    | 'number'
    | 'totalCents'
    | 'currency'
    | 'status'
    | 'issuedAt'
    | 'paidAt'
    | 'projectId'
    | 'subscriptionId'
    | 'revisionRound'
  >,
  plan: string | null,
  projectTitle: string | null,
): InvoiceSummary {
  return {
    id: r.id,
    number: r.number,
    amountCents: r.totalCents,
    currency: toCurrency(r.currency),
    status: r.status as InvoiceSummary['status'],
    createdAt: r.issuedAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    projectId: r.projectId,
    description: r.subscriptionId
      ? maintenanceTitle(plan ?? 'custom')
      : r.revisionRound !== null
        ? revisionRoundLine(r.revisionRound, projectTitle ?? 'Website project')
        : (projectTitle ?? 'Website project'),
    pdfUrl: invoicePdfUrl(r.id),
    subscriptionId: r.subscriptionId,
    revisionRound: r.revisionRound,
    payable: r.status === 'issued' && payableByCard(r),
  }
}

export function toSubscription(row: SubscriptionRow): Subscription {
  const cycle = row.billingCycle as BillingCycle
  return {
    id: row.id,
    projectId: row.projectId,
    plan: row.plan as Subscription['plan'],
    amountCents: row.amountCents,
    monthlyAmountCents: Math.round(row.amountCents / CYCLE_MONTHS[cycle]),
    billingCycle: cycle,
    status: row.status as Subscription['status'],
    features: row.features,
    description: row.description || maintenanceTitle(row.plan),
    startDate: row.startDate,
    nextBillingDate: row.status === 'cancelled' ? null : row.currentPeriodEnd,
    endsOn: row.status === 'cancelled' ? row.endsOn : null,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listSubscriptions(ctx: AppContext, userId: number) {
  return (await listSubscriptionsForUser(ctx.db, userId)).map(toSubscription)
}

/**
 * An admin offers a maintenance plan to a client (and optionally one of their projects). The amount is a monthly
 * price; the subscription stores what one cycle costs after its discount. Nothing is billed until the client
 * accepts it under Billing and pays its first cycle by card (acceptPlanOffer): a paid plan only ever starts with
 * the customer's say. The client finds a notice in the dashboard.
 */
export async function createMaintenancePlan(
  ctx: AppContext,
  actor: AuditActor,
  input: z.output<typeof CreateMaintenancePlanSchema>,
  projects: ProjectReader,
) {
  return withTransaction(ctx, async ({ tx, clock }) => {
    // Not in the past (a run would bill the missed cycles), not years ahead.
    const window = startDateWindow(clock.now())
    if (input.startDate < window.earliest || input.startDate > window.latest)
      throw new AppError('VALIDATION', BILLING_MESSAGES.startDateOutOfRange(window.today, window.latest), {
        fields: { startDate: BILLING_MESSAGES.startDateOutOfRange(window.today, window.latest) },
      })
    const user = await findAccount(tx, input.userId)
    if (!user || user.role !== 'customer') throw AppError.notFound(BILLING_MESSAGES.clientNotFound)
    const projectId = input.projectId ?? null
    if (projectId !== null && !(await projects.findCustomerProject(tx, projectId, user.id)))
      throw AppError.notFound(BILLING_MESSAGES.projectNotFound)
    const monthlyCents = Math.round(input.amount * 100)
    const sub = await startSubscription(tx, {
      userId: user.id,
      projectId,
      plan: input.planName,
      billingCycle: input.billingCycle,
      monthlyCents,
      features: [...input.features],
      ...(input.description ? { description: input.description } : {}),
      startDate: input.startDate,
      status: 'offered',
    })
    if (!sub) throw AppError.conflict(BILLING_MESSAGES.projectHasPlan)
    const billed =
      input.billingCycle === 'monthly'
        ? 'billed monthly'
        : `billed ${input.billingCycle} at ${formatMoney(sub.amountCents, 'USD', { whole: false })}`
    await addNotification(tx, {
      userId: user.id,
      projectId,
      type: 'system',
      title: 'Maintenance plan offered',
      message: `We have offered you a ${planLabel(input.planName)} maintenance plan (${formatMoney(monthlyCents, 'USD', { whole: false })} a month, ${billed}) from ${formatDate(input.startDate)}. Nothing is charged unless you accept it under Billing and pay its first ${input.billingCycle === 'monthly' ? 'month' : input.billingCycle === 'quarterly' ? 'quarter' : 'year'} by card.`,
    })
    await recordAudit(tx, actor, {
      action: 'maintenance.create',
      recordType: 'subscription',
      recordId: sub.id,
      before: null,
      after: sub,
    })
    return {
      success: true,
      message: 'Maintenance plan offered: the client accepts it under Billing and pays by card',
      subscriptionId: sub.id,
    }
  })
}

/** The day (UTC) a moment falls on, as the billing dates are stored. */
export const billingDay = utcDay

/**
 * Invoices one due cycle of a subscription the caller has locked: the invoice with the next number, made out
 * like an order's, the next billing date moved on by one cycle, and a notice to the customer. The billing run
 * charges a kept card for it the same day; an offered plan's first invoice (`first`) is paid by the customer there
 * and then, so it is not charged by the run.
 */
export async function invoiceCycle(t: TxContext, sub: SubscriptionRow, opts: { first?: boolean } = {}) {
  const { tx } = t
  const cycle = sub.billingCycle as BillingCycle
  const start = sub.currentPeriodEnd!
  const lastDay = cycleLastDay(sub.startDate, cycle, start)
  const user = (await findAccount(tx, sub.userId))!
  await setNextBillingDate(tx, sub.id, nextCycleStart(sub.startDate, cycle, start), t.clock.now())
  if (!opts.first)
    await addNotification(tx, {
      userId: sub.userId,
      projectId: sub.projectId,
      type: 'system',
      title: 'Maintenance invoice issued',
      message: `Your ${planLabel(sub.plan)} maintenance plan's invoice for ${formatDate(start)} – ${formatDate(lastDay)} (${formatMoney(sub.amountCents, 'USD', { whole: false })}) is in Billing.`,
    })
  const issuer = studioIssuer(await invoiceCompany(tx))
  // A client who keeps a card is charged on the day the invoice is issued (chargeDueInvoices, in the same run).
  const cardOnFile = !opts.first && (await findSavedCard(tx, sub.userId))
  // Last, so the invoice counter's row lock is held for as short a time as possible before the commit.
  const number = await nextDocumentNumber(tx, 'invoice')
  const invoice = await insertInvoice(tx, {
    number,
    userId: sub.userId,
    projectId: sub.projectId,
    subscriptionId: sub.id,
    periodStart: start,
    status: 'issued',
    currency: 'usd',
    lines: [
      {
        description: cycleLine(sub.plan, cycle, start, lastDay),
        quantity: 1,
        unitCents: sub.amountCents,
        amountCents: sub.amountCents,
      },
    ],
    billTo: accountBillTo(user),
    issuer,
    subtotalCents: sub.amountCents,
    discountCents: 0,
    totalCents: sub.amountCents,
    issuedAt: t.clock.now(),
    nextAutopayOn: cardOnFile ? utcDay(t.clock.now()) : null,
  })
  t.log.info(
    { event: 'maintenance_invoiced', subscriptionId: sub.id, invoiceId: invoice.id, periodStart: start },
    'maintenance cycle invoiced',
  )
  return invoice
}

/** Free months that are over end, each customer told that a plan is theirs to choose (nothing is billed). */
async function endLapsedFreeMonths(t: TxContext, today: string) {
  for (const m of await endLapsedIncludedMonths(t.tx, today, t.clock.now()))
    await addNotification(t.tx, {
      userId: m.userId,
      projectId: m.projectId,
      type: 'system',
      title: 'Free maintenance month ended',
      message:
        'The month of maintenance included with your website has ended; nothing has been charged. To keep your site looked after, choose a plan under Billing.',
    })
}

/** At most this many cycles are invoiced in one run; the next run carries on. */
export const CYCLES_PER_RUN = 500

/**
 * Invoices every due cycle, one subscription per transaction: each is claimed under `FOR UPDATE SKIP LOCKED`
 * and its next billing date moved on in the same transaction, so a cycle is invoiced once however many
 * instances run this at once. A run invoices at most one cycle of each plan: a plan several cycles behind
 * catches up one cycle a run (hourly), never with a pile of invoices at once. Answers how many.
 */
export async function invoiceDueCycles(ctx: AppContext): Promise<number> {
  const startedAt = ctx.clock.now()
  const today = billingDay(startedAt)
  await withTransaction(ctx, (t) => endLapsedFreeMonths(t, today))
  let invoiced = 0
  while (invoiced < CYCLES_PER_RUN) {
    const done = await withTransaction(ctx, async (t) => {
      const sub = await claimDueSubscription(t.tx, today, startedAt)
      if (!sub) return false
      await invoiceCycle(t, sub)
      return true
    })
    if (!done) break
    invoiced++
  }
  return invoiced
}

/** An invoice as a PDF: to its owner, or to an admin; nobody else learns it exists. */
export async function invoicePdf(ctx: AppContext, user: AuthUser, id: number) {
  const invoice =
    user.role === 'admin' ? await findInvoice(ctx.db, id) : await findInvoiceForCustomer(ctx.db, id, user.id)
  if (!invoice) throw AppError.notFound(BILLING_MESSAGES.invoiceNotFound)
  return { number: invoice.number, pdf: await renderInvoicePdf(invoice) }
}

/** The invoice of a paid order, if it has one (the receipt names its number). */
export function findOrderInvoice(tx: Executor, orderId: number) {
  return findInvoiceForOrder(tx, orderId)
}
