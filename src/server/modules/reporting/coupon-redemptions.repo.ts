import { count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { couponRedemptions } from '../../db/schema/marketing'
import { users } from '../../db/schema/users'

/**
 * One page of a coupon's redemptions, newest first, each with its customer (a join, never a query per row), and how
 * many there are in all.
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
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(couponRedemptions)
    .innerJoin(users, eq(users.id, couponRedemptions.userId))
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
