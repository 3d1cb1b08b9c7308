import { type SQL, and, asc, count, desc, eq, like, or, sql } from 'drizzle-orm'
import type { AdminUserSort } from '../../../shared/contracts/users'
import type { Executor } from '../../db/client'
import { invoices, maintenanceSubscriptions } from '../../db/schema/billing'
import { supportTickets } from '../../db/schema/support'
import { orders } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { users } from '../../db/schema/auth'
import { keptBy, keptByCustomer } from './money-kept'

/*
 * The admin panel's Users tab: accounts with their number of projects and what they have paid, computed by the
 * database in the query that reads the page (never a query per row), and one account with what it holds.
 */

// Written out in full: in a query of one table drizzle leaves its columns unqualified, and an unqualified "id"
// inside the subquery would name the subquery's own table.
const accountId = sql`${sql.identifier('users')}.${sql.identifier('id')}`
/** What a customer has spent: their money kept (money-kept.ts), paid less every refund. */
const paidBy = keptBy(accountId)
const projectsOf = sql<number>`(select count(*) from ${projects} p where p.user_id = ${accountId})::int`

/** The name shown in the table (the address where an account has none), lower-case: what `name` sorts by. */
const shownName = sql`lower(coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email}))`

/** `q` as a LIKE pattern that matches it anywhere in lower-case text, its own `%`, `_` and `\` taken literally. */
function containing(q: string) {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Addresses are stored lower-case; names are lowered here. LIKE on lowered text is a few times cheaper than ILIKE,
 * and a scan of every account's three short columns stays within the list's budget without a trigram index.
 */
function searchCondition(q: string) {
  if (!q) return undefined
  const pattern = containing(q)
  return or(
    like(users.email, pattern),
    like(sql`lower(${users.firstName} || ' ' || ${users.lastName})`, pattern),
  )
}

export interface UsersPageOptions {
  q: string
  sort: AdminUserSort
  limit: number
  offset: number
}

/**
 * How many accounts match, beside each row of the page. A search counts in the scan that finds the page (a window
 * count); without one, the count of every account is a subquery run once, so the newest accounts are still read
 * from the end of an index rather than by reading them all.
 */
const matching = (searching: boolean) =>
  searching ? sql<number>`count(*) over ()` : sql<number>`(select count(*) from ${users})`

const rowColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  createdAt: users.createdAt,
}

/**
 * One page of accounts with their projects and spend, and how many accounts match. Sorted by an account's own
 * column, the figures are subqueries PostgreSQL runs for the page's rows only (after the sort and the limit);
 * sorted by a figure, they are aggregated once for every account and joined, a single pass over projects, or over
 * money kept's entries (paid orders from their index, refunded ones, maintenance invoices, credit notes). Either way the page and the number of matches are one statement, whatever the number of rows (a page
 * past the end counts apart).
 */
export async function listUsersPage(tx: Executor, opts: UsersPageOptions) {
  const where = searchCondition(opts.q)
  const descending = opts.sort.startsWith('-')
  const dir = (e: SQL | typeof users.id) => (descending ? desc(e) : asc(e))
  const key = opts.sort.replace(/^-/, '') as 'joined' | 'name' | 'email' | 'projects' | 'spent'

  let page
  if (key === 'spent' || key === 'projects') {
    const totals =
      key === 'spent'
        ? tx
            .select({
              userId: sql<number>`${sql.identifier('kept')}.user_id`.as('user_id'),
              n: sql<number>`${sql.identifier('kept')}.cents`.as('n'),
            })
            .from(sql`(${keptByCustomer()}) as ${sql.identifier('kept')}`)
            .as('totals')
        : tx
            .select({
              userId: sql<number>`${projects.userId}`.as('user_id'),
              n: sql<number>`count(*)`.as('n'),
            })
            .from(projects)
            .groupBy(projects.userId)
            .as('totals')
    const figure = sql`coalesce(${totals.n}, 0)`
    page = tx
      .select({
        ...rowColumns,
        projectsCount: key === 'projects' ? sql<number>`${figure}::int` : projectsOf,
        spentCents: key === 'spent' ? sql<number>`${figure}::bigint` : paidBy,
        total: matching(!!where),
      })
      .from(users)
      .leftJoin(totals, eq(totals.userId, users.id))
      .where(where)
      .orderBy(dir(figure), dir(users.id))
  } else {
    const sortKey = key === 'joined' ? users.createdAt : key === 'email' ? users.email : shownName
    page = tx
      .select({ ...rowColumns, projectsCount: projectsOf, spentCents: paidBy, total: matching(!!where) })
      .from(users)
      .where(where)
      .orderBy(dir(sortKey as SQL), dir(users.id))
  }
  const rows = await page.limit(opts.limit).offset(opts.offset)
  let total = rows.length ? Number(rows[0]!.total) : 0
  // A page past the end has no row to carry the count: only then is it asked for apart.
  if (!rows.length && opts.offset > 0) {
    const [counted] = await tx.select({ n: count() }).from(users).where(where)
    total = Number(counted!.n)
  }
  return {
    rows: rows.map(({ total: _matching, ...r }) => ({
      ...r,
      projectsCount: Number(r.projectsCount),
      spentCents: Number(r.spentCents),
    })),
    total,
  }
}

/** How many of each list an account's record shows (newest first). */
export const USER_DETAIL_LIST_LIMIT = 50

/**
 * One account with its figures, and its orders, projects, invoices, support tickets and maintenance plans: a
 * query for the account and one per list, none per row. Nothing when there is no such account.
 */
export async function findUserDetail(tx: Executor, id: number) {
  const [user] = await tx
    .select({
      ...rowColumns,
      company: users.company,
      billingAddress: users.billingAddress,
      lastLoginAt: users.lastLoginAt,
      projectsCount: projectsOf,
      spentCents: paidBy,
    })
    .from(users)
    .where(eq(users.id, id))
  if (!user) return undefined
  const limit = USER_DETAIL_LIST_LIMIT
  const userOrders = await tx
    .select({
      id: orders.id,
      title: orders.title,
      status: orders.status,
      amountCents: orders.amountCents,
      currency: orders.currency,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.userId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
  const userProjects = await tx
    .select({
      id: projects.id,
      title: projects.title,
      status: projects.status,
      amountCents: projects.amountCents,
      createdAt: projects.createdAt,
      deliveryDate: projects.deliveryDate,
    })
    .from(projects)
    .where(eq(projects.userId, id))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit)
  const userInvoices = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      totalCents: invoices.totalCents,
      currency: invoices.currency,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(eq(invoices.userId, id))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit)
  const tickets = await tx
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      priority: supportTickets.priority,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, id))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit)
  const plans = await tx
    .select({
      id: maintenanceSubscriptions.id,
      plan: maintenanceSubscriptions.plan,
      billingCycle: maintenanceSubscriptions.billingCycle,
      amountCents: maintenanceSubscriptions.amountCents,
      status: maintenanceSubscriptions.status,
      startDate: maintenanceSubscriptions.startDate,
      endsOn: maintenanceSubscriptions.endsOn,
    })
    .from(maintenanceSubscriptions)
    .where(and(eq(maintenanceSubscriptions.userId, id)))
    .orderBy(desc(maintenanceSubscriptions.createdAt), desc(maintenanceSubscriptions.id))
    .limit(limit)
  return {
    user: { ...user, projectsCount: Number(user.projectsCount), spentCents: Number(user.spentCents) },
    orders: userOrders,
    projects: userProjects,
    invoices: userInvoices,
    supportTickets: tickets,
    subscriptions: plans,
  }
}
