// How a project reads in the API: its row, timeline, requests for details, samples and deadline as the DTOs
// both sides are answered with.
import { revisionHistory } from './revision-rounds'
import {
  type DesignSample,
  type InfoRequest,
  type Project,
  type ProjectDetail,
  type ProjectEvent,
} from '../../../shared/contracts/projects'
import { type TimelineId } from '../../../shared/catalog'
import { studioHolidays } from '../site-settings'
import { deadlineOf, projectPauses } from './project-deadline'
import { STATUS_LABELS, STATUS_PROGRESS, type ProjectStatus } from '../../../shared/lifecycle'
import { type ActorRole, infoRequestDueAt } from '../../../shared/states'
import { orderName } from '../../../shared/contracts/orders'
import type { FileAttachment } from '../../../shared/contracts/uploads'
import type { Executor } from '../../db/client'
import type { infoRequests, projectEvents, projects } from '../../db/schema/projects'
import { fileAttachments } from '../uploads'
import { briefOf } from './brief'
import { type DesignSampleRow, type DesignSampleVersionRow, listSampleVersions } from './design-samples.repo'
import { type DeliveryPasswords, openDeliveryPasswords } from './delivery-secrets'
import { listInfoRequests, listProjectEvents } from './projects.repo'
import { listReviewScreenshots } from './review-screenshots'

type ProjectRow = typeof projects.$inferSelect

const CLOSED: DeliveryPasswords = { adminPassword: null, ftpPassword: null }

/** What the requirements form told us that names the project. */
function told(row: ProjectRow): { companyName?: string; businessType?: string } {
  const r = row.requirements ?? {}
  return {
    ...(typeof r.companyName === 'string' ? { companyName: r.companyName } : {}),
    ...(typeof r.businessType === 'string' && r.businessType ? { businessType: r.businessType } : {}),
  }
}

/**
 * A project's name and business type from what the customer told us: the order's title, else the company's name
 * (from the requirements, else the invoice's); the order's business type, else the requirements'. The
 * placeholder title and 'other' are shown only when nothing better is known.
 */
export function projectNaming(row: ProjectRow): { title: string; businessType: string } {
  const { companyName, businessType } = told(row)
  return {
    title: orderName(row.title, companyName, row.companyName),
    businessType: row.businessType !== 'other' ? row.businessType : (businessType ?? row.businessType),
  }
}

/** A project as the contracts show it. Delivery passwords are closed unless opened ones are passed. */
export function toProjectDto(row: ProjectRow, passwords: DeliveryPasswords = CLOSED): Project {
  return {
    id: row.id,
    orderId: row.orderId,
    userId: row.userId,
    ...projectNaming(row),
    description: row.description,
    status: row.status as ProjectStatus,
    totalAmountCents: row.amountCents,
    createdAt: row.createdAt.toISOString(),
    deliveryDate: row.deliveryDate,
    pages: row.pages,
    extraPages: row.extraPages,
    freePages: row.freePages,
    selectedAddons: row.addons,
    timeline: row.timeline as TimelineId,
    companyName: row.companyName,
    stagingUrl: row.stagingUrl,
    requirementsSubmittedAt: row.requirementsSubmittedAt?.toISOString() ?? null,
    hasLogo: !!row.logoKey,
    statusLabel: STATUS_LABELS[row.status as ProjectStatus] ?? row.status,
    progress: STATUS_PROGRESS[row.status as ProjectStatus] ?? 0,
    finalReviewSubmittedAt: row.finalReviewSubmittedAt?.toISOString() ?? null,
    revisionRounds: row.revisionRounds,
    designRound: row.designRound,
    revisionRequests: row.revisionRequests,
    websiteUrl: row.websiteUrl,
    adminUrl: row.adminUrl,
    adminUsername: row.adminUsername,
    adminPassword: passwords.adminPassword,
    ftpHost: row.ftpHost,
    ftpUsername: row.ftpUsername,
    ftpPassword: passwords.ftpPassword,
    deliveryNotes: row.deliveryNotes,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  }
}

export function toEventDto(row: typeof projectEvents.$inferSelect): ProjectEvent {
  return {
    id: row.id,
    kind: row.kind,
    actorRole: row.actorRole as ActorRole,
    fromStatus: (row.fromStatus as ProjectStatus | null) ?? null,
    toStatus: (row.toStatus as ProjectStatus | null) ?? null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A request for details as both sides read it; `files` gives its answer's files by id. */
export function toInfoRequestDto(
  row: typeof infoRequests.$inferSelect,
  files: Map<number, FileAttachment>,
): InfoRequest {
  const urgency = row.urgency as InfoRequest['urgency']
  return {
    id: row.id,
    requestType: row.requestType as InfoRequest['requestType'],
    urgency,
    details: row.details,
    specificItems: row.specificItems,
    createdAt: row.createdAt.toISOString(),
    dueAt: infoRequestDueAt(urgency, row.createdAt)?.toISOString() ?? null,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    attachments: row.answerUploadIds.flatMap((uploadId) => files.get(uploadId) ?? []),
  }
}

function toDesignSampleDto(row: DesignSampleRow, versions: DesignSampleVersionRow[]): DesignSample {
  return {
    id: row.id,
    projectId: row.projectId,
    round: row.round,
    version: row.version,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    previewUrl: row.previewUrl,
    designNotes: row.designNotes,
    isSelected: row.isSelected,
    clientFeedback: row.clientFeedback,
    createdAt: row.createdAt.toISOString(),
    versions: versions.map((v) => ({
      version: v.version,
      title: v.title,
      description: v.description,
      imageUrl: v.imageUrl,
      previewUrl: v.previewUrl,
      designNotes: v.designNotes,
      publishedAt: v.publishedAt.toISOString(),
      replacedAt: v.replacedAt.toISOString(),
    })),
  }
}

/** Samples as both sides read them, each with its earlier versions (one read for all of them). */
export async function designSampleDtos(tx: Executor, rows: DesignSampleRow[]): Promise<DesignSample[]> {
  const versions = await listSampleVersions(
    tx,
    rows.map((r) => r.id),
  )
  return rows.map((r) =>
    toDesignSampleDto(
      r,
      versions.filter((v) => v.sampleId === r.id),
    ),
  )
}

/**
 * A project with its timeline (oldest first) and requests for details (newest first), the passwords opened with
 * `key` (the owner's view), or closed without one (the staff's, who open them through the audited reveal).
 */
export async function projectDetail(
  tx: Executor,
  key: Buffer | null,
  row: ProjectRow,
  now: Date,
): Promise<ProjectDetail> {
  // One after the other: `tx` may be a transaction's one connection.
  const events = await listProjectEvents(tx, row.id)
  const requests = await listInfoRequests(tx, row.id)
  const holidays = await studioHolidays(tx)
  const files = await fileAttachments(
    tx,
    requests.flatMap((r) => r.answerUploadIds),
  )
  const screenshots = await listReviewScreenshots(tx, row.id)
  return {
    ...toProjectDto(row, key ? openDeliveryPasswords(key, row) : CLOSED),
    events: events.map(toEventDto),
    reviewScreenshots: screenshots,
    infoRequests: requests.map((r) => toInfoRequestDto(r, files)),
    brief: await briefOf(tx, row),
    deadline: deadlineOf(row, projectPauses(events, requests), holidays, now),
    revisionHistory: await revisionHistory(tx, row),
  }
}
