import { projectPagePath } from '../../../shared/project-pages'
import { refreshDeliveryDate } from './project-deadline'
import type { z } from 'zod/mini'
import {
  type AdminProject,
  type AdminProjectDetail,
  type DeliverProjectSchema,
  type ListAdminProjectsQuerySchema,
  type ProjectClientSchema,
  type RequestDetailsSchema,
  type SendNotificationSchema,
  SPECIFIC_ITEM_LABELS,
  type SubmitForReviewSchema,
  type UpdateProjectStatusSchema,
} from '../../../shared/contracts/admin-projects'
import { normalizeStatus } from '../../../shared/lifecycle'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import type { projects } from '../../db/schema/projects'
import { type TxContext, withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import { findCustomerAccount, listAccountNames, listCustomerIds } from '../auth'
import { maintenanceAtDelivery } from '../billing'
import { addNotification, addNotificationForEach } from '../notifications'
import { countProjects, findProjectWithSamples, listProjectsPage } from './admin-projects.repo'
import { sealDeliveryPasswords } from './delivery-secrets'
import { listDesignSamples } from './design-samples.repo'
import { isBillableRound, moveProject } from './lifecycle'
import { detailsRequestedMail, studioMessageMail } from './projects.mail'
import { findProjectForCustomer, insertInfoRequest, insertProjectEvent, lockProject } from './projects.repo'
import { PROJECT_MESSAGES } from './projects.service'
import { designSampleDtos, projectDetail, toProjectDto } from './projects.view'
import { keepReviewScreenshots } from './review-screenshots'
import { formatDate } from '../../../shared/dates'
import { INFO_REQUEST_URGENCY_WORDS } from '../../../shared/states'

type ProjectRow = typeof projects.$inferSelect
type ProjectClient = z.infer<typeof ProjectClientSchema>

export const ADMIN_PROJECT_MESSAGES = {
  customerNotFound: 'Customer not found',
  samplesLocked: 'Design samples can be changed only before development starts.',
  selectedSample: 'The client has chosen this design, so it cannot be deleted.',
  notInDevelopment: 'Only a project under development can be submitted for review.',
  notCompleted: 'Only a completed project can be delivered.',
  changed: 'This project has just changed. Please reload it and try again.',
  updated: 'Project updated',
  sampleAdded: 'Design sample added',
  sampleUpdated: 'Design sample updated',
  sampleNewVersion: 'New version published; the earlier one is kept with its comments',
  sampleDeleted: 'Design sample deleted',
  submitted: 'Submitted for review',
  delivered: 'Project delivered',
  detailsRequested: 'Details requested',
  notificationSent: 'Notification sent',
} as const

export const admin = (userId: number) => ({ role: 'admin' as const, userId })
/** Where a mail to the client sends them: the project's page when it is about one, else the dashboard. */
const dashboardUrl = (ctx: { config: AppContext['config'] }, projectId?: number | null) =>
  `${ctx.config.publicUrl}${projectId ? projectPagePath.client(projectId) : '/dashboard'}`

function toAdminProject(row: ProjectRow, user: ProjectClient, samplesCount: number): AdminProject {
  return {
    ...toProjectDto(row),
    user,
    billableRevisions: isBillableRound(row.revisionRounds),
    samplesCount,
  }
}

export async function listAdminProjects(
  ctx: AppContext,
  query: z.output<typeof ListAdminProjectsQuerySchema>,
) {
  const { page, pageSize, status } = query
  const [rows, total] = await Promise.all([
    listProjectsPage(ctx.db, {
      ...(status ? { status } : {}),
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    countProjects(ctx.db, status),
  ])
  const clients = await listAccountNames(
    ctx.db,
    rows.map((r) => r.project.userId),
  )
  return {
    items: rows.map((r) => toAdminProject(r.project, clients.get(r.project.userId)!, r.samplesCount)),
    page,
    pageSize,
    total,
  }
}

/**
 * One project for the panel: client, timeline, requests for details and samples. The delivery passwords stay
 * closed: Show access details opens them, and the audit log records each time (access-details.ts).
 */
/** One project with its client and number of samples; none when there is no such project. */
export async function findProjectWithClient(tx: Executor, id: number) {
  const found = await findProjectWithSamples(tx, id)
  if (!found) return undefined
  const user = (await listAccountNames(tx, [found.project.userId])).get(found.project.userId)
  return user && { ...found, user }
}

async function adminDetail(tx: Executor, id: number, now: Date): Promise<AdminProjectDetail> {
  const found = await findProjectWithClient(tx, id)
  if (!found) throw AppError.notFound(PROJECT_MESSAGES.notFound)
  const detail = await projectDetail(tx, null, found.project, now)
  const samples = await listDesignSamples(tx, id)
  return {
    ...detail,
    user: found.user,
    billableRevisions: isBillableRound(found.project.revisionRounds),
    samplesCount: samples.length,
    designSamples: await designSampleDtos(tx, samples),
  }
}

export async function getAdminProject(ctx: AppContext, id: number) {
  return adminDetail(ctx.db, id, ctx.clock.now())
}

/** An admin action's answer: its message and the project as it now is. */
export async function answer(t: TxContext, id: number, message: string) {
  return { success: true, message, project: await adminDetail(t.tx, id, t.clock.now()) }
}

export async function lockExisting(tx: Executor, id: number) {
  const row = await lockProject(tx, id)
  if (!row) throw AppError.notFound(PROJECT_MESSAGES.notFound)
  return row
}

/**
 * The panel's status picker: any status but the current one and `delivered` (Deliver Project does that), an
 * older name (pending, in_progress, review) read as its status today. The note goes on the timeline and to the
 * client.
 */
export async function updateProjectStatus(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof UpdateProjectStatusSchema>,
) {
  const status = normalizeStatus(input.status)!
  return withTransaction(ctx, async (t) => {
    const before = await lockExisting(t.tx, id)
    const note = input.note || null
    await moveProject(t, {
      projectId: id,
      actor: admin(actor.userId),
      to: { status },
      note,
      conflictMessage: ADMIN_PROJECT_MESSAGES.changed,
      details: { clientNote: note },
    })
    await recordAudit(t.tx, actor, {
      action: 'project.status',
      recordType: 'project',
      recordId: id,
      before: { status: before.status },
      after: { status, note },
    })
    return answer(t, id, ADMIN_PROJECT_MESSAGES.updated)
  })
}

/** The staging site goes to the client for review (under_development only). */
export async function submitForReview(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof SubmitForReviewSchema>,
) {
  return withTransaction(ctx, async (t) => {
    const before = await lockExisting(t.tx, id)
    const notes = input.notes || null
    // This review is the first, or the one after the last revision round.
    await keepReviewScreenshots(t.tx, id, actor.userId, before.revisionRounds + 1, input.screenshotUploadIds)
    await moveProject(t, {
      projectId: id,
      actor: admin(actor.userId),
      to: { transition: 'finalReviewSubmitted' },
      note: `Staging site: ${input.stagingUrl}${notes ? `. ${notes}` : ''}`,
      set: { stagingUrl: input.stagingUrl, finalReviewSubmittedAt: t.clock.now() },
      conflictMessage: ADMIN_PROJECT_MESSAGES.notInDevelopment,
      details: { stagingUrl: input.stagingUrl, notes },
    })
    await recordAudit(t.tx, actor, {
      action: 'project.submit-for-review',
      recordType: 'project',
      recordId: id,
      before: { status: before.status, stagingUrl: before.stagingUrl },
      after: {
        status: 'final_review',
        stagingUrl: input.stagingUrl,
        notes,
        screenshots: input.screenshotUploadIds.length,
      },
    })
    return answer(t, id, ADMIN_PROJECT_MESSAGES.submitted)
  })
}

/**
 * Delivers a completed project: the access details stored with the passwords sealed, the client told (the mail
 * points to the dashboard and carries no credential) and, with maintenanceIncluded, one month of maintenance
 * free (a paid plan starts only when the client chooses one with a card). Delivering again (a project moved back
 * to completed to correct its details) keeps what it has: one free month and one plan per project.
 */
export async function deliverProject(
  ctx: AppContext,
  actor: AuditActor,
  input: z.output<typeof DeliverProjectSchema>,
) {
  const id = input.projectId
  return withTransaction(ctx, async (t) => {
    const project = await lockExisting(t.tx, id)
    const now = t.clock.now()
    // A move that does not apply (409) rolls this back with it.
    const plan = await maintenanceAtDelivery(t, {
      userId: project.userId,
      projectId: id,
      included: input.maintenanceIncluded,
    })
    const maintenanceFreeUntil = plan.freeUntil
    const maintenanceNote = maintenanceFreeUntil
      ? `. Maintenance free until ${formatDate(maintenanceFreeUntil)}; nothing is billed unless the client chooses a plan`
      : plan.continuing
        ? '. Its maintenance plan continues'
        : ''
    await moveProject(t, {
      projectId: id,
      actor: admin(actor.userId),
      to: { transition: 'delivered' },
      note: `Delivered: ${input.websiteUrl}${maintenanceNote}`,
      set: {
        websiteUrl: input.websiteUrl,
        adminUrl: input.adminUrl,
        adminUsername: input.adminUsername || null,
        ftpHost: input.ftpHost || null,
        ftpUsername: input.ftpUsername || null,
        deliveryNotes: input.deliveryNotes || null,
        deliveredAt: now,
        ...sealDeliveryPasswords(t.config.secretsKey, id, input),
      },
      conflictMessage: ADMIN_PROJECT_MESSAGES.notCompleted,
      details: { maintenanceFreeUntil },
    })
    await recordAudit(t.tx, actor, {
      action: 'project.deliver',
      recordType: 'project',
      recordId: id,
      before: { status: project.status, websiteUrl: project.websiteUrl },
      // The passwords are removed by recordAudit.
      after: { status: 'delivered', ...input, maintenanceFreeUntil },
    })
    return answer(t, id, ADMIN_PROJECT_MESSAGES.delivered)
  })
}

/** Asks the client for more details: kept on the project and its timeline (no status change), told and mailed. */
export async function requestDetails(
  ctx: AppContext,
  actor: AuditActor,
  input: z.output<typeof RequestDetailsSchema>,
) {
  return withTransaction(ctx, async (t) => {
    const { tx } = t
    const found = await findProjectWithClient(tx, input.projectId)
    if (!found) throw AppError.notFound(PROJECT_MESSAGES.notFound)
    const { project, user } = found
    const request = await insertInfoRequest(tx, {
      projectId: project.id,
      requestType: input.requestType,
      urgency: input.urgency,
      details: input.details,
      specificItems: input.specificItems,
      createdBy: actor.userId,
      createdAt: t.clock.now(),
    })
    // The clock stands still while the request is open.
    await refreshDeliveryDate(tx, project.id, t.clock.now())
    const neededBy = INFO_REQUEST_URGENCY_WORDS[input.urgency]
    const items = input.specificItems.map((i) => SPECIFIC_ITEM_LABELS[i])
    await insertProjectEvent(tx, {
      projectId: project.id,
      actorRole: 'admin',
      actorUserId: actor.userId,
      kind: 'details_requested',
      note: `${input.requestType}, needed ${neededBy}: ${input.details}${items.length ? ` (${items.join(', ')})` : ''}`,
    })
    await addNotification(tx, {
      userId: project.userId,
      projectId: project.id,
      type: 'order_update',
      title: 'More details needed',
      message: `We need a few more details for "${project.title}", ${neededBy}: ${input.details}${items.length ? ` (${items.join(', ')})` : ''}`,
    })
    await enqueueMail(tx, {
      to: user.email,
      kind: 'details-requested',
      ...detailsRequestedMail({
        title: project.title,
        firstName: user.firstName,
        dashboardUrl: dashboardUrl(t, project.id),
        details: input.details,
        items,
        neededBy,
      }),
    })
    await recordAudit(tx, actor, {
      action: 'project.request-details',
      recordType: 'project',
      recordId: project.id,
      before: null,
      after: { infoRequestId: request.id, ...input },
    })
    return answer(t, project.id, ADMIN_PROJECT_MESSAGES.detailsRequested)
  })
}

/**
 * A notice from the studio: to one customer in the app and by mail (404 if that user is not a customer, or the
 * project named is not theirs), or with userId null to every customer in the app (their ids read, then one insert).
 */
export async function sendNotification(
  ctx: AppContext,
  actor: AuditActor,
  input: z.output<typeof SendNotificationSchema>,
) {
  return withTransaction(ctx, async (t) => {
    const { tx } = t
    const notice = { type: input.type, title: input.title, message: input.message }
    if (input.userId === null) {
      const sent = await addNotificationForEach(tx, await listCustomerIds(tx), notice)
      await recordAudit(tx, actor, {
        action: 'notification.broadcast',
        recordType: 'notification',
        recordId: 'all-customers',
        after: { ...notice, sent },
      })
      return { success: true, message: ADMIN_PROJECT_MESSAGES.notificationSent, sent }
    }
    const customer = await findCustomerAccount(tx, input.userId)
    if (!customer) throw AppError.notFound(ADMIN_PROJECT_MESSAGES.customerNotFound)
    if (input.projectId && !(await findProjectForCustomer(tx, input.projectId, customer.id))) {
      throw AppError.notFound(PROJECT_MESSAGES.notFound)
    }
    const sentNotice = await addNotification(tx, {
      userId: customer.id,
      projectId: input.projectId ?? null,
      ...notice,
    })
    await recordAudit(tx, actor, {
      action: 'notification.send',
      recordType: 'notification',
      recordId: sentNotice.id,
      after: { userId: customer.id, projectId: input.projectId ?? null, ...notice },
    })
    await enqueueMail(tx, {
      to: customer.email,
      kind: 'studio-message',
      ...studioMessageMail({
        firstName: customer.firstName,
        title: input.title,
        message: input.message,
        dashboardUrl: dashboardUrl(t, input.projectId),
      }),
    })
    return { success: true, message: ADMIN_PROJECT_MESSAGES.notificationSent, sent: 1 }
  })
}
