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
  listDesignSamples,
  updateDesignSample as changeDesignSample,
} from './design-samples.repo'
import { moveProject } from './lifecycle'
import { findProject } from './projects.repo'
import { PROJECT_MESSAGES } from './projects.service'
import { toDesignSampleDto } from './projects.view'

type ProjectRow = typeof projects.$inferSelect

/* The admin's design samples: listed, published (the first moves a waiting project to samples_ready), edited and
 * deleted, only while the project is in one of ADMIN_SAMPLE_STATUSES. */
export async function listAdminDesignSamples(ctx: AppContext, projectId: number) {
  const project = await findProject(ctx.db, projectId)
  if (!project) throw AppError.notFound(PROJECT_MESSAGES.notFound)
  return (await listDesignSamples(ctx.db, projectId)).map(toDesignSampleDto)
}

function requireSampleStatus(project: ProjectRow) {
  if (!(ADMIN_SAMPLE_STATUSES as readonly string[]).includes(project.status)) {
    throw new AppError('INVALID_TRANSITION', ADMIN_PROJECT_MESSAGES.samplesLocked)
  }
}

/**
 * Publishes a sample. A project still waiting for its designs (requirements_needed, pending_design) moves to
 * samples_ready with it and the client is told; while samples_ready or design_selected it is only added.
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
    const sample = await insertDesignSample(t.tx, { projectId, ...input })
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
    return { success: true, message: ADMIN_PROJECT_MESSAGES.sampleAdded, sample: toDesignSampleDto(sample) }
  })
}

/** The sample and its project under the project's row lock, in a status where samples may change. */
async function editableSample(tx: Executor, id: number) {
  const sample = await findDesignSample(tx, id)
  if (!sample) throw AppError.notFound(PROJECT_MESSAGES.sampleNotFound)
  requireSampleStatus(await lockExisting(tx, sample.projectId))
  return sample
}

export async function updateDesignSample(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof DesignSampleInputSchema>,
) {
  return withTransaction(ctx, async ({ tx }) => {
    const before = await editableSample(tx, id)
    const sample = (await changeDesignSample(tx, id, input))!
    await recordAudit(tx, actor, {
      action: 'design-sample.update',
      recordType: 'design-sample',
      recordId: id,
      before,
      after: sample,
    })
    return { success: true, message: ADMIN_PROJECT_MESSAGES.sampleUpdated, sample: toDesignSampleDto(sample) }
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
