import type { CreateUserRequest, UserRole } from '../../../shared/contracts/auth'
import { centsToDecimal } from '../../../shared/catalog'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import type { Database } from '../../db/client'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { randomToken } from '../../lib/crypto'
import { assertUncommonPassword, hashPassword } from '../../lib/password'
import { accountCreatedMail } from './users.mail'
import { insertAccount, toUserDto } from '../auth/auth.service'
import { listUsersWithTotals } from '../reporting/reporting.repo'
import { countUsersByRole } from './users.repo'

export async function listUsers(ctx: AppContext) {
  const rows = await listUsersWithTotals(ctx.db)
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    phone: r.phone,
    role: r.role,
    projectsCount: r.projectsCount,
    totalSpent: centsToDecimal(r.spentCents),
    createdAt: r.createdAt.toISOString(),
  }))
}

/** An admin creates a customer account with a password; the customer gets a welcome mail (never the password). */
export async function createCustomerWithPassword(
  ctx: AppContext,
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
    password: string
    firstName?: string
    lastName?: string
  },
) {
  assertUncommonPassword(input.password)
  const row = await insertAccount(db, {
    email: input.email.toLowerCase(),
    role: input.role,
    // Names are the person's own, or none: a role is not a name ("Welcome back, Finance!").
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    passwordHash: await hashPassword(input.password),
  })
  if (!row) throw AppError.conflict(`A user with the email ${input.email} already exists.`)
  return row
}

/**
 * First start: with no admin (or CFO) yet, create one from the configured e-mail and password,
 * or with a random password printed once. There is no built-in default password.
 */
export async function ensureStaffAccounts(
  db: Database,
  config: AppContext['config'],
  print: (line: string) => void,
) {
  const plan = [
    {
      role: 'admin' as const,
      email: config.admin.email ?? 'admin@sitecraft.local',
      password: config.admin.password,
    },
    { role: 'cfo' as const, email: config.cfo.email ?? 'cfo@sitecraft.local', password: config.cfo.password },
  ]
  for (const p of plan) {
    if ((await countUsersByRole(db, p.role)) > 0) continue
    const password = p.password ?? generatePassword()
    const created = await createStaffAccount(db, { role: p.role, email: p.email, password }).catch((err) => {
      // Another instance starting at the same moment created it first.
      if (err instanceof AppError && err.status === 409) return undefined
      throw err
    })
    if (!created) continue
    if (p.password) print(`Created the ${p.role} account ${p.email} with the configured password.`)
    else
      print(
        `Created the ${p.role} account ${p.email} with the password ${password} — shown only this once; sign in and keep it safe.`,
      )
  }
}
