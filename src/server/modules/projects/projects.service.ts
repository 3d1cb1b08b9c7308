import {
  clientSeesSamples,
  NEW_DESIGNS_MESSAGES,
  type ProjectSetupRequestSchema,
  type RequestNewDesignsRequestSchema,
  type RequestRevisionsRequestSchema,
  type SelectDesignRequestSchema,
} from '../../../shared/contracts/projects'
import { type TimelineId, TIMELINE_OPTIONS } from '../../../shared/catalog'
import { formatDate } from '../../../shared/dates'
import { projectDeadline } from '../../../shared/deadline'
import { studioHolidays } from '../site-settings'
import { REVISION_ROUND_MESSAGES } from '../../../shared/contracts/revision-rounds'
import type { z } from 'zod/mini'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import type { projects } from '../../db/schema/projects'
import { type TxContext, withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { findCustomerUpload } from '../uploads'
import { designSampleDtos, projectDetail, projectNaming, toProjectDto } from './projects.view'
import { PROJECT_MESSAGES } from './project-messages'
import { findProjectDesignSample, listDesignSamples, selectDesignSample } from './design-samples.repo'
import { openDeliveryPasswords } from './delivery-secrets'
import { moveProject } from './lifecycle'
import {
  closeWaitingRoundPayments,
  requestRevisions as askForRevisions,
  withdrawWaitingRound,
} from './revision-rounds'
import { clientActionMail, requirementsReceivedMail } from './projects.mail'
import {
  findProject,
  findProjectForCustomer,
  findProjectForOrder,
  listProjectsForCustomer,
  lockProject,
} from './projects.repo'

type ProjectRow = typeof projects.$inferSelect

export { PROJECT_MESSAGES } from './project-messages'

export async function listProjects(ctx: AppContext, userId: number) {
  const rows = await listProjectsForCustomer(ctx.db, userId)
  return rows.map((row) => toProjectDto(row, openDeliveryPasswords(ctx.config.secretsKey, row)))
}

export async function getProject(ctx: AppContext, userId: number, id: number) {
  const row = await findProjectForCustomer(ctx.db, id, userId)
  if (!row) throw AppError.notFound(PROJECT_MESSAGES.notFound)
  return projectDetail(ctx.db, ctx.config.secretsKey, row, ctx.clock.now())
}

/** The customer's project under its row lock, or 404 (someone else's project is not found). */
async function lockOwnProject(tx: Executor, id: number, userId: number) {
  const row = await lockProject(tx, id)
  if (!row || row.userId !== userId) throw AppError.notFound(PROJECT_MESSAGES.notFound)
  return row
}

const client = (userId: number) => ({ role: 'client' as const, userId })

/**
 * The requirements form: stored with the logo's key, the delivery date set (7 business days from now, 5 with
 * rush), the project moved to `pending_design` through the lifecycle (timeline, notice and mail to the client)
 * and the studio mailed. Only from `requirements_needed` (409 otherwise); someone else's project is 404.
 */
export async function submitRequirements(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof ProjectSetupRequestSchema>,
) {
  const { projectId, logoUploadId, ...fields } = input
  return withTransaction(ctx, async (t) => {
    const { tx, clock, config } = t
    const project = await lockOwnProject(tx, projectId, userId)
    let logoKey: string | null = null
    if (logoUploadId) {
      const upload = await findCustomerUpload(tx, logoUploadId, userId)
      if (!upload) throw new AppError('VALIDATION', PROJECT_MESSAGES.logoMissing)
      logoKey = upload.key
    }
    const now = clock.now()
    const days = TIMELINE_OPTIONS[project.timeline as TimelineId].businessDays
    const holidays = await studioHolidays(tx)
    const deliveryDate = projectDeadline({ startedAt: now, businessDays: days, holidays, now }).dueDate
    // Named from what the customer told us, where the order left it unnamed or untyped.
    const named = projectNaming({ ...project, requirements: fields })
    const moved = await moveProject(t, {
      projectId: project.id,
      ownerId: userId,
      actor: client(userId),
      to: { transition: 'requirementsSubmitted' },
      note: `Delivery date set to ${formatDate(deliveryDate)}`,
      set: {
        requirements: fields,
        logoKey,
        companyName: fields.companyName,
        ...named,
        requirementsSubmittedAt: now,
        deliveryDate,
      },
      conflictMessage: PROJECT_MESSAGES.alreadySubmitted,
    })
    await enqueueMail(tx, {
      to: config.studioEmail,
      kind: 'requirements-received',
      ...requirementsReceivedMail({ id: project.id, title: named.title, deliveryDate }),
    })
    return { success: true, message: PROJECT_MESSAGES.received, project: toProjectDto(moved.project) }
  })
}

/** The samples of the customer's project, once there are samples to show (clientSeesSamples; 409 before). */
export async function listClientDesignSamples(ctx: AppContext, userId: number, projectId: number) {
  const project = await findProjectForCustomer(ctx.db, projectId, userId)
  if (!project) throw AppError.notFound(PROJECT_MESSAGES.notFound)
  if (!clientSeesSamples(project)) {
    throw new AppError('INVALID_TRANSITION', PROJECT_MESSAGES.samplesNotReady)
  }
  return designSampleDtos(ctx.db, await listDesignSamples(ctx.db, project.id))
}

async function actionAnswer(t: TxContext, row: ProjectRow, message: string) {
  return {
    success: true,
    message,
    project: await projectDetail(t.tx, t.config.secretsKey, row, t.clock.now()),
  }
}

/** The client picks one of the project's samples (samples_ready only), with optional feedback for the designer. */
export async function selectDesign(
  ctx: AppContext,
  userId: number,
  projectId: number,
  input: z.output<typeof SelectDesignRequestSchema>,
) {
  return withTransaction(ctx, async (t) => {
    const project = await lockOwnProject(t.tx, projectId, userId)
    const sample = await findProjectDesignSample(t.tx, project.id, input.sampleId)
    if (!sample) throw AppError.notFound(PROJECT_MESSAGES.sampleNotFound)
    if (sample.round !== project.designRound) throw AppError.conflict(NEW_DESIGNS_MESSAGES.earlierRound)
    const feedback = input.feedback ? input.feedback : null
    const moved = await moveProject(t, {
      projectId: project.id,
      ownerId: userId,
      actor: client(userId),
      to: { transition: 'designSelected' },
      note: `Chose "${sample.title}"${feedback ? `. Feedback: ${feedback}` : ''}`,
      conflictMessage: PROJECT_MESSAGES.notChoosing,
    })
    await selectDesignSample(t.tx, project.id, sample.id, feedback)
    await enqueueMail(t.tx, {
      to: t.config.studioEmail,
      kind: 'design-selected',
      ...clientActionMail({
        projectId: project.id,
        title: project.title,
        action: 'A client has chosen a design',
        rows: [
          ['Design', `${sample.title} (sample #${sample.id})`],
          ...(feedback ? [['Feedback', feedback] as [string, string]] : []),
        ],
      }),
    })
    return actionAnswer(t, moved.project, PROJECT_MESSAGES.designSelected)
  })
}

/**
 * None of the samples suits the client (samples_ready only): back to pending_design with their feedback, the
 * next design round counted; the studio publishes that round's samples as it did the first (they are shown
 * again, and the earlier rounds stay in view).
 */
export async function requestNewDesigns(
  ctx: AppContext,
  userId: number,
  projectId: number,
  input: z.output<typeof RequestNewDesignsRequestSchema>,
) {
  return withTransaction(ctx, async (t) => {
    const project = await lockOwnProject(t.tx, projectId, userId)
    const round = project.designRound + 1
    const moved = await moveProject(t, {
      projectId: project.id,
      ownerId: userId,
      actor: client(userId),
      to: { transition: 'newDesignsRequested' },
      note: `Asked for new designs (round ${round}): ${input.feedback}`,
      set: { designRound: round },
      conflictMessage: PROJECT_MESSAGES.notChoosing,
    })
    await enqueueMail(t.tx, {
      to: t.config.studioEmail,
      kind: 'new-designs-requested',
      ...clientActionMail({
        projectId: project.id,
        title: project.title,
        action: 'A client has asked for new designs',
        rows: [
          ['Design round', String(round)],
          ['Feedback', input.feedback],
        ],
      }),
    })
    return actionAnswer(t, moved.project, PROJECT_MESSAGES.newDesignsRequested)
  })
}

/** The client approves the finished site (awaiting_approval only): the project is completed, ready to deliver. */
export async function approveProject(ctx: AppContext, userId: number, projectId: number) {
  // Approving instead of paying for a round that waits: the round is withdrawn with its invoice.
  await closeWaitingRoundPayments(ctx, projectId, userId)
  return withTransaction(ctx, async (t) => {
    const project = await lockOwnProject(t.tx, projectId, userId)
    if (project.status === 'awaiting_approval') await withdrawWaitingRound(t, project.id)
    const moved = await moveProject(t, {
      projectId: project.id,
      ownerId: userId,
      actor: client(userId),
      to: { transition: 'approved' },
      note: 'The client approved the website',
      conflictMessage: PROJECT_MESSAGES.notInReview,
    })
    await enqueueMail(t.tx, {
      to: t.config.studioEmail,
      kind: 'project-approved',
      ...clientActionMail({
        projectId: project.id,
        title: project.title,
        action: 'A client has approved their website',
        rows: [['Next step', 'Deliver the project']],
      }),
    })
    return actionAnswer(t, moved.project, PROJECT_MESSAGES.approved)
  })
}

/**
 * The client asks for changes (awaiting_approval only): an included round moves the project back to
 * under_development with the text kept and the round counted; one past INCLUDED_REVISION_ROUNDS is invoiced first
 * and starts once it is paid (revision-rounds.ts).
 */
export async function requestRevisions(
  ctx: AppContext,
  userId: number,
  projectId: number,
  input: z.output<typeof RequestRevisionsRequestSchema>,
) {
  return withTransaction(ctx, async (t) => {
    const locked = await lockOwnProject(t.tx, projectId, userId)
    const { project, message } = await askForRevisions(t, locked, input)
    return actionAnswer(t, project, message)
  })
}

/** The client takes back a billable round before paying it: its invoice is cancelled, the site stays in review. */
export async function withdrawRevisionRound(ctx: AppContext, userId: number, projectId: number) {
  await closeWaitingRoundPayments(ctx, projectId, userId)
  return withTransaction(ctx, async (t) => {
    const project = await lockOwnProject(t.tx, projectId, userId)
    const round = await withdrawWaitingRound(t, project.id)
    if (round === undefined) throw AppError.conflict(REVISION_ROUND_MESSAGES.nothingToWithdraw)
    return actionAnswer(t, project, REVISION_ROUND_MESSAGES.withdrawn(round))
  })
}

/**
 * A customer's own project, for another module checking what it is given (a plan, a ticket): undefined when
 * there is no such project or it is someone else's.
 */
export function findCustomerProject(tx: Executor, id: number, userId: number) {
  return findProjectForCustomer(tx, id, userId)
}

/** The order a project was bought with: any project's (staff), or only the customer's own with `userId`. */
export async function findProjectOrderId(tx: Executor, id: number, userId?: number) {
  const row = userId === undefined ? await findProject(tx, id) : await findProjectForCustomer(tx, id, userId)
  return row?.orderId
}

/** The project a paid order became, if it has one yet. */
export function findOrderProject(tx: Executor, orderId: number) {
  return findProjectForOrder(tx, orderId)
}
