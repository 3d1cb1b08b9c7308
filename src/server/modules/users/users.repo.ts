import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { UserRole } from '../../../shared/contracts/auth'
import type { Executor } from '../../db/client'
import { placeholders, preparedOn } from '../../db/prepared'
import { users } from '../../db/schema/auth'

export async function countUsersByRole(tx: Executor, role: UserRole) {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.role, role))
  return row?.n ?? 0
}

/** Whether the configured staff account of a role still has no password (its setup link was never used). */
export async function staffWithoutPassword(tx: Executor, role: UserRole, email: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, role), eq(users.email, email), isNull(users.passwordHash)))
    .limit(1)
  return !!row
}

export interface BillingDetailsKept {
  firstName: string
  lastName: string
  company: string
  billingAddress: string
}

/** The billing details the checkout keeps on the account; writes nothing when they are already those. */
export async function updateBillingDetails(tx: Executor, userId: number, details: BillingDetailsKept) {
  await billingDetailsUpdate(tx).execute({ userId, ...details })
}

/** Every checkout keeps the billing details: built once per database (db/prepared.ts). */
const billingDetailsUpdate = preparedOn((db) => {
  const to = placeholders(['firstName', 'lastName', 'company', 'billingAddress'])
  return db
    .update(users)
    .set({
      firstName: sql`${to.firstName}`,
      lastName: sql`${to.lastName}`,
      company: sql`${to.company}`,
      billingAddress: sql`${to.billingAddress}`,
    })
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        sql`(${users.firstName}, ${users.lastName}, ${users.company}, ${users.billingAddress}) is distinct from
          (${to.firstName}::text, ${to.lastName}::text, ${to.company}::text, ${to.billingAddress}::text)`,
      ),
    )
    .prepare('')
})

/** The ids of every account of a role, oldest first. */
export async function listIdsByRole(tx: Executor, role: UserRole) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, role))
    .orderBy(asc(users.id))
  return rows.map((r) => r.id)
}

/** The oldest account of a role, if any. */
export async function findFirstIdOfRole(tx: Executor, role: UserRole): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, role))
    .orderBy(asc(users.id))
    .limit(1)
  return row?.id
}
