import { and, eq, gt, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { promotions } from '../../db/schema/marketing'

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
