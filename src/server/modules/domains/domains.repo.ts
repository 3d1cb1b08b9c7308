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
