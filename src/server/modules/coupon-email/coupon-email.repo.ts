import { and, count, desc, gte, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { couponEmails } from '../../db/schema/coupon-email'

export async function insertCouponEmail(tx: Executor, values: typeof couponEmails.$inferInsert) {
  const [row] = await tx.insert(couponEmails).values(values).returning()
  return row!
}

/** One page of the exit-popup sign-ups, newest first, and how many there are in all. */
export async function listCouponEmailsPage(tx: Executor, limit: number, offset: number) {
  const rows = await tx
    .select()
    .from(couponEmails)
    .orderBy(desc(couponEmails.createdAt), desc(couponEmails.id))
    .limit(limit)
    .offset(offset)
  const [total] = await tx.select({ n: count() }).from(couponEmails)
  return { rows, total: total?.n ?? 0 }
}

/** The exit popup's sign-ups in [start, end): each address and when it was given. */
export function listSignupsBetween(tx: Executor, start: Date, end: Date) {
  return tx
    .select({ email: couponEmails.email, createdAt: couponEmails.createdAt })
    .from(couponEmails)
    .where(and(gte(couponEmails.createdAt, start), lt(couponEmails.createdAt, end)))
}
