import { and, gte, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { couponEmails } from '../../db/schema/marketing'
import { orders } from '../../db/schema/orders'
import { users } from '../../db/schema/users'

/**
 * The exit popup's sign-ups in [start, end) and how many of them later paid an order: an account with the same
 * e-mail (case aside) has an order paid after the sign-up. A finance figure across three modules' tables.
 */
export async function exitPopupConversions(tx: Executor, start: Date, end: Date) {
  const paidLater = sql`exists (
    select 1 from ${orders} join ${users} on ${users.id} = ${orders.userId}
    where lower(${users.email}) = lower(${couponEmails.email})
      and ${orders.paidAt} is not null and ${orders.paidAt} >= ${couponEmails.createdAt})`
  const [row] = await tx
    .select({
      signups: sql<number>`count(*)::int`,
      converted: sql<number>`(count(*) filter (where ${paidLater}))::int`,
    })
    .from(couponEmails)
    .where(and(gte(couponEmails.createdAt, start), lt(couponEmails.createdAt, end)))
  return { signups: row?.signups ?? 0, converted: row?.converted ?? 0 }
}
