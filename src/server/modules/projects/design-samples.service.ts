import type { z } from 'zod/mini'
import { ADMIN_SAMPLE_STATUSES, type DesignSampleInputSchema } from '../../../shared/contracts/admin-projects'
import { TRANSITIONS, type ProjectStatus } from '../../../shared/lifecycle'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import type { projects } from '../../db/schema/projects'
import { withTransaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import { ADMIN_PROJECT_MESSAGES, admin, lockExisting } from './admin-projects.service'
import {
  deleteDesignSample as removeDesignSample,
  findDesignSample,
  insertDesignSample,
  insertSampleVersion,
  listDesignSamples,
  updateDesignSample as changeDesignSample,
} from './design-samples.repo'
import { moveProject } from './lifecycle'
import { findProject } from './projects.repo'
import { PROJECT_MESSAGES } from './projects.service'
import { designSampleDtos } from './projects.view'

type ProjectRow = typeof projects.$inferSelect

/* The admin's design samples: listed, published (the first moves a waiting project to samples_ready), edited and
 * deleted, only while the project is in one of ADMIN_SAMPLE_STATUSES. */
export async function listAdminDesignSamples(ctx: AppContext, projectId: number) {
  const project = await findProject(ctx.db, projectId)
  if (!project) throw AppError.notFound(PROJECT_MESSAGES.notFound)
  return designSampleDtos(ctx.db, await listDesignSamples(ctx.db, projectId))
}

function requireSampleStatus(project: ProjectRow) {
  if (!(ADMIN_SAMPLE_STATUSES as readonly string[]).includes(project.status)) {
    throw new AppError('INVALID_TRANSITION', ADMIN_PROJECT_MESSAGES.samplesLocked)
  }
}

/**
 * Publishes a sample in the project's current design round. A project still waiting for its designs
 * (requirements_needed, pending_design) moves to samples_ready with it and the client is told; while
 * samples_ready or design_selected it is only added.
 */
export async function addDesignSample(
  ctx: AppContext,
  actor: AuditActor,
  projectId: number,
  input: z.output<typeof DesignSampleInputSchema>,
) {
  return withTransaction(ctx, async (t) => {
    const project = await lockExisting(t.tx, projectId)
    requireSampleStatus(project)
    const sample = await insertDesignSample(t.tx, { projectId, round: project.designRound, ...input })
    const publish = TRANSITIONS.samplesPublished
    if ((publish.from as readonly ProjectStatus[]).includes(project.status as ProjectStatus)) {
      await moveProject(t, {
        projectId,
        actor: admin(actor.userId),
        to: { transition: 'samplesPublished' },
        note: `Published "${sample.title}"`,
        conflictMessage: ADMIN_PROJECT_MESSAGES.samplesLocked,
      })
    }
    await recordAudit(t.tx, actor, {
      action: 'design-sample.create',
      recordType: 'design-sample',
      recordId: sample.id,
      after: sample,
    })
    const [dto] = await designSampleDtos(t.tx, [sample])
    return { success: true, message: ADMIN_PROJECT_MESSAGES.sampleAdded, sample: dto! }
  })
}

/** The sample and its project under the project's row lock, in a status where samples may change. */
async function editableSample(tx: Executor, id: number) {
  const sample = await findDesignSample(tx, id)
  if (!sample) throw AppError.notFound(PROJECT_MESSAGES.sampleNotFound)
  requireSampleStatus(await lockExisting(tx, sample.projectId))
  return sample
}

/**
 * Edits a sample. A new picture or preview is a new version: the one shown until now is kept as an earlier
 * version (its pins stay on it), and the sample's version counts one more; words alone are corrected in place.
 */
export async function updateDesignSample(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof DesignSampleInputSchema>,
) {
  return withTransaction(ctx, async (t) => {
    const before = await editableSample(t.tx, id)
    const newVersion = input.imageUrl !== before.imageUrl || (input.previewUrl ?? null) !== before.previewUrl
    if (newVersion)
      await insertSampleVersion(t.tx, {
        sampleId: id,
        version: before.version,
        title: before.title,
        description: before.description,
        imageUrl: before.imageUrl,
        previewUrl: before.previewUrl,
        designNotes: before.designNotes,
        publishedAt: before.versionPublishedAt ?? before.createdAt,
        replacedAt: t.clock.now(),
      })
    const sample = (await changeDesignSample(t.tx, id, {
      ...input,
      ...(newVersion ? { version: before.version + 1, versionPublishedAt: t.clock.now() } : {}),
    }))!
    await recordAudit(t.tx, actor, {
      action: newVersion ? 'design-sample.new-version' : 'design-sample.update',
      recordType: 'design-sample',
      recordId: id,
      before,
      after: sample,
    })
    const [dto] = await designSampleDtos(t.tx, [sample])
    return {
      success: true,
      message: newVersion ? ADMIN_PROJECT_MESSAGES.sampleNewVersion : ADMIN_PROJECT_MESSAGES.sampleUpdated,
      sample: dto!,
    }
  })
}

export async function deleteDesignSample(ctx: AppContext, actor: AuditActor, id: number) {
  return withTransaction(ctx, async ({ tx }) => {
    const sample = await editableSample(tx, id)
    if (sample.isSelected) throw AppError.conflict(ADMIN_PROJECT_MESSAGES.selectedSample)
    await removeDesignSample(tx, id)
    await recordAudit(tx, actor, {
      action: 'design-sample.delete',
      recordType: 'design-sample',
      recordId: id,
      before: sample,
      after: null,
    })
    return { success: true, message: ADMIN_PROJECT_MESSAGES.sampleDeleted }
  })
}
