// A project's brief: the requirements form's answers as submitted, the logo, and every correction its client made
// until the design started, each kept with who and when.
import {
  BRIEF_EDITABLE_STATUSES,
  BRIEF_MESSAGES,
  type BriefChange,
  type ProjectBrief,
  SETUP_FIELD_NAMES,
  type UpdateBriefRequestSchema,
} from '../../../shared/contracts/projects'
import type { ActorRole } from '../../../shared/states'
import type { z } from 'zod/mini'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import type { projects } from '../../db/schema/projects'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { findCustomerUpload, findStoredUpload } from '../uploads'
import { insertBriefChange, listBriefChanges } from './brief.repo'
import { PROJECT_MESSAGES } from './project-messages'
import { briefChangedMail } from './projects.mail'
import { insertProjectEvent, lockProject, updateProject } from './projects.repo'

type ProjectRow = typeof projects.$inferSelect
type FieldName = BriefChange['fields'][number]['name']

const editable = (status: string) => (BRIEF_EDITABLE_STATUSES as readonly string[]).includes(status)

/** Each answered field of the stored form, by its name (an empty answer is none). */
function answersOf(row: ProjectRow): ProjectBrief['answers'] {
  const stored = row.requirements ?? {}
  const answers: ProjectBrief['answers'] = {}
  for (const name of SETUP_FIELD_NAMES) {
    const value = stored[name]
    if (typeof value === 'string' && value.trim()) answers[name] = value
  }
  return answers
}

/** The brief as submitted and corrected since, with its corrections; null before the form is submitted. */
export async function briefOf(tx: Executor, row: ProjectRow): Promise<ProjectBrief | null> {
  if (!row.requirementsSubmittedAt) return null
  const logo = row.logoKey ? await findStoredUpload(tx, row.logoKey) : undefined
  const changes = await listBriefChanges(tx, row.id)
  return {
    submittedAt: row.requirementsSubmittedAt.toISOString(),
    answers: answersOf(row),
    logo: logo ? { uploadId: logo.id, name: logo.originalName } : null,
    editable: editable(row.status),
    changes: changes.map((c) => ({
      at: c.createdAt.toISOString(),
      by: c.actorRole as ActorRole,
      fields: c.changes.map((f) => ({ name: f.field as FieldName, before: f.before, after: f.after })),
    })),
  }
}

/**
 * The client corrects their brief: the whole form again, the logo replaced only when a new upload is named.
 * Only while the design has not started (409 after, and before the form was first submitted); someone else's
 * project is 404. What changed is kept (field by field, before and after), put on the timeline and mailed to
 * the studio; a form with no change keeps nothing.
 */
export async function updateBrief(
  ctx: AppContext,
  userId: number,
  projectId: number,
  input: z.output<typeof UpdateBriefRequestSchema>,
) {
  const { logoUploadId, ...fields } = input
  return withTransaction(ctx, async ({ tx, clock, config }) => {
    const row = await lockProject(tx, projectId)
    if (!row || row.userId !== userId) throw AppError.notFound(PROJECT_MESSAGES.notFound)
    if (!row.requirementsSubmittedAt || !editable(row.status)) throw AppError.conflict(BRIEF_MESSAGES.locked)
    const before = answersOf(row)
    const after: Record<string, string> = fields
    const changed: Array<{ field: FieldName; before: string; after: string }> = []
    for (const name of SETUP_FIELD_NAMES) {
      const was = before[name] ?? ''
      const now = after[name]?.trim() ? after[name]! : ''
      if (was !== now) changed.push({ field: name, before: was, after: now })
    }
    let logoKey = row.logoKey
    if (logoUploadId) {
      const upload = await findCustomerUpload(tx, logoUploadId, userId)
      if (!upload) throw new AppError('VALIDATION', PROJECT_MESSAGES.logoMissing)
      if (upload.key !== row.logoKey) {
        const old = row.logoKey ? await findStoredUpload(tx, row.logoKey) : undefined
        changed.push({ field: 'logo', before: old?.originalName ?? '', after: upload.originalName })
        logoKey = upload.key
      }
    }
    if (!changed.length) return { success: true, message: BRIEF_MESSAGES.unchanged, changed }
    const now = clock.now()
    await updateProject(tx, row.id, {
      requirements: { ...(row.requirements ?? {}), ...fields },
      companyName: fields.companyName,
      logoKey,
    })
    await insertBriefChange(tx, {
      projectId: row.id,
      actorRole: 'client',
      actorUserId: userId,
      changes: changed,
      createdAt: now,
    })
    await insertProjectEvent(tx, {
      projectId: row.id,
      actorRole: 'client',
      actorUserId: userId,
      kind: 'brief_updated',
      note: `Brief changed: ${changed.length} ${changed.length === 1 ? 'answer' : 'answers'}`,
      createdAt: now,
    })
    await enqueueMail(tx, {
      to: config.studioEmail,
      kind: 'brief-changed',
      ...briefChangedMail({ id: row.id, title: row.title, changed }),
    })
    return { success: true, message: BRIEF_MESSAGES.saved, changed }
  })
}
