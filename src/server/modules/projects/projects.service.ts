import type { ProjectSetupRequestSchema, Project } from '../../../shared/contracts/projects'
import { TIMELINES, type TimelineId } from '../../../shared/catalog'
import { addBusinessDays } from '../../../shared/dates'
import { STATUS_LABELS, STATUS_PROGRESS, TRANSITIONS, type ProjectStatus } from '../../../shared/lifecycle'
import type { Timeline } from '../../../shared/states'
import type { z } from 'zod/mini'
import type { AppContext } from '../../context'
import type { projects } from '../../db/schema/projects'
import { notifications } from '../../db/schema/notifications'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { requirementsReceivedMail } from '../orders/orders.mail'
import { findUploadForUser } from '../uploads/uploads.repo'
import { findProjectForCustomer, listProjectsForCustomer, transitionProject } from './projects.repo'

type ProjectRow = typeof projects.$inferSelect

export const PROJECT_MESSAGES = {
  notFound: 'Project not found',
  alreadySubmitted: 'The requirements for this project have already been submitted.',
  logoMissing: 'Your logo upload was not found. Please choose the file again.',
  received: "Thank you! We have your requirements and we'll start on your designs.",
} as const

export function toProjectDto(row: ProjectRow): Project {
  return {
    id: row.id,
    orderId: row.orderId,
    userId: row.userId,
    title: row.title,
    businessType: row.businessType,
    description: row.description,
    status: row.status as ProjectStatus,
    totalAmount: (row.amountCents / 100).toFixed(2),
    createdAt: row.createdAt.toISOString(),
    deliveryDate: row.deliveryDate,
    pages: row.pages,
    extraPages: row.extraPages,
    selectedAddons: row.addons,
    timeline: row.timeline as Timeline,
    companyName: row.companyName,
    stagingUrl: row.stagingUrl,
    requirementsSubmittedAt: row.requirementsSubmittedAt?.toISOString() ?? null,
    hasLogo: !!row.logoKey,
    statusLabel: STATUS_LABELS[row.status as ProjectStatus] ?? row.status,
    progress: STATUS_PROGRESS[row.status as ProjectStatus] ?? 0,
    finalReviewSubmittedAt: row.finalReviewSubmittedAt?.toISOString() ?? null,
    revisionRounds: row.revisionRounds,
    revisionRequests: row.revisionRequests,
    websiteUrl: row.websiteUrl,
    adminUrl: row.adminUrl,
    adminUsername: row.adminUsername,
    adminPassword: null,
    ftpHost: row.ftpHost,
    ftpUsername: row.ftpUsername,
    ftpPassword: null,
    deliveryNotes: row.deliveryNotes,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  }
}

export async function listProjects(ctx: AppContext, userId: number) {
  return (await listProjectsForCustomer(ctx.db, userId)).map(toProjectDto)
}

export async function getProject(ctx: AppContext, userId: number, id: number) {
  const row = await findProjectForCustomer(ctx.db, id, userId)
  if (!row) throw AppError.notFound(PROJECT_MESSAGES.notFound)
  return { ...toProjectDto(row), events: [], infoRequests: [] }
}

/**
 * The requirements form: stored with the logo's key, the delivery date set (7 business days from now, 5 with
 * rush), the project moved to `pending_design` with its timeline entry, the client notified and the studio
 * mailed. Only from `requirements_needed` (409 otherwise); someone else's project is 404.
 */
export async function submitRequirements(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof ProjectSetupRequestSchema>,
) {
  const { projectId, logoUploadId, ...fields } = input
  return withTransaction(ctx, async ({ tx, clock, config }) => {
    const project = await findProjectForCustomer(tx, projectId, userId)
    if (!project) throw AppError.notFound(PROJECT_MESSAGES.notFound)
    let logoKey: string | null = null
    if (logoUploadId) {
      const upload = await findUploadForUser(tx, logoUploadId, userId)
      if (!upload) throw new AppError('VALIDATION', PROJECT_MESSAGES.logoMissing)
      logoKey = upload.key
    }
    const now = clock.now()
    const days = TIMELINES[project.timeline as TimelineId].businessDays
    const deliveryDate = addBusinessDays(now, days)
    const moved = await transitionProject(tx, {
      id: project.id,
      userId,
      from: TRANSITIONS.requirementsSubmitted.from,
      to: TRANSITIONS.requirementsSubmitted.to,
      kind: 'requirementsSubmitted',
      actorRole: 'client',
      actorUserId: userId,
      note: `Delivery date set to ${deliveryDate}`,
      set: {
        requirements: fields,
        logoKey,
        companyName: fields.companyName,
        requirementsSubmittedAt: now,
        deliveryDate,
      },
    })
    if (!moved) throw new AppError('INVALID_TRANSITION', PROJECT_MESSAGES.alreadySubmitted)
    await tx.insert(notifications).values({
      userId,
      projectId: project.id,
      type: 'order_update',
      title: 'Requirements received',
      message: `We have your requirements for "${project.title}". Your website is due on ${deliveryDate}.`,
    })
    await enqueueMail(tx, {
      to: config.studioEmail,
      kind: 'requirements-received',
      ...requirementsReceivedMail({ id: project.id, title: project.title, deliveryDate }),
    })
    return { success: true, message: PROJECT_MESSAGES.received, project: toProjectDto(moved.project) }
  })
}
