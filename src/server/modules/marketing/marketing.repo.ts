import { and, desc, eq, gt, isNotNull, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { promotions } from '../../db/schema/marketing'
import { orders } from '../../db/schema/orders'

export async function findActivePromotion(tx: Executor, now: Date) {
  const [row] = await tx
    .select({
      id: promotions.id,
      title: promotions.title,
      discountPercent: promotions.discountPercent,
      couponCode: promotions.couponCode,
      endsAt: promotions.endsAt,
    })
    .from(promotions)
    .where(and(eq(promotions.active, true), lte(promotions.startsAt, now), gt(promotions.endsAt, now)))
    .orderBy(promotions.endsAt)
    .limit(1)
  return row
}

export async function listRecentPaidOrders(tx: Executor, since: Date, limit: number) {
  return tx
    .select({ businessType: orders.businessType, paidAt: orders.paidAt })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gt(orders.paidAt, since)))
    .orderBy(desc(orders.paidAt))
    .limit(limit)
}
