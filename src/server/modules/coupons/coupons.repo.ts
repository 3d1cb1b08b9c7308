import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { statement } from '../../db/statement'
import { couponRedemptions, coupons } from '../../db/schema/marketing'

export type CouponRow = typeof coupons.$inferSelect

export async function findCouponByCode(tx: Executor, code: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1)
  return row
}

/**
 * The coupons with these codes and their uses (in all, and by this customer), for redeeming them. Those with a
 * total limit are locked for the transaction, in id order (so two finalising payments that share coupons wait for
 * each other instead of deadlocking), and their uses counted again under the lock. Unlimited coupons are not
 * locked, so everyday checkouts do not queue behind each other; their per-customer limit needs no lock, since a
 * customer has one open order at a time.
 */
export async function couponsForRedemption(tx: Executor, codes: readonly string[], userId: number) {
  const found = await findCouponsWithUses(tx, codes, userId)
  const limited = found.filter((r) => r.coupon.maxRedemptions !== null).map((r) => r.coupon.id)
  if (!limited.length) return found
  await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(inArray(coupons.id, limited))
    .orderBy(asc(coupons.id))
    .for('update')
  const counted = await countUses(tx, limited, userId)
  return found.map((r) =>
    limited.includes(r.coupon.id) ? { ...r, ...(counted.get(r.coupon.id) ?? { uses: 0, ownUses: 0 }) } : r,
  )
}

export async function findRedemption(tx: Executor, couponId: number, orderId: number) {
  const [row] = await tx
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.orderId, orderId)))
  return row
}

// Written out in full: drizzle leaves the table name off the columns of a one-table query.
const couponsWithUses = statement('coupons_with_uses', (db) =>
  db
    .select({
      coupon: coupons,
      uses: sql<number>`(select count(*) from ${couponRedemptions} r where r.coupon_id = "coupons"."id")::int`,
      ownUses: sql<number>`(select count(*) from ${couponRedemptions} r where r.coupon_id = "coupons"."id" and r.user_id = ${sql.placeholder('userId')})::int`,
    })
    .from(coupons)
    .where(sql`${coupons.code} in (select jsonb_array_elements_text(${sql.placeholder('codes')}::jsonb))`),
)

/** Coupons by code with their uses so far, in all and by this customer, in one query. */
export async function findCouponsWithUses(
  tx: Executor,
  codes: readonly string[],
  userId: number | undefined,
) {
  if (!codes.length) return []
  return couponsWithUses(tx, { codes: JSON.stringify(codes), userId: userId ?? null })
}

/** Uses of these coupons in all and by one customer, counted in one query (under the callers' locks). */
export async function countUses(tx: Executor, couponIds: readonly number[], userId: number) {
  if (!couponIds.length) return new Map<number, { uses: number; ownUses: number }>()
  const rows = await tx
    .select({
      couponId: couponRedemptions.couponId,
      uses: sql<number>`count(*)::int`,
      ownUses: sql<number>`(count(*) filter (where ${couponRedemptions.userId} = ${userId}))::int`,
    })
    .from(couponRedemptions)
    .where(inArray(couponRedemptions.couponId, [...couponIds]))
    .groupBy(couponRedemptions.couponId)
  return new Map(rows.map((r) => [r.couponId, { uses: r.uses, ownUses: r.ownUses }]))
}

/**
 * The redemptions of a paid order, as a part of the WITH of the statement that finalises it (orders.repo): one
 * per coupon applied, from the JSON array in the `redemptions` placeholder (couponId, orderId, userId,
 * discountCents); a redemption already recorded is kept.
 */
export function redemptionsPart(db: Executor) {
  return db.$with('redeemed', { id: couponRedemptions.id }).as(
    sql`insert into ${couponRedemptions} (coupon_id, order_id, user_id, discount_cents)
      select (r->>'couponId')::int, (r->>'orderId')::int, (r->>'userId')::int, (r->>'discountCents')::int
      from jsonb_array_elements(${sql.placeholder('redemptions')}::jsonb) r
      on conflict do nothing
      returning id`,
  )
}

/** Code → description of the given coupons that exist. */
export async function findCouponDescriptions(tx: Executor, codes: readonly string[]) {
  const rows = await tx
    .select({ code: coupons.code, description: coupons.description })
    .from(coupons)
    .where(inArray(coupons.code, [...codes]))
  return new Map(rows.map((r) => [r.code, r.description]))
}
