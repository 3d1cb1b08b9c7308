// The client answers a request for details in the product: their words and files close it, the studio is told.
import { INFO_REQUEST_MESSAGES, type AnswerInfoRequestSchema } from '../../../shared/contracts/projects'
import type { z } from 'zod/mini'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { findCustomerUpload } from '../uploads'
import { refreshDeliveryDate } from './project-deadline'
import { PROJECT_MESSAGES } from './project-messages'
import { detailsAnsweredMail } from './projects.mail'
import { answerInfoRequestRow, insertProjectEvent, lockInfoRequest, lockProject } from './projects.repo'

/**
 * Answers one request for details of the customer's project, once: under the request's row lock, a second answer
 * (another tab, a double press) is a 409 and changes nothing. Every file must be the customer's own upload. The
 * answer goes on the timeline and to the studio by mail. Someone else's project or request is 404.
 */
export async function answerInfoRequest(
  ctx: AppContext,
  userId: number,
  projectId: number,
  requestId: number,
  input: z.output<typeof AnswerInfoRequestSchema>,
) {
  return withTransaction(ctx, async ({ tx, clock, config }) => {
    const project = await lockProject(tx, projectId)
    if (!project || project.userId !== userId) throw AppError.notFound(PROJECT_MESSAGES.notFound)
    const request = await lockInfoRequest(tx, projectId, requestId)
    if (!request) throw AppError.notFound(INFO_REQUEST_MESSAGES.notFound)
    if (request.answeredAt) throw AppError.conflict(INFO_REQUEST_MESSAGES.answered)
    const uploadIds = [...new Set(input.uploadIds)]
    for (const id of uploadIds)
      if (!(await findCustomerUpload(tx, id, userId)))
        throw new AppError('VALIDATION', INFO_REQUEST_MESSAGES.uploadMissing)
    const now = clock.now()
    await answerInfoRequestRow(tx, request.id, {
      answer: input.answer,
      answerUploadIds: uploadIds,
      answeredAt: now,
    })
    await insertProjectEvent(tx, {
      projectId,
      actorRole: 'client',
      actorUserId: userId,
      kind: 'details_answered',
      note: `Details sent: ${input.answer.length > 200 ? `${input.answer.slice(0, 200)}…` : input.answer}`,
      createdAt: now,
    })
    await refreshDeliveryDate(tx, projectId, now)
    await enqueueMail(tx, {
      to: config.studioEmail,
      kind: 'details-answered',
      ...detailsAnsweredMail({
        id: projectId,
        title: project.title,
        answer: input.answer,
        files: uploadIds.length,
      }),
    })
    return INFO_REQUEST_MESSAGES.sent
  })
}
