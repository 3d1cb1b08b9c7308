import { and, asc, count, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { preparedOn } from '../../db/prepared'
import { couponRedemptions, coupons } from '../../db/schema/coupons'

export type CouponRow = typeof coupons.$inferSelect

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
  const unlimited = await shareLockedUnlimited(tx).execute({ codes: [...codes], userId })
  const rest = codes.filter((code) => !unlimited.some((r) => r.coupon.code === code))
  if (!rest.length) return unlimited
  await lockedForUpdate(tx).execute({ codes: rest })
  // A statement after the lock: its snapshot sees every redemption committed before the lock was granted.
  return [...unlimited, ...(await couponsWithUses(tx).execute({ codes: rest, userId }))]
}

export async function findRedemption(tx: Executor, couponId: number, orderId: number) {
  const [row] = await tx
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.orderId, orderId)))
  return row
}

/**
 * Coupons by code (placeholder `codes`, an array) and `also`, each with its uses in all and by the customer
 * (placeholder `userId`; 0 for a visitor).
 */
function withUses(db: Executor, also?: SQL) {
  const uses = db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, coupons.id))
  const ownUses = db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, coupons.id),
        eq(couponRedemptions.userId, sql.placeholder('userId')),
      ),
    )
  return db
    .select({ coupon: coupons, uses: sql<number>`(${uses})::int`, ownUses: sql<number>`(${ownUses})::int` })
    .from(coupons)
    .where(and(sql`${coupons.code} = any(${sql.placeholder('codes')})`, also))
}

// Every checkout with a coupon sends these, the first when it opens and the others as it is paid: each built once
// per database and per connection (db/prepared.ts).
const couponsWithUses = preparedOn((db) => withUses(db).prepare(''))
const shareLockedUnlimited = preparedOn((db) =>
  withUses(db, isNull(coupons.maxRedemptions)).orderBy(asc(coupons.id)).for('share').prepare(''),
)
const lockedForUpdate = preparedOn((db) =>
  db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`${coupons.code} = any(${sql.placeholder('codes')})`)
    .orderBy(asc(coupons.id))
    .for('update')
    .prepare(''),
)

/** Coupons by code with their uses so far, in all and by this customer, in one query. */
export async function findCouponsWithUses(
  tx: Executor,
  codes: readonly string[],
  userId: number | undefined,
) {
  if (!codes.length) return []
  return couponsWithUses(tx).execute({ codes: [...codes], userId: userId ?? 0 })
}

/** A paid order's coupon redemptions, one per coupon applied; one already recorded is kept. */
export async function insertRedemptions(tx: Executor, rows: (typeof couponRedemptions.$inferInsert)[]) {
  if (rows.length) await tx.insert(couponRedemptions).values(rows).onConflictDoNothing()
}

/** Code → description of the given coupons that exist. */
export async function findCouponDescriptions(tx: Executor, codes: readonly string[]) {
  const rows = await tx
    .select({
      code: coupons.code,
      description: coupons.description,
      expiresAt: coupons.expiresAt,
      perCustomerLimit: coupons.perCustomerLimit,
      stackable: coupons.stackable,
    })
    .from(coupons)
    .where(inArray(coupons.code, [...codes]))
  return new Map(rows.map((r) => [r.code, r]))
}

/* The admin panel's coupon codes. */

export type NewCouponRow = typeof coupons.$inferInsert

/** Each coupon's redemptions and the cents they took off, counted in the same query as the coupons. */
function withTotals(tx: Executor) {
  const totals = tx
    .select({
      couponId: couponRedemptions.couponId,
      redemptions: sql<number>`count(*)::int`.as('redemptions'),
      discountedCents: sql<number>`coalesce(sum(${couponRedemptions.discountCents}), 0)::int`.as(
        'discounted_cents',
      ),
    })
    .from(couponRedemptions)
    .groupBy(couponRedemptions.couponId)
    .as('totals')
  return tx
    .select({
      coupon: coupons,
      redemptions: sql<number>`coalesce(${totals.redemptions}, 0)::int`,
      discountedCents: sql<number>`coalesce(${totals.discountedCents}, 0)::int`,
    })
    .from(coupons)
    .leftJoin(totals, eq(totals.couponId, coupons.id))
}

export type CouponWithTotals = { coupon: CouponRow; redemptions: number; discountedCents: number }

/** One page of coupons, newest first, each with its redemptions and the amount discounted, and how many exist. */
export async function listCouponsPage(tx: Executor, limit: number, offset: number) {
  const rows = await withTotals(tx)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(limit)
    .offset(offset)
  const [total] = await tx.select({ n: count() }).from(coupons)
  return { rows, total: total?.n ?? 0 }
}

export async function findCouponWithTotals(tx: Executor, id: number): Promise<CouponWithTotals | undefined> {
  const [row] = await withTotals(tx).where(eq(coupons.id, id))
  return row
}

/** The coupon with this code (stored upper-case), whatever its state. */
export async function findCouponByCode(tx: Executor, code: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code))
  return row
}

/** A coupon under its row lock, until the caller's transaction ends (a finalising payment waits, or is waited for). */
export async function lockCoupon(tx: Executor, id: number) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update')
  return row
}

/** Inserts a coupon; nothing when its code is taken (the code's unique index, codes stored upper-case). */
export async function insertCoupon(tx: Executor, values: NewCouponRow) {
  const [row] = await tx
    .insert(coupons)
    .values(values)
    .onConflictDoNothing({ target: coupons.code })
    .returning()
  return row
}

export async function updateCouponRow(tx: Executor, id: number, values: Partial<NewCouponRow>) {
  const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning()
  return row!
}

/** The coupons with these codes that can be used at `now` (active, not expired), in the order of `codes`. */
export async function findAvailableCoupons(tx: Executor, codes: readonly string[], now: Date) {
  if (!codes.length) return []
  const rows = await tx
    .select()
    .from(coupons)
    .where(
      and(
        inArray(coupons.code, [...codes]),
        eq(coupons.active, true),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
      ),
    )
  return codes.flatMap((code) => rows.filter((r) => r.code === code))
}

/**
 * What coupons took off paid orders in [start, end) and how many were redeemed (the finance dashboard): a
 * redemption is written in the transaction that marks its order paid, so its time is the payment's.
 */
export async function couponRedemptionTotals(tx: Executor, start: Date, end: Date) {
  const [row] = await tx
    .select({
      cents: sql<number>`coalesce(sum(${couponRedemptions.discountCents}), 0)::int`,
      redemptions: sql<number>`count(*)::int`,
    })
    .from(couponRedemptions)
    .where(and(sql`${couponRedemptions.createdAt} >= ${start}`, sql`${couponRedemptions.createdAt} < ${end}`))
  return { cents: row?.cents ?? 0, redemptions: row?.redemptions ?? 0 }
}
