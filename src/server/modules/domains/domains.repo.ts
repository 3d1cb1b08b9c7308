import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
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

/** The project's latest domain request (a free .com claimed after a failed one is newer), if any. */
export async function findDomainRequestForProject(tx: Executor, projectId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(domainRequests)
    .where(and(eq(domainRequests.projectId, projectId), eq(domainRequests.userId, userId)))
    .orderBy(desc(domainRequests.createdAt), desc(domainRequests.id))
    .limit(1)
  return row
}

/** Whether the project holds a domain that is pending or registered (at most one: domain_requests_live_project_key). */
export async function hasLiveDomainRequestForProject(tx: Executor, projectId: number) {
  const [row] = await tx
    .select({ id: domainRequests.id })
    .from(domainRequests)
    .where(
      and(
        eq(domainRequests.projectId, projectId),
        inArray(domainRequests.status, ['pending_registration', 'registered']),
      ),
    )
    .limit(1)
  return !!row
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

/** Marks the fee of a failed paid domain as being refunded (the caller holds the row's lock and checked it). */
export async function setFeeRefundRequested(tx: Executor, id: number, at: Date) {
  await tx
    .update(domainRequests)
    .set({ feeRefundRequestedAt: at, updatedAt: at })
    .where(eq(domainRequests.id, id))
}

/** A fee refund that could not be made: the request may be refunded again. */
export async function clearFeeRefundRequested(tx: Executor, id: number) {
  await tx
    .update(domainRequests)
    .set({ feeRefundRequestedAt: null, updatedAt: new Date() })
    .where(and(eq(domainRequests.id, id), isNull(domainRequests.feeRefundId)))
}

/** The refund that gave the fee back. */
export async function setFeeRefundId(tx: Executor, id: number, refundId: number) {
  await tx
    .update(domainRequests)
    .set({ feeRefundId: refundId, updatedAt: new Date() })
    .where(eq(domainRequests.id, id))
}
