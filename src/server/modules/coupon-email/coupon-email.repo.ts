import { inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { couponEmails, coupons } from '../../db/schema/marketing'

export async function insertCouponEmail(tx: Executor, values: typeof couponEmails.$inferInsert) {
  const [row] = await tx.insert(couponEmails).values(values).returning()
  return row!
}

/** Code → description of the given coupons that exist. */
export async function couponDescriptions(tx: Executor, codes: readonly string[]) {
  const rows = await tx
    .select({ code: coupons.code, description: coupons.description })
    .from(coupons)
    .where(inArray(coupons.code, [...codes]))
  return new Map(rows.map((r) => [r.code, r.description]))
}
