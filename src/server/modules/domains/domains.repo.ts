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
 * Records a domain bought with an order, for the studio to register by hand, unless the name is already held by
 * an open request (the unique index domain_requests_live_name_key: one pending or registered request per name).
 * Answers the request, or nothing when the name is taken; a request for it still being written by another
 * transaction is waited for.
 */
export async function insertOpenDomainRequest(tx: Executor, values: typeof domainRequests.$inferInsert) {
  const [row] = await tx.insert(domainRequests).values(values).onConflictDoNothing().returning()
  return row
}

export async function setDomainRequestProject(tx: Executor, id: number, projectId: number) {
  await tx.update(domainRequests).set({ projectId, updatedAt: new Date() }).where(eq(domainRequests.id, id))
}

export async function findDomainRequestForProject(tx: Executor, projectId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(domainRequests)
    .where(and(eq(domainRequests.projectId, projectId), eq(domainRequests.userId, userId)))
  return row
}

export type DomainRequestRow = typeof domainRequests.$inferSelect

/** A domain request held for this transaction (its outcome is being recorded). */
export async function lockDomainRequest(tx: Executor, id: number) {
  const [row] = await tx.select().from(domainRequests).where(eq(domainRequests.id, id)).for('update')
  return row
}

/** Records the outcome of a manual registration: registered (registrar, expiry) or failed (reason). */
export async function setDomainOutcome(
  tx: Executor,
  id: number,
  outcome: Pick<
    typeof domainRequests.$inferInsert,
    'status' | 'registrar' | 'expiresOn' | 'failureReason' | 'decidedAt' | 'decidedBy'
  >,
) {
  const [row] = await tx
    .update(domainRequests)
    .set({ ...outcome, updatedAt: outcome.decidedAt ?? new Date() })
    .where(eq(domainRequests.id, id))
    .returning()
  return row!
}
