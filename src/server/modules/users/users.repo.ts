import { count, eq } from 'drizzle-orm'
import type { UserRole } from '../../../shared/contracts/auth'
import type { Executor } from '../../db/client'
import { users } from '../../db/schema/users'

export async function countUsersByRole(tx: Executor, role: UserRole) {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.role, role))
  return row?.n ?? 0
}
