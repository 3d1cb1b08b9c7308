import { and, asc, count, eq, inArray } from 'drizzle-orm'
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

/**
 * The coupons with these codes, locked for the transaction in id order (so two finalising payments that share
 * coupons wait for each other instead of deadlocking): their limits are counted and redeemed under the lock.
 */
export function lockCouponsByCode(tx: Executor, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([] as CouponRow[])
  return tx
    .select()
    .from(coupons)
    .where(inArray(coupons.code, [...codes]))
    .orderBy(asc(coupons.id))
    .for('update')
}

export async function insertRedemption(tx: Executor, values: typeof couponRedemptions.$inferInsert) {
  await tx.insert(couponRedemptions).values(values).onConflictDoNothing()
}

export async function findRedemption(tx: Executor, couponId: number, orderId: number) {
  const [row] = await tx
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.orderId, orderId)))
  return row
}
