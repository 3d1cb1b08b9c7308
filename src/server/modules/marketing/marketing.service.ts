import type { AppContext } from '../../context'
import { findActivePromotion, listRecentPaidOrders } from './marketing.repo'

export async function getActivePromotion(ctx: AppContext) {
  const row = await findActivePromotion(ctx.db, ctx.clock.now())
  return row
    ? {
        id: row.id,
        title: row.title,
        discountPercent: row.discountPercent,
        couponCode: row.couponCode,
        endsAt: row.endsAt.toISOString(),
      }
    : null
}

const RECENT_WINDOW_MS = 30 * 24 * 3600_000

/** Real paid orders of the last 30 days, anonymised to business type and time: nothing that names a customer. */
export async function getRecentOrders(ctx: AppContext) {
  const since = new Date(ctx.clock.now().getTime() - RECENT_WINDOW_MS)
  const rows = await listRecentPaidOrders(ctx.db, since, 5)
  return rows.map((r) => ({ businessType: r.businessType, paidAt: r.paidAt!.toISOString() }))
}
