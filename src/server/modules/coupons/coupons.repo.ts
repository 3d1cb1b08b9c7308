import { and, count, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { couponRedemptions, coupons } from '../../db/schema/marketing'

export type CouponRow = typeof coupons.$inferSelect

export async function findCouponByCode(tx: Executor, code: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1)
  return row
}

/** Uses of a coupon on paid orders: all of them, and one customer's. */
export async function countRedemptions(tx: Executor, couponId: number, userId?: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        userId === undefined ? undefined : eq(couponRedemptions.userId, userId),
      ),
    )
  return row?.n ?? 0
}
