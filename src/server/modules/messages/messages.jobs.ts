// A mail for new messages, one per batch: the first message of a quiet thread queues the mail a few minutes ahead,
// and whatever else is written meanwhile goes in the same mail. What the reader already read in the product is not
// mailed at all.
import type { MessageAuthor } from '../../../shared/contracts/messages'
import { greeting } from '../../../shared/display-name'
import { projectPagePath } from '../../../shared/project-pages'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { renderMail } from '../../integrations/mail/render'
import { enqueueJob } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/runner'
import { findAccount } from '../auth'
import { findStaffProject } from '../projects'
import * as repo from './messages.repo'

export const THREAD_MAIL_JOB = 'thread-mail'
/** How long a batch gathers before its mail goes. */
export const THREAD_MAIL_DELAY_MS = 5 * 60_000
/** The messages a mail quotes in full; the rest are counted. */
const QUOTED = 5
const EXCERPT = 600

type Recipient = MessageAuthor

/**
 * Queues the mail to `to` about a new message, in the writer's transaction under the thread's lock: only when
 * none is queued yet, so a batch of messages makes one job and one mail.
 */
export async function scheduleThreadMail(tx: Executor, thread: repo.ThreadRow, to: Recipient, now: Date) {
  const due = to === 'client' ? thread.clientMailDueAt : thread.studioMailDueAt
  if (due) return
  const runAt = new Date(now.getTime() + THREAD_MAIL_DELAY_MS)
  await repo.updateThread(
    tx,
    thread.projectId,
    to === 'client' ? { clientMailDueAt: runAt } : { studioMailDueAt: runAt },
  )
  await enqueueJob(tx, { kind: THREAD_MAIL_JOB, payload: { projectId: thread.projectId, to }, runAt })
}

const excerpt = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT)}…` : body)

/**
 * Sends one batch: under the thread's lock, the other side's messages since the last mail that the recipient has
 * not read yet. The batch is closed either way, so the next message starts a new one.
 */
export async function sendThreadMail(ctx: AppContext, projectId: number, to: Recipient) {
  await withTransaction(ctx, async ({ tx, config }) => {
    const project = await findStaffProject(tx, projectId)
    if (!project) return
    const thread = await repo.lockThread(tx, projectId, project.userId)
    const mailedThrough = to === 'client' ? thread.clientMailedThrough : thread.studioMailedThrough
    const read =
      to === 'client'
        ? await repo.findLastRead(tx, projectId, project.userId)
        : await repo.furthestStaffRead(tx, projectId, project.userId)
    const fresh = await repo.listMessagesFrom(
      tx,
      projectId,
      to === 'client' ? 'studio' : 'client',
      mailedThrough,
    )
    const unread = fresh.filter((m) => m.id > read)
    const through = fresh.at(-1)?.id ?? mailedThrough
    await repo.updateThread(
      tx,
      projectId,
      to === 'client'
        ? { clientMailDueAt: null, clientMailedThrough: through }
        : { studioMailDueAt: null, studioMailedThrough: through },
    )
    if (!unread.length) return
    const quoted = unread.slice(-QUOTED).map((m) => excerpt(m.body))
    const more = unread.length - quoted.length
    const count = unread.length === 1 ? 'a new message' : `${unread.length} new messages`
    if (to === 'client') {
      const client = await findAccount(tx, project.userId)
      if (!client) return
      const url = `${config.publicUrl}${projectPagePath.client(projectId)}#messages`
      await enqueueMail(tx, {
        to: client.email,
        kind: 'thread-message',
        ...renderMail({
          subject: `The studio has sent you ${count} about "${project.title}"`,
          heading: 'New messages about your website',
          paragraphs: [
            greeting(client.firstName),
            `The studio has sent you ${count} about "${project.title}":`,
            ...quoted,
            ...(more > 0 ? [`And ${more} more.`] : []),
            `Read and answer them on your project's page: ${url}`,
          ],
        }),
      })
    } else {
      const url = `${config.publicUrl}${projectPagePath.studio(projectId)}#messages`
      await enqueueMail(tx, {
        to: config.studioEmail,
        kind: 'thread-message',
        ...renderMail({
          subject: `A client has sent ${count}: ${project.title} (project #${projectId})`,
          heading: 'New messages from a client',
          paragraphs: [
            `Project #${projectId}, "${project.title}":`,
            ...quoted,
            ...(more > 0 ? [`And ${more} more.`] : []),
            `Answer on the project's page: ${url}`,
          ],
        }),
      })
    }
  })
}

export function threadMailJobHandler(ctx: AppContext): JobHandler {
  return {
    kind: THREAD_MAIL_JOB,
    async run(payload) {
      const { projectId, to } = payload as { projectId: number; to: Recipient }
      await sendThreadMail(ctx, projectId, to)
    },
  }
}
