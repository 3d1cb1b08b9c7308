import { count, desc, eq, type SQL } from 'drizzle-orm'
import type { DomainRequestStatus } from '../../../shared/states'
import type { Executor } from '../../db/client'
import { domainRequests } from '../../db/schema/domains'

/*
 * The admin panel's Domains tab: each page read in one query and its count in a second; the customers and projects
 * it names are read from auth and projects (domains.service), one query per page each.
 */

function domainsWhere(status?: DomainRequestStatus): SQL | undefined {
  return status ? eq(domainRequests.status, status) : undefined
}

/** One page of domain requests, newest first (optionally of one status). */
export async function listDomainRequestsPage(
  tx: Executor,
  opts: { status?: DomainRequestStatus | undefined; limit: number; offset: number },
) {
  const rows = await tx
    .select()
    .from(domainRequests)
    .where(domainsWhere(opts.status))
    .orderBy(desc(domainRequests.createdAt), desc(domainRequests.id))
    .limit(opts.limit)
    .offset(opts.offset)
  const [total] = await tx.select({ n: count() }).from(domainRequests).where(domainsWhere(opts.status))
  return { rows, total: Number(total!.n) }
}

/** One domain request. */
export async function findDomainRequest(tx: Executor, id: number) {
  const [row] = await tx.select().from(domainRequests).where(eq(domainRequests.id, id))
  return row
}
