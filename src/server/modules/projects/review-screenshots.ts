// The staging site's screenshots the studio sends with a review request: kept per review round, shown on both
// sides with the comments pinned on them, and opened to the client through GET /api/uploads/:id.
import { and, asc, eq } from 'drizzle-orm'
import {
  REVIEW_SCREENSHOT_MESSAGES,
  type SubmitForReviewSchema,
} from '../../../shared/contracts/admin-projects'
import type { ReviewScreenshot } from '../../../shared/contracts/projects'
import type { z } from 'zod/mini'
import type { Executor } from '../../db/client'
import { projects, reviewScreenshots } from '../../db/schema/projects'
import { AppError } from '../../lib/app-error'
import { fileAttachments, findCustomerUpload } from '../uploads'

/**
 * Keeps the screenshots sent with a review request (review `round`), each an image the sender uploaded; one that
 * is not theirs or not a picture refuses the whole request (400), so nothing is half sent.
 */
export async function keepReviewScreenshots(
  tx: Executor,
  projectId: number,
  senderId: number,
  round: number,
  uploadIds: z.output<typeof SubmitForReviewSchema>['screenshotUploadIds'],
) {
  const ids = [...new Set(uploadIds)]
  if (!ids.length) return
  const files = await fileAttachments(tx, ids)
  for (const id of ids) {
    if (!(await findCustomerUpload(tx, id, senderId)))
      throw new AppError('VALIDATION', 'Please upload the screenshot again')
    if (!files.get(id)?.contentType.startsWith('image/'))
      throw new AppError('VALIDATION', REVIEW_SCREENSHOT_MESSAGES.notImage)
  }
  await tx
    .insert(reviewScreenshots)
    .values(ids.map((uploadId) => ({ projectId, reviewRound: round, uploadId })))
}

/** A project's review screenshots as stored (their uploads' ids), oldest first. */
export function listReviewScreenshotRows(tx: Executor, projectId: number) {
  return tx
    .select()
    .from(reviewScreenshots)
    .where(eq(reviewScreenshots.projectId, projectId))
    .orderBy(asc(reviewScreenshots.id))
}

/** A project's review screenshots, oldest first, with their files, in two reads. */
export async function listReviewScreenshots(tx: Executor, projectId: number): Promise<ReviewScreenshot[]> {
  const rows = await listReviewScreenshotRows(tx, projectId)
  const files = await fileAttachments(
    tx,
    rows.map((r) => r.uploadId),
  )
  return rows.flatMap((r) => {
    const file = files.get(r.uploadId)
    return file ? [{ id: r.id, reviewRound: r.reviewRound, file, createdAt: r.createdAt.toISOString() }] : []
  })
}

/** The screenshot of this project, locked so that two pins at once are numbered one after the other. */
export async function lockProjectScreenshot(tx: Executor, projectId: number, screenshotId: number) {
  const [row] = await tx
    .select({ id: reviewScreenshots.id })
    .from(reviewScreenshots)
    .where(and(eq(reviewScreenshots.id, screenshotId), eq(reviewScreenshots.projectId, projectId)))
    .for('update')
  return row
}

/** Whether an upload is a review screenshot of one of this customer's projects (they may open it). */
export async function clientMayOpenReviewScreenshot(tx: Executor, uploadId: number, customerId: number) {
  const [row] = await tx
    .select({ id: reviewScreenshots.id })
    .from(reviewScreenshots)
    .innerJoin(projects, eq(projects.id, reviewScreenshots.projectId))
    .where(and(eq(reviewScreenshots.uploadId, uploadId), eq(projects.userId, customerId)))
    .limit(1)
  return row !== undefined
}
