import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { users } from '../../db/schema/auth'

/**
 * Claims a TOTP time step for an account in one conditional update: it succeeds only when the step is later
 * than the last accepted one, so a code works once even when two requests bring it at the same moment.
 * `resealedSecret` replaces a secret stored before secrets were sealed.
 */
export async function claimTotpStep(
  tx: Executor,
  userId: number,
  step: number,
  resealedSecret?: string,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ totpLastStep: step, ...(resealedSecret ? { totpSecret: resealedSecret } : {}) })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id })
  return rows.length === 1
}
