import { asc, count, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { users } from '../../db/schema/users'
import { markEventProcessed } from '../../jobs/queue'

/**
 * Claims the one seeding of sample data a database ever gets: true only for the first caller, and only while no
 * order has been placed (a database people have used is never given sample customers). Several instances
 * starting at once on one PostgreSQL database: the marker's unique key lets exactly one of them seed.
 */
export async function claimSampleData(tx: Executor): Promise<boolean> {
  if (!(await markEventProcessed(tx, 'sample-data', 'v1'))) return false
  const [row] = await tx.select({ n: count() }).from(orders)
  return row!.n === 0
}

/** The first admin account, who takes the studio's steps of the samples' projects. */
export async function firstAdminId(tx: Executor): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1)
  return row?.id
}
