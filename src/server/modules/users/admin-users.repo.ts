import { type SQL, asc, count, desc, eq, like, or, sql } from 'drizzle-orm'
import type { AdminUserSort } from '../../../shared/contracts/users'
import type { Executor } from '../../db/client'
import { users } from '../../db/schema/auth'

/*
 * The admin panel's Users tab: a page of accounts, searched and sorted, and one account. The figures beside them
 * (projects, money kept) are the owning modules' (users.service.ts composes them): sorted by a figure, the page is
 * read in the order of that module's ranking, handed in as data.
 */

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

/**
 * A figure per account, from the module that owns it, ranked: least first, ties by id. The accounts not named
 * have 0.
 */
export interface AccountFigures {
  userIds: readonly number[]
  figures: readonly number[]
}

export interface UsersPageOptions {
  q: string
  sort: AdminUserSort
  limit: number
  offset: number
  /** With a sort by `projects` or `spent`: the figure it sorts by, per account. */
  ranking?: AccountFigures
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

const intArray = (list: readonly number[]) => `{${list.join(',')}}`

/**
 * One page of accounts and how many accounts match, in one statement whatever the number of rows (a page past the
 * end counts apart). Sorted by a figure, the figures are joined as arrays (`unnest`), an account without one at 0,
 * ties by id; `figure` is then the figure sorted by.
 */
export async function listUsersPage(tx: Executor, opts: UsersPageOptions) {
  const where = searchCondition(opts.q)
  const descending = opts.sort.startsWith('-')
  const dir = (e: SQL | typeof users.id) => (descending ? desc(e) : asc(e))
  const key = opts.sort.replace(/^-/, '') as 'joined' | 'name' | 'email' | 'projects' | 'spent'
  let page
  if (key === 'spent' || key === 'projects') {
    const ranking = opts.ranking ?? { userIds: [], figures: [] }
    const totals = tx
      .select({
        userId: sql<number>`${sql.identifier('t')}.user_id`.as('user_id'),
        n: sql<number>`${sql.identifier('t')}.n`.as('n'),
      })
      .from(
        sql`unnest(${intArray(ranking.userIds)}::int[], ${intArray(ranking.figures)}::bigint[]) as ${sql.identifier('t')}(user_id, n)`,
      )
      .as('totals')
    const figure = sql`coalesce(${totals.n}, 0)`
    page = tx
      .select({ ...rowColumns, figure: sql<number>`${figure}`, total: matching(!!where) })
      .from(users)
      .leftJoin(totals, eq(totals.userId, users.id))
      .where(where)
      .orderBy(dir(figure), dir(users.id))
  } else {
    const sortKey = key === 'joined' ? users.createdAt : key === 'email' ? users.email : shownName
    page = tx
      .select({ ...rowColumns, figure: sql<number>`0`, total: matching(!!where) })
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
    rows: rows.map(({ total: _matching, ...r }) => ({ ...r, figure: Number(r.figure) })),
    total,
  }
}

/**
 * A page sorted by a figure, the most first, with no search, when it lies wholly among the accounts whose figure is
 * above 0 (`slice`, the ranking's, most first, a whole page of them): those come first whatever the others (at 0 or below), so only the
 * page's accounts are read, with the count of every account. Nothing when the page reaches an account at 0 or
 * below (or one that is gone), for the statement that joins the whole ranking.
 */
export async function listRankedPage(
  tx: Executor,
  slice: readonly { id: number; figure: number }[],
  pageSize: number,
) {
  if (slice.length !== pageSize || slice.some((s) => !(s.figure > 0))) return undefined
  const rows = await tx
    .select({ ...rowColumns, total: matching(false) })
    .from(users)
    .where(sql`${users.id} = any(${intArray(slice.map((s) => s.id))}::int[])`)
  const byId = new Map(rows.map(({ total: _matching, ...r }) => [r.id, r]))
  if (byId.size !== slice.length) return undefined
  return {
    rows: slice.map((s) => ({ ...byId.get(s.id)!, figure: s.figure })),
    total: Number(rows[0]!.total),
  }
}

/** One account as its record on the Users tab shows it; nothing when there is no such account. */
export async function findAccountRecord(tx: Executor, id: number) {
  const [user] = await tx
    .select({
      ...rowColumns,
      company: users.company,
      billingAddress: users.billingAddress,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.id, id))
  return user
}
