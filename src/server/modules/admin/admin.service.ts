import type { AppContext } from '../../context'
import type { PaymentNeedingAttention } from '../../../shared/contracts/admin-payments'
import type { AdminStatsResponse, RecentProject, RecentTicket } from '../../../shared/contracts/admin'
import { countCustomers, listAccountNames } from '../auth'
import { ledgerTotals, listSelfRefundedInvoicePayments } from '../billing'
import { listPaymentsNeedingAttention } from '../orders'
import { countActiveProjects, listRecentProjects } from '../projects'
import { countOpenTickets, listRecentTickets } from '../support'
import { fullName } from '../../../shared/display-name'

/** How many recent projects and tickets the overview lists. */
export const OVERVIEW_RECENT = 5

/**
 * The overview: its four figures (revenue as the ledger gives it) and its five most recent projects and tickets,
 * each read from the module that owns it, together; then the recent projects' clients, in one query.
 */
export async function getAdminStats(ctx: AppContext): Promise<AdminStatsResponse> {
  const [totalUsers, activeProjects, openTickets, ledger, recentProjects, recentTickets] = await Promise.all([
    countCustomers(ctx.db),
    countActiveProjects(ctx.db),
    countOpenTickets(ctx.db),
    ledgerTotals(ctx.db),
    listRecentProjects(ctx.db, OVERVIEW_RECENT),
    listRecentTickets(ctx.db, OVERVIEW_RECENT),
  ])
  const clients = await listAccountNames(
    ctx.db,
    recentProjects.map((p) => p.userId),
  )
  return {
    totalUsers,
    activeProjects,
    openTickets,
    // All time: paid orders and paid maintenance invoices, less credit notes.
    totalRevenueCents: ledger.orderCents + ledger.maintenanceCents - ledger.creditedCents,
    recentProjects: recentProjects.map((p) => ({
      id: p.id,
      title: p.title,
      clientEmail: clients.get(p.userId)?.email ?? '',
      status: p.status as RecentProject['status'],
      createdAt: p.createdAt.toISOString(),
    })),
    recentTickets: recentTickets.map((t) => ({
      id: t.id,
      subject: t.subject,
      email: t.email,
      priority: t.priority as RecentTicket['priority'],
      status: t.status as RecentTicket['status'],
      createdAt: t.createdAt.toISOString(),
    })),
  }
}

/**
 * The queue of payments that need a person: the orders' (refunded mismatches, payments the provider does not
 * know…) and the maintenance invoices' second payments the product gave back by itself, newest first.
 */
export async function getPaymentsNeedingAttention(ctx: AppContext): Promise<PaymentNeedingAttention[]> {
  const [rows, givenBack] = await Promise.all([
    listPaymentsNeedingAttention(ctx.db, ATTENTION_LIMIT),
    listSelfRefundedInvoicePayments(ctx.db, ATTENTION_LIMIT),
  ])
  const customers = await listAccountNames(
    ctx.db,
    rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
  )
  const orders: PaymentNeedingAttention[] = rows.map((r) => {
    const who = r.userId === null ? undefined : customers.get(r.userId)
    return {
      id: r.id,
      orderId: r.orderId,
      invoiceNumber: null,
      reason: r.reason,
      detail: r.detail ?? '',
      amountCents: r.amountCents,
      currency: r.currency.toUpperCase(),
      customer: {
        name: r.billingName || fullName(who?.firstName, who?.lastName) || (who?.email ?? ''),
        email: who?.email ?? '',
      },
      refundStatus: r.refundStatus ?? 'none',
      refundedAt: r.refundedAt?.toISOString() ?? null,
      flaggedAt: r.flaggedAt.toISOString(),
    }
  })
  const invoices: PaymentNeedingAttention[] = givenBack.map((r) => ({
    id: r.id,
    orderId: null,
    invoiceNumber: r.invoiceNumber,
    reason: 'invoice_paid_twice',
    detail: r.failureReason ?? '',
    amountCents: r.amountCents,
    currency: r.currency.toUpperCase(),
    customer: { name: r.billTo?.name ?? '', email: r.billTo?.email ?? '' },
    refundStatus: r.status === 'refunded' ? 'refunded' : 'pending',
    refundedAt: r.refundedAt?.toISOString() ?? null,
    flaggedAt: (r.refundedAt ?? r.createdAt).toISOString(),
  }))
  return [...orders, ...invoices]
    .sort((a, b) => b.flaggedAt.localeCompare(a.flaggedAt))
    .slice(0, ATTENTION_LIMIT)
}

const ATTENTION_LIMIT = 100
