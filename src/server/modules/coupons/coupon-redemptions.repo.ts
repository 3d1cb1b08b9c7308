import { count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { couponRedemptions } from '../../db/schema/coupons'

/**
 * One page of a coupon's redemptions, newest first, and how many there are in all (their customers: auth, one query
 * per page).
 */
export async function listCouponRedemptionsPage(
  tx: Executor,
  couponId: number,
  limit: number,
  offset: number,
) {
  const rows = await tx
    .select({
      id: couponRedemptions.id,
      orderId: couponRedemptions.orderId,
      discountCents: couponRedemptions.discountCents,
      createdAt: couponRedemptions.createdAt,
      userId: couponRedemptions.userId,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
    .limit(limit)
    .offset(offset)
  const [total] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId))
  return { rows, total: total?.n ?? 0 }
}
