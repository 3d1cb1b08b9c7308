import { centsToDecimal } from '../../../shared/catalog'
import type { AppContext } from '../../context'
import type { PaymentNeedingAttention } from '../../../shared/contracts/admin-payments'
import { listPaymentsNeedingAttention, overviewFigures } from '../reporting'

export async function getAdminStats(ctx: AppContext) {
  const f = await overviewFigures(ctx.db)
  return {
    totalUsers: f.totalUsers,
    activeProjects: f.activeProjects,
    openTickets: f.openTickets,
    totalRevenue: centsToDecimal(f.revenueCents),
  }
}

/** The queue of payments that need a person (refunded mismatches, payments the provider does not know…). */
export async function getPaymentsNeedingAttention(ctx: AppContext): Promise<PaymentNeedingAttention[]> {
  const rows = await listPaymentsNeedingAttention(ctx.db)
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    reason: r.reason,
    detail: r.detail ?? '',
    amount: r.amountCents / 100,
    currency: r.currency,
    customer: {
      name: r.billingName || `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || (r.email ?? ''),
      email: r.email ?? '',
    },
    refundStatus: r.refundStatus ?? 'none',
    refundedAt: r.refundedAt?.toISOString() ?? null,
    flaggedAt: r.flaggedAt.toISOString(),
  }))
}
