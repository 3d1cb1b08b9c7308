import type { Executor } from '../../db/client'
import { enqueueJob } from '../../jobs/queue'

/** Queued in the transaction that marks a revision round's invoice paid; payload `{ invoiceId, projectId }`. */
export const REVISION_ROUND_PAID_JOB = 'revision-round-paid'

export type RevisionRoundPaid = {
  invoiceId: number
  projectId: number
}

/** In the transaction that pays an invoice: a revision round's tells projects to start the round. */
export async function revisionRoundInvoicePaid(
  tx: Executor,
  invoice: { id: number; projectId: number | null; revisionRound: number | null },
) {
  if (invoice.revisionRound === null || invoice.projectId === null) return
  const payload: RevisionRoundPaid = { invoiceId: invoice.id, projectId: invoice.projectId }
  await enqueueJob(tx, { kind: REVISION_ROUND_PAID_JOB, payload })
}
