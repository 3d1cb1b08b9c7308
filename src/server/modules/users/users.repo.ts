import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { UserRole } from '../../../shared/contracts/auth'
import type { Executor } from '../../db/client'
import { users } from '../../db/schema/users'

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
  await tx
    .update(users)
    .set(details)
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.firstName}, ${users.lastName}, ${users.company}, ${users.billingAddress}) is distinct from
          (${details.firstName}::text, ${details.lastName}::text, ${details.company}::text, ${details.billingAddress}::text)`,
      ),
    )
}

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
