import type { Database } from '../db/client'
import { invoices } from '../db/schema/billing'
import { notifications } from '../db/schema/notifications'
import { seedCustomer, seedPaidOrder } from '../db/seed/factories'
import { insertSubscription } from '../modules/billing/subscriptions.repo'

/** The dashboard's first screen: the four reads the browser makes at once. */
export const DASHBOARD_READS = [
  '/api/dashboard/projects',
  '/api/dashboard/notifications',
  '/api/dashboard/invoices',
  '/api/dashboard/subscriptions',
] as const

/**
 * A signed-in client with `projects` paid projects (each with its invoice while `invoices` last), `notifications`
 * notices (every third unread) and `subscriptions` maintenance plans, written directly. Answers the user and token.
 */
export async function seedDashboardClient(
  db: Database,
  counts: { projects: number; notifications: number; invoices: number; subscriptions: number },
) {
  const { user, token } = await seedCustomer(db)
  const paid: Array<Awaited<ReturnType<typeof seedPaidOrder>>> = []
  for (let i = 0; i < counts.projects; i++)
    paid.push(
      await seedPaidOrder(db, { userId: user.id, title: `Website ${i + 1}`, amountCents: 100_00 + i }),
    )
  const t0 = Date.now() - counts.notifications * 60_000
  if (counts.notifications)
    await db.insert(notifications).values(
      Array.from({ length: counts.notifications }, (_, i) => ({
        userId: user.id,
        projectId: paid[i % Math.max(1, paid.length)]?.project?.id ?? null,
        type: 'order_update' as const,
        title: `Update ${i + 1}`,
        message: `Your project moved on (${i + 1}).`,
        isRead: i % 3 !== 0,
        createdAt: new Date(t0 + i * 60_000),
      })),
    )
  if (counts.invoices) {
    const stamp = `${user.id}`.padStart(6, '0')
    await db.insert(invoices).values(
      paid.slice(0, counts.invoices).map((order, i) => ({
        number: `INV-T${stamp}-${i + 1}`,
        userId: user.id,
        orderId: order.id,
        projectId: order.project!.id,
        status: 'paid' as const,
        lines: [
          { description: 'Website package (5 pages)', quantity: 1, unitCents: 100_00, amountCents: 100_00 },
        ],
        subtotalCents: 100_00,
        totalCents: 100_00,
        issuedAt: new Date(t0 + i * 60_000),
        paidAt: new Date(t0 + i * 60_000),
      })),
    )
  }
  for (let i = 0; i < counts.subscriptions; i++)
    await insertSubscription(db, {
      userId: user.id,
      projectId: paid[i]?.project?.id ?? null,
      plan: 'basic',
      billingCycle: 'monthly',
      monthlyCents: 15_00,
      features: ['security_updates'],
      startDate: '2027-01-01',
    })
  return { user, token }
}

/**
 * Counts the SQL statements Drizzle sends through `db` (its logger, swapped in place: nothing else changes).
 * Transactions opened meanwhile log through the same options, so their statements count too.
 */
export function countQueries(db: Database) {
  type Logger = { logQuery(query: string, params: unknown[]): void }
  const session = (db as unknown as { session: { logger: Logger; options?: { logger?: Logger } } }).session
  // The session's logger is changed in place, not replaced: prepared queries (db/prepared.ts) keep the logger they
  // were built with. Transactions take theirs from the options.
  const logger = session.logger
  const saved = { own: Object.getOwnPropertyDescriptor(logger, 'logQuery'), options: session.options?.logger }
  const queries: string[] = []
  logger.logQuery = (query) => void queries.push(query)
  if (session.options) session.options.logger = logger
  return {
    queries,
    reset: () => void queries.splice(0),
    stop() {
      if (saved.own) Object.defineProperty(logger, 'logQuery', saved.own)
      else delete (logger as Partial<Logger>).logQuery
      if (session.options) session.options.logger = saved.options
    },
  }
}
