// Clients waiting on the studio: threads whose last word is the client's and has gone unanswered for more than
// 4 working hours (shared/working-time.ts), for the admin overview.
import type { AwaitingReply } from '../../../shared/contracts/messages'
import { displayName } from '../../../shared/display-name'
import { addWorkingHours } from '../../../shared/working-time'
import type { AppContext } from '../../context'
import { listAccountNames } from '../auth'
import { listProjectTitles } from '../projects'
import { listWaitingThreads } from './messages.repo'

/** The studio answers a client within this many working hours. */
export const REPLY_WITHIN_WORKING_HOURS = 4
/** How many the overview shows. */
export const AWAITING_LIMIT = 20
/** Waiting threads read, the longest waiting first: the ones past the window come first. */
const WAITING_READ = 200

export async function listAwaitingReply(ctx: AppContext): Promise<AwaitingReply[]> {
  const now = ctx.clock.now().getTime()
  const waiting = (await listWaitingThreads(ctx.db, WAITING_READ))
    .filter((t) => addWorkingHours(t.waitingSince!, REPLY_WITHIN_WORKING_HOURS).getTime() <= now)
    .slice(0, AWAITING_LIMIT)
  const [titles, names] = await Promise.all([
    listProjectTitles(
      ctx.db,
      waiting.map((t) => t.projectId),
    ),
    listAccountNames(
      ctx.db,
      waiting.map((t) => t.clientUserId),
    ),
  ])
  return waiting.map((t) => {
    const client = names.get(t.clientUserId)
    return {
      projectId: t.projectId,
      title: titles.get(t.projectId) ?? `Project #${t.projectId}`,
      clientName: client ? displayName(client) : 'Client',
      waitingSince: t.waitingSince!.toISOString(),
    }
  })
}
