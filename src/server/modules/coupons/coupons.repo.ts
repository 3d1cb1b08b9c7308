import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { couponRedemptions, coupons } from '../../db/schema/marketing'

export type CouponRow = typeof coupons.$inferSelect

export async function findCouponByCode(tx: Executor, code: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1)
  return row
}

/**
 * The coupons with these codes and their uses (in all, and by this customer), read under their row locks to
 * redeem them; the locks are held until the caller's transaction ends. Those without a total limit are
 * share-locked: everyday checkouts redeeming the same coupon do not queue behind each other, while a change to the
 * coupon (deactivating it) waits for them to commit. The others (those with a total limit) are locked for update,
 * in id order (so two finalising payments that share coupons wait for each other instead of deadlocking), and
 * their uses counted once the lock is granted, so no other payment can redeem them meanwhile. One statement when
 * no coupon has a total limit, three otherwise.
 */
export async function lockCouponsWithUses(tx: Executor, codes: readonly string[], userId: number) {
  if (!codes.length) return []
  const unlimited = await withUses(tx, codes, userId, isNull(coupons.maxRedemptions))
    .orderBy(asc(coupons.id))
    .for('share')
  const rest = codes.filter((code) => !unlimited.some((r) => r.coupon.code === code))
  if (!rest.length) return unlimited
  await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(inArray(coupons.code, rest))
    .orderBy(asc(coupons.id))
    .for('update')
  // A statement after the lock: its snapshot sees every redemption committed before the lock was granted.
  return [...unlimited, ...(await withUses(tx, rest, userId))]
}

export async function findRedemption(tx: Executor, couponId: number, orderId: number) {
  const [row] = await tx
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.orderId, orderId)))
  return row
}

/** Coupons by code (and `also`), each with its uses in all and by this customer (none for a visitor). */
function withUses(tx: Executor, codes: readonly string[], userId: number | undefined, also?: SQL) {
  const uses = tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, coupons.id))
  const ownUses = tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupons.id), eq(couponRedemptions.userId, userId ?? 0)))
  return tx
    .select({ coupon: coupons, uses: sql<number>`(${uses})::int`, ownUses: sql<number>`(${ownUses})::int` })
    .from(coupons)
    .where(and(inArray(coupons.code, [...codes]), also))
}

/** Coupons by code with their uses so far, in all and by this customer, in one query. */
export async function findCouponsWithUses(
  tx: Executor,
  codes: readonly string[],
  userId: number | undefined,
) {
  if (!codes.length) return []
  return withUses(tx, codes, userId)
}

/** A paid order's coupon redemptions, one per coupon applied; one already recorded is kept. */
export async function insertRedemptions(tx: Executor, rows: (typeof couponRedemptions.$inferInsert)[]) {
  if (rows.length) await tx.insert(couponRedemptions).values(rows).onConflictDoNothing()
}

/** Code → description of the given coupons that exist. */
export async function findCouponDescriptions(tx: Executor, codes: readonly string[]) {
  const rows = await tx
    .select({ code: coupons.code, description: coupons.description })
    .from(coupons)
    .where(inArray(coupons.code, [...codes]))
  return new Map(rows.map((r) => [r.code, r.description]))
}
