// A rush project that misses its date gets its rush fee back by itself: once, whatever the number of instances
// sweeping, with a credit note and the refund the finance dashboard makes, the client told.
import { and, eq, isNotNull, isNull, lt, ne } from 'drizzle-orm'
import { TZDate } from '@date-fns/tz'
import { RUSH_FEE_CENTS } from '../../../shared/catalog'
import { formatDate, formatIsoDay } from '../../../shared/dates'
import { formatMoney } from '../../../shared/money'
import { STUDIO_TIME_ZONE } from '../../../shared/working-time'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { projects } from '../../db/schema/projects'
import { withTransaction } from '../../db/transaction'
import { addNotification } from '../notifications'
import { studioHolidays } from '../site-settings'
import { deadlineOf, projectPauses } from './project-deadline'
import {
  insertProjectEvent,
  listInfoRequests,
  listProjectEvents,
  lockProject,
  updateProject,
} from './projects.repo'

type ProjectRow = typeof projects.$inferSelect

/** The order's refund (orders' refundOrder), given in by its caller: orders depends on projects, not back. */
export type RefundOrderAmount = (
  orderId: number,
  input: { amount: number; reason: string; cancelProject: false },
) => Promise<{ refundId: number }>

/** Candidates read per sweep; the rest wait for the next one. */
const LATE_RUSH_READ = 200

const londonDay = (moment: Date) => formatIsoDay(new TZDate(moment.getTime(), STUDIO_TIME_ZONE))

/**
 * Rush projects whose stored date has passed and whose fee has not been refunded: a delivered one only when it
 * was delivered after its date. Each is checked again under its lock before anything is refunded.
 */
export async function listLateRushProjects(ctx: AppContext): Promise<number[]> {
  const today = londonDay(ctx.clock.now())
  const rows = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.timeline, 'rush'),
        isNull(projects.rushRefundClaimedAt),
        lt(projects.deliveryDate, today),
        ne(projects.status, 'cancelled'),
        isNotNull(projects.requirementsSubmittedAt),
      ),
    )
    .orderBy(projects.deliveryDate)
    .limit(LATE_RUSH_READ)
  return rows.map((r) => r.id)
}

/** The day the project was due, when it has missed it (delivered after it, or not delivered by now); else null. */
async function missedDate(tx: Executor, row: ProjectRow, now: Date): Promise<string | null> {
  if (row.status === 'delivered')
    return row.deliveredAt && row.deliveryDate && londonDay(row.deliveredAt) > row.deliveryDate
      ? row.deliveryDate
      : null
  const events = await listProjectEvents(tx, row.id)
  const requests = await listInfoRequests(tx, row.id)
  const deadline = deadlineOf(row, projectPauses(events, requests), await studioHolidays(tx), now)
  return deadline?.late ? deadline.dueDate : null
}

/**
 * Refunds a late rush project's fee. Under the project's row lock it is claimed (only while unclaimed and late),
 * then committed, so of two sweeps at once one refunds; then the order's own refund runs (the card refunded, a
 * credit note, the client mailed); then the refund is tied to the project with a timeline entry and a
 * notification. When the refund fails the claim is taken back, for the next sweep. Answers whether it refunded.
 */
export async function refundLateRush(ctx: AppContext, projectId: number, refundOrder: RefundOrderAmount) {
  const claimed = await withTransaction(ctx, async ({ tx, clock }) => {
    const row = await lockProject(tx, projectId)
    if (!row || row.timeline !== 'rush' || row.rushRefundClaimedAt || row.status === 'cancelled') return null
    const due = await missedDate(tx, row, clock.now())
    if (!due) return null
    await updateProject(tx, projectId, { rushRefundClaimedAt: clock.now() })
    return { row, due }
  })
  if (!claimed) return false
  const { row, due } = claimed
  const fee = formatMoney(RUSH_FEE_CENTS, 'USD', { whole: false })
  let refundId: number
  try {
    ;({ refundId } = await refundOrder(row.orderId, {
      amount: RUSH_FEE_CENTS / 100,
      reason: `"${row.title}" was not delivered by its rush date, ${formatDate(due)}: the rush fee is refunded.`,
      cancelProject: false,
    }))
  } catch (err) {
    await withTransaction(ctx, async ({ tx }) => {
      await lockProject(tx, projectId)
      await updateProject(tx, projectId, { rushRefundClaimedAt: null })
    })
    throw err
  }
  await withTransaction(ctx, async ({ tx, clock }) => {
    await lockProject(tx, projectId)
    await updateProject(tx, projectId, { rushRefundId: refundId })
    const note = `Not delivered by its rush date, ${formatDate(due)}: the rush fee of ${fee} is refunded.`
    await insertProjectEvent(tx, {
      projectId,
      actorRole: 'system',
      kind: 'rush_fee_refunded',
      note,
      createdAt: clock.now(),
    })
    await addNotification(tx, {
      userId: row.userId,
      projectId,
      type: 'order_update',
      title: 'Your rush fee is refunded',
      message: `We missed the rush date of "${row.title}" (${formatDate(due)}), so your rush fee of ${fee} is refunded to your card. We are sorry for the wait.`,
    })
  })
  return true
}
