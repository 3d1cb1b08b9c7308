import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod/mini'
import { EXTRA_REVISION_ROUND_CENTS } from '../../../shared/catalog'
import type { RequestRevisionsRequestSchema } from '../../../shared/contracts/projects'
import {
  extraRoundPrice,
  REVISION_ROUND_MESSAGES,
  type RevisionRound,
} from '../../../shared/contracts/revision-rounds'
import { INCLUDED_REVISION_ROUNDS } from '../../../shared/lifecycle'
import type { RevisionRoundStatus } from '../../../shared/states'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { type projects, revisionRounds } from '../../db/schema/projects'
import { type TxContext, withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import type { JobHandler } from '../../jobs/runner'
import { AppError } from '../../lib/app-error'
import {
  closeInvoiceIntents,
  issueRevisionRoundInvoice,
  REVISION_ROUND_PAID_JOB,
  type RevisionRoundPaid,
  revisionRoundInvoices,
  voidRevisionRoundInvoice,
} from '../billing'
import { isBillableRound, moveProject } from './lifecycle'
import { PROJECT_MESSAGES } from './project-messages'
import { clientActionMail } from './projects.mail'
import { findProjectForCustomer, lockProject } from './projects.repo'

/*
 * Revision rounds (docs/decisions/0054-paid-revision-rounds.md): the included ones start when the client asks;
 * one past them is invoiced at its catalog price (EXTRA_REVISION_ROUND_CENTS) and waits, with the project still in
 * review, until the client pays that invoice by card through billing's invoice payment path. Billing then queues
 * REVISION_ROUND_PAID_JOB, and its handler here starts the round, once, under the project's lock.
 */

type ProjectRow = typeof projects.$inferSelect
type RevisionRoundRow = typeof revisionRounds.$inferSelect

const clientActor = (userId: number) => ({ role: 'client' as const, userId })

async function insertRound(tx: Executor, values: typeof revisionRounds.$inferInsert) {
  const [row] = await tx.insert(revisionRounds).values(values).returning()
  return row!
}

async function setRound(tx: Executor, id: number, status: RevisionRoundStatus, startedAt?: Date) {
  await tx
    .update(revisionRounds)
    .set({ status, ...(startedAt ? { startedAt } : {}) })
    .where(eq(revisionRounds.id, id))
}

/** The round of a project that waits for its payment, if one does (under the project's lock, it stays so). */
async function findRoundAwaitingPayment(tx: Executor, projectId: number) {
  const [row] = await tx
    .select()
    .from(revisionRounds)
    .where(and(eq(revisionRounds.projectId, projectId), eq(revisionRounds.status, 'awaiting_payment')))
  return row
}

async function findRoundOfInvoice(tx: Executor, invoiceId: number) {
  const [row] = await tx.select().from(revisionRounds).where(eq(revisionRounds.invoiceId, invoiceId))
  return row
}

/** A project's revision rounds as both sides read them, oldest first, a billable one with its invoice. */
export async function revisionHistory(tx: Executor, project: ProjectRow): Promise<RevisionRound[]> {
  const rows = await tx
    .select()
    .from(revisionRounds)
    .where(eq(revisionRounds.projectId, project.id))
    .orderBy(asc(revisionRounds.round))
  const invoiceIds = rows.flatMap((r) => (r.invoiceId === null ? [] : [r.invoiceId]))
  const invoices = await revisionRoundInvoices(tx, invoiceIds, project.title)
  return rows.map((r) => ({
    round: r.round,
    requests: r.requests,
    billable: r.billable,
    status: r.status as RevisionRoundStatus,
    requestedAt: r.requestedAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    invoice: (r.invoiceId !== null && invoices.get(r.invoiceId)) || null,
  }))
}

/** The studio hears of a round that starts: its number, whether it is paid, and the changes asked for. */
async function roundStartedMail(
  t: TxContext,
  project: ProjectRow,
  round: RevisionRoundRow,
  invoice?: string,
) {
  await enqueueMail(t.tx, {
    to: t.config.studioEmail,
    kind: 'revisions-received',
    ...clientActionMail({
      projectId: project.id,
      title: project.title,
      action: round.billable
        ? `Paid revisions requested (round ${round.round})`
        : `Revisions requested (round ${round.round})`,
      rows: [
        [
          'Round',
          round.billable
            ? `${round.round}: paid (${INCLUDED_REVISION_ROUNDS} rounds are included)`
            : `${round.round} of ${INCLUDED_REVISION_ROUNDS} included`,
        ],
        ...(invoice ? ([['Invoice', invoice]] as [string, string][]) : []),
        ['Changes', round.requests],
      ],
    }),
  })
}

/** Starts a round on a project in review under its lock: back to under_development with the changes kept. */
async function startRound(t: TxContext, project: ProjectRow, round: RevisionRoundRow, invoice?: string) {
  const moved = await moveProject(t, {
    projectId: project.id,
    ownerId: project.userId,
    actor: clientActor(project.userId),
    to: { transition: 'revisionsRequested' },
    note: `Revision round ${round.round} (${
      round.billable
        ? `paid${invoice ? ` by invoice ${invoice}` : ''}`
        : `included, ${round.round} of ${INCLUDED_REVISION_ROUNDS}`
    }): ${round.requests}`,
    set: { revisionRounds: round.round, revisionRequests: round.requests },
    conflictMessage: PROJECT_MESSAGES.notInReview,
    details: { revisionRound: round.round },
  })
  await setRound(t.tx, round.id, 'started', t.clock.now())
  await roundStartedMail(t, project, round, invoice)
  return moved.project
}

/**
 * The client asks for changes (awaiting_approval only). An included round starts at once; a billable one is
 * invoiced and waits for its payment with the project still in review (asked again meanwhile, its text is
 * replaced). Answers the project and what happens next.
 */
export async function requestRevisions(
  t: TxContext,
  project: ProjectRow,
  input: z.output<typeof RequestRevisionsRequestSchema>,
): Promise<{ project: ProjectRow; message: string }> {
  if (project.status !== 'awaiting_approval') throw AppError.conflict(PROJECT_MESSAGES.notInReview)
  const number = project.revisionRounds + 1
  const base = {
    projectId: project.id,
    round: number,
    requests: input.revisionRequests,
    requestedBy: project.userId,
    requestedAt: t.clock.now(),
  }
  if (!isBillableRound(number)) {
    const round = await insertRound(t.tx, { ...base, billable: false, status: 'started' })
    return { project: await startRound(t, project, round), message: PROJECT_MESSAGES.revisionsRequested }
  }
  const waiting = await findRoundAwaitingPayment(t.tx, project.id)
  if (waiting) {
    await t.tx
      .update(revisionRounds)
      .set({ requests: input.revisionRequests })
      .where(eq(revisionRounds.id, waiting.id))
    return { project, message: REVISION_ROUND_MESSAGES.updated(number) }
  }
  const invoice = await issueRevisionRoundInvoice(t, {
    userId: project.userId,
    projectId: project.id,
    projectTitle: project.title,
    round: number,
    amountCents: EXTRA_REVISION_ROUND_CENTS,
  })
  await insertRound(t.tx, { ...base, billable: true, status: 'awaiting_payment', invoiceId: invoice.id })
  t.log.info(
    { event: 'revision_round_invoiced', projectId: project.id, round: number, invoiceId: invoice.id },
    `revision round invoiced at ${extraRoundPrice()}`,
  )
  return { project, message: REVISION_ROUND_MESSAGES.awaitingPayment(number) }
}

/**
 * Before a project leaves review by the client's hand (approval, or taking the round back): the card payments of
 * a round waiting for its payment are closed at the provider, outside the transaction (409 while one is under way).
 */
export async function closeWaitingRoundPayments(ctx: AppContext, projectId: number, userId: number) {
  const project = await findProjectForCustomer(ctx.db, projectId, userId)
  const waiting = project && (await findRoundAwaitingPayment(ctx.db, project.id))
  if (waiting?.invoiceId) await closeInvoiceIntents(ctx, waiting.invoiceId)
}

/**
 * Withdraws the round that waits for its payment, in the caller's transaction under the project's lock: its
 * invoice is cancelled. Answers the round's number, or nothing when none waits; 409 when its payment came first
 * (the round then starts).
 */
export async function withdrawWaitingRound(t: TxContext, projectId: number): Promise<number | undefined> {
  const waiting = await findRoundAwaitingPayment(t.tx, projectId)
  if (!waiting) return undefined
  if (waiting.invoiceId !== null && (await voidRevisionRoundInvoice(t.tx, waiting.invoiceId)) === 'paid')
    throw AppError.conflict(REVISION_ROUND_MESSAGES.paidMeanwhile(waiting.round))
  await setRound(t.tx, waiting.id, 'withdrawn')
  return waiting.round
}

/**
 * REVISION_ROUND_PAID_JOB: a round's invoice is paid, so the round starts, once (the job may run again, and
 * several instances run jobs). Paid while the project had left review (an admin moved it meanwhile), the round is
 * kept as started and the studio is told to do it or credit it.
 */
export async function startPaidRevisionRound(ctx: AppContext, paid: RevisionRoundPaid) {
  await withTransaction(ctx, async (t) => {
    const project = await lockProject(t.tx, paid.projectId)
    const round = project && (await findRoundOfInvoice(t.tx, paid.invoiceId))
    if (!project || !round || round.status !== 'awaiting_payment') return
    const [invoice] = [...(await revisionRoundInvoices(t.tx, [paid.invoiceId], project.title)).values()]
    if (project.status === 'awaiting_approval') {
      await startRound(t, project, round, invoice?.number)
      return
    }
    await setRound(t.tx, round.id, 'started', t.clock.now())
    t.log.error(
      { event: 'revision_round_paid_out_of_review', projectId: project.id, round: round.round },
      'a revision round was paid while its project was not in review',
    )
    await roundStartedMail(
      t,
      { ...project, title: `${project.title} (paid while ${project.status})` },
      round,
      invoice?.number,
    )
  })
}

export function revisionRoundPaidJobHandler(ctx: AppContext): JobHandler {
  return {
    kind: REVISION_ROUND_PAID_JOB,
    async run(payload) {
      await startPaidRevisionRound(ctx, payload as RevisionRoundPaid)
    },
  }
}
