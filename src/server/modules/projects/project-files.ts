import type { ProjectFileSource } from '../../../shared/contracts/project-files'
import type { Executor } from '../../db/client'
import { findStoredUpload } from '../uploads'
import { findProject, listInfoRequests } from './projects.repo'
import { listReviewScreenshotRows } from './review-screenshots'

/** A file a project holds outside its thread, for the Files section that the messages module composes. */
export interface ProjectFileRef {
  uploadId: number
  source: ProjectFileSource
  label: string
  from: 'client' | 'studio'
  at: Date
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text)

/**
 * The files of a project that projects keeps: the brief's logo, the files answering the studio's requests, and
 * the screenshots sent with each review (the caller has checked the reader may see the project).
 */
export async function projectFileRefs(tx: Executor, projectId: number): Promise<ProjectFileRef[]> {
  const project = await findProject(tx, projectId)
  if (!project) return []
  const refs: ProjectFileRef[] = []
  const logo = project.logoKey ? await findStoredUpload(tx, project.logoKey) : undefined
  if (logo)
    refs.push({
      uploadId: logo.id,
      source: 'brief',
      label: 'Logo from the brief',
      from: 'client',
      at: project.requirementsSubmittedAt ?? project.createdAt,
    })
  for (const r of await listInfoRequests(tx, projectId))
    for (const uploadId of r.answerUploadIds)
      refs.push({
        uploadId,
        source: 'answer',
        label: `Answer to: ${short(r.details)}`,
        from: 'client',
        at: r.answeredAt ?? r.createdAt,
      })
  // Their files are read by the caller with every other file of the project, in one query.
  for (const s of await listReviewScreenshotRows(tx, projectId))
    refs.push({
      uploadId: s.uploadId,
      source: 'review',
      label: `Screenshot for review ${s.reviewRound}`,
      from: 'studio',
      at: s.createdAt,
    })
  return refs
}
