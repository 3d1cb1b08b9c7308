import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { domainRequests } from '../../db/schema/domains'

/** Whether a customer here already holds this name: asked for and not failed or given up. */
export async function isDomainRequested(tx: Executor, domain: string) {
  const [row] = await tx
    .select({ id: domainRequests.id })
    .from(domainRequests)
    .where(
      and(
        eq(domainRequests.domainName, domain),
        inArray(domainRequests.status, ['pending_registration', 'registered']),
      ),
    )
    .limit(1)
  return !!row
}

/**
 * Records the domain bought with an order for the studio to register by hand. A name another paid order holds
 * already is recorded as failed, for the studio to sort out with the customer, instead of failing the payment.
 */
export async function insertDomainRequest(tx: Executor, values: typeof domainRequests.$inferInsert) {
  const [row] = await tx.insert(domainRequests).values(values).onConflictDoNothing().returning()
  if (row) return row
  const [failed] = await tx
    .insert(domainRequests)
    .values({ ...values, status: 'failed' })
    .returning()
  return failed!
}

export async function findDomainRequestForProject(tx: Executor, projectId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(domainRequests)
    .where(and(eq(domainRequests.projectId, projectId), eq(domainRequests.userId, userId)))
  return row
}
