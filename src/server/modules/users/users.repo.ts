import { and, asc, count, eq, isNull } from 'drizzle-orm'
import type { UserRole } from '../../../shared/contracts/auth'
import type { Executor } from '../../db/client'
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
