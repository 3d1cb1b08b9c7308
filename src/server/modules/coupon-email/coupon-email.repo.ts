import type { Executor } from '../../db/client'
import { couponEmails } from '../../db/schema/marketing'

export async function insertCouponEmail(tx: Executor, values: typeof couponEmails.$inferInsert) {
  const [row] = await tx.insert(couponEmails).values(values).returning()
  return row!
}
