import type { z } from 'zod/mini'
import type { UserRole } from '../../../shared/contracts/auth'
import type {
  AdminUser,
  AdminUserDetail,
  CreateUserRequest,
  ListAdminUsersQuerySchema,
} from '../../../shared/contracts/users'
import type { ProjectStatus } from '../../../shared/lifecycle'
import type {
  InvoiceStatus,
  MaintenancePlanName,
  OrderStatus,
  SUBSCRIPTION_STATUSES,
  SupportPriority,
  TicketStatus,
} from '../../../shared/states'
import { toCurrency } from '../../../shared/money'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import type { Database, Executor } from '../../db/client'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { randomToken } from '../../lib/crypto'
import { assertUncommonPassword, hashPassword } from '../../lib/password'
import { accountCreatedMail } from './users.mail'
import { createPasswordSetupLink, hasOpenPasswordSetupLink, insertAccount, toUserDto } from '../auth'
import { type AuditActor, recordAudit } from '../audit'
import { listCustomerInvoicesBrief, listCustomerPlansBrief } from '../billing'
import { listCustomerOrdersBrief, moneyKeptByCustomer, rankByMoneyKept, topByMoneyKept } from '../orders'
import { countProjectsByCustomer, listCustomerProjectsBrief } from '../projects'
import { listCustomerTicketsBrief } from '../support'
import { findAccountRecord, listRankedPage, listUsersPage } from './admin-users.repo'
import { countUsersByRole, findFirstIdOfRole, staffWithoutPassword } from './users.repo'

type UserFigures = {
  id: number
  email: string
  firstName: string
  lastName: string
  phone: string
  role: UserRole
  createdAt: Date
  projectsCount: number
  spentCents: number
}

function toAdminUser(r: UserFigures): AdminUser {
  return {
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    phone: r.phone,
    role: r.role,
    projectsCount: r.projectsCount,
    totalSpentCents: r.spentCents,
    createdAt: r.createdAt.toISOString(),
  }
}

/**
 * The Users tab: a page of accounts matching the search, in the order asked for, with how many match, and each
 * account's projects (projects') and money kept (orders' and billing's). Sorted by one of those figures, the owning
 * module ranks every account that has one and the page is read in that order (the others at 0, ties by id); the
 * other figure is read for the page's accounts alone. A few statements whatever the number of rows, in one
 * transaction so the figures agree with the page.
 */
export async function listUsers(ctx: AppContext, query: z.output<typeof ListAdminUsersQuerySchema>) {
  const { page, pageSize, q, sort } = query
  const key = sort.replace(/^-/, '')
  const { rows, total, projects, kept } = await withTransaction(ctx, async ({ tx }) => {
    const offset = (page - 1) * pageSize
    // The most spent first, no search: the best `offset + pageSize` are enough when they all spent something;
    // when they are every account that spent anything, they are the whole ranking.
    const best = sort === '-spent' && !q ? await topByMoneyKept(tx, offset + pageSize) : undefined
    const top =
      best &&
      (await listRankedPage(
        tx,
        best.ranked.slice(offset, offset + pageSize).map((r) => ({ id: r.userId, figure: r.cents })),
        pageSize,
      ))
    const ranking = top
      ? undefined
      : best?.complete
        ? best.ranked.map((r) => ({ userId: r.userId, n: r.cents })).reverse()
        : key === 'spent'
          ? (await rankByMoneyKept(tx)).map((r) => ({ userId: r.userId, n: r.cents }))
          : key === 'projects'
            ? (await countProjectsByCustomer(tx)).map((r) => ({ userId: r.userId, n: r.count }))
            : undefined
    const found =
      top ??
      (await listUsersPage(tx, {
        q,
        sort,
        limit: pageSize,
        offset,
        ...(ranking
          ? { ranking: { userIds: ranking.map((r) => r.userId), figures: ranking.map((r) => r.n) } }
          : {}),
      }))
    const ids = found.rows.map((r) => r.id)
    const projects =
      key === 'projects'
        ? new Map(found.rows.map((r) => [r.id, r.figure]))
        : new Map((await countProjectsByCustomer(tx, ids)).map((r) => [r.userId, r.count]))
    const kept =
      key === 'spent'
        ? new Map(found.rows.map((r) => [r.id, r.figure]))
        : new Map([...(await moneyKeptByCustomer(tx, { userIds: ids }))].map(([id, k]) => [id, k.cents]))
    return { ...found, projects, kept }
  })
  const items = rows.map((r) =>
    toAdminUser({ ...r, projectsCount: projects.get(r.id) ?? 0, spentCents: kept.get(r.id) ?? 0 }),
  )
  return { items, page, pageSize, total }
}

/** How many of each list an account's record shows (newest first). */
export const USER_DETAIL_LIST_LIMIT = 50

/**
 * One account with its figures, and its orders, projects, invoices, support tickets and maintenance plans, each
 * read from the module that owns it: a query for the account, one per list (the projects' with their count) and
 * money kept's, none per row, in one transaction. Nothing when there is no such account.
 */
async function findUserDetail(ctx: AppContext, id: number) {
  const limit = USER_DETAIL_LIST_LIMIT
  return withTransaction(ctx, async ({ tx }) => {
    const user = await findAccountRecord(tx, id)
    if (!user) return undefined
    const kept = await moneyKeptByCustomer(tx, { userIds: [id] })
    const orders = await listCustomerOrdersBrief(tx, id, limit)
    const projects = await listCustomerProjectsBrief(tx, id, limit)
    const invoices = await listCustomerInvoicesBrief(tx, id, limit)
    const supportTickets = await listCustomerTicketsBrief(tx, id, limit)
    const subscriptions = await listCustomerPlansBrief(tx, id, limit)
    return {
      user: { ...user, projectsCount: projects.total, spentCents: kept.get(id)?.cents ?? 0 },
      orders,
      projects: projects.projects,
      invoices,
      supportTickets,
      subscriptions,
    }
  })
}

/** One account as the admin opens it: its figures, orders, projects, invoices, tickets and plans. */
export async function getAdminUser(ctx: AppContext, id: number): Promise<AdminUserDetail> {
  const found = await findUserDetail(ctx, id)
  if (!found) throw AppError.notFound('User not found')
  const iso = (d: Date | null) => (d ? d.toISOString() : null)
  return {
    user: {
      ...toAdminUser(found.user),
      company: found.user.company,
      billingAddress: found.user.billingAddress,
      lastLoginAt: iso(found.user.lastLoginAt),
    },
    orders: found.orders.map((o) => ({
      id: o.id,
      title: o.title,
      status: o.status as OrderStatus,
      amountCents: o.amountCents,
      currency: toCurrency(o.currency),
      createdAt: o.createdAt.toISOString(),
      paidAt: iso(o.paidAt),
    })),
    projects: found.projects.map((p) => ({
      id: p.id,
      title: p.title,
      status: p.status as ProjectStatus,
      totalAmountCents: p.amountCents,
      createdAt: p.createdAt.toISOString(),
      deliveryDate: p.deliveryDate,
    })),
    invoices: found.invoices.map((i) => ({
      id: i.id,
      number: i.number,
      status: i.status as InvoiceStatus,
      totalCents: i.totalCents,
      currency: toCurrency(i.currency),
      issuedAt: i.issuedAt.toISOString(),
    })),
    supportTickets: found.supportTickets.map((t) => ({
      id: t.id,
      subject: t.subject,
      priority: t.priority as SupportPriority,
      status: t.status as TicketStatus,
      createdAt: t.createdAt.toISOString(),
    })),
    subscriptions: found.subscriptions.map((p) => ({
      id: p.id,
      plan: p.plan as MaintenancePlanName,
      billingCycle: p.billingCycle,
      amountCents: p.amountCents,
      status: p.status as (typeof SUBSCRIPTION_STATUSES)[number],
      startDate: p.startDate,
      endsOn: p.endsOn,
    })),
    listLimit: USER_DETAIL_LIST_LIMIT,
  }
}

/** An admin creates a customer account with a password; the customer gets a welcome mail (never the password). */
export async function createCustomerWithPassword(
  ctx: AppContext,
  actor: AuditActor,
  input: CreateUserRequest & { email: string },
) {
  assertUncommonPassword(input.password)
  const passwordHash = await hashPassword(input.password)
  const user = await withTransaction(ctx, async ({ tx }) => {
    const row = await insertAccount(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? '',
      passwordHash,
      role: 'customer',
    })
    if (!row) throw AppError.conflict('A user with this email already exists.')
    await recordAudit(tx, actor, {
      action: 'user.create',
      recordType: 'user',
      recordId: row.id,
      before: null,
      after: {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        phone: row.phone,
        role: row.role,
        createdAt: row.createdAt,
      },
    })
    await enqueueMail(tx, {
      to: row.email,
      kind: 'account-created',
      ...accountCreatedMail({
        firstName: row.firstName,
        email: row.email,
        loginUrl: `${ctx.config.publicUrl}/login`,
      }),
    })
    return row
  })
  return { user: toUserDto(user) }
}

export function generatePassword(): string {
  return randomToken(18)
}

/** Creates a staff account (admin or CFO); used at first start and by the user:create command. */
export async function createStaffAccount(
  db: Database,
  input: {
    role: UserRole
    email: string
    /** None: the account gets its first password from a setup link. */
    password: string | null
    firstName?: string
    lastName?: string
  },
) {
  if (input.password !== null) assertUncommonPassword(input.password)
  const row = await insertAccount(db, {
    email: input.email.toLowerCase(),
    role: input.role,
    // Names are the person's own, or none: a role is not a name ("Welcome back, Finance!").
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    passwordHash: input.password === null ? null : await hashPassword(input.password),
  })
  if (!row) throw AppError.conflict(`A user with the email ${input.email} already exists.`)
  return row
}

/**
 * First start: with no admin (or CFO) yet, create one from the configured e-mail and password. Without a
 * configured password, development prints a random one once; production prints a one-time setup link instead
 * (valid 24 hours), so no working password is ever written to a production log, and prints a fresh link at a
 * later start while the account still has no password and no open link. There is no built-in default password.
 */
export async function ensureStaffAccounts(
  db: Database,
  config: AppContext['config'],
  print: (line: string) => void,
  now: Date = new Date(),
) {
  const plan = [
    {
      role: 'admin' as const,
      email: (config.admin.email ?? 'admin@sitecraft.local').toLowerCase(),
      password: config.admin.password,
    },
    {
      role: 'cfo' as const,
      email: (config.cfo.email ?? 'cfo@sitecraft.local').toLowerCase(),
      password: config.cfo.password,
    },
  ]
  const byLink = config.env === 'production'
  const printLink = async (role: string, email: string, created: boolean) => {
    const link = await createPasswordSetupLink(db, config.publicUrl, email, now)
    print(
      `${created ? 'Created' : 'Waiting for a password:'} the ${role} account ${email}. Set its password within ${link.hours} hours at ${link.url} (the link works once).`,
    )
  }
  for (const p of plan) {
    if ((await countUsersByRole(db, p.role)) > 0) {
      if (byLink && !p.password && (await staffWithoutPassword(db, p.role, p.email))) {
        if (!(await hasOpenPasswordSetupLink(db, p.email, now))) await printLink(p.role, p.email, false)
      }
      continue
    }
    const password = p.password ?? (byLink ? null : generatePassword())
    const created = await createStaffAccount(db, { role: p.role, email: p.email, password }).catch((err) => {
      // Another instance starting at the same moment created it first.
      if (err instanceof AppError && err.status === 409) return undefined
      throw err
    })
    if (!created) continue
    if (p.password) print(`Created the ${p.role} account ${p.email} with the configured password.`)
    else if (password === null) await printLink(p.role, p.email, true)
    else
      print(
        `Created the ${p.role} account ${p.email} with the password ${password} — shown only this once; sign in and keep it safe.`,
      )
  }
}

/** The first admin account, who takes the studio's steps where the server acts alone (the sample data). */
export function findFirstAdminId(tx: Executor) {
  return findFirstIdOfRole(tx, 'admin')
}
