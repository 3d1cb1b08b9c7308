import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import { preparedOn } from '../../db/prepared'
import { otpCodes, recoveryCodes, sessions, users } from '../../db/schema/auth'

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(tx: Executor, email: string) {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1)
  return row
}

export async function findUserById(tx: Executor, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

/** How other modules' lists name an account: its id, name and address. */
export interface AccountName {
  id: number
  firstName: string
  lastName: string
  email: string
}

const accountName = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }

/**
 * The accounts a page of another module's rows names, by id, in one query whatever the number of rows (so a list
 * that joins its people reads one page of its own and one of accounts, never a query per row).
 */
export async function listAccountNames(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, AccountName>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const rows = await tx.select(accountName).from(users).where(inArray(users.id, unique))
  return new Map(rows.map((r) => [r.id, r]))
}

/** The accounts whose address is one of these (any case), with that address lower-cased. */
export async function listAccountsByEmails(tx: Executor, emails: readonly string[]) {
  const unique = [...new Set(emails.map((e) => e.toLowerCase()))]
  if (!unique.length) return []
  return tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, unique))
}

/** How many customer accounts there are (the admin overview's figure). */
export async function countCustomers(tx: Executor): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'customer'))
  return Number(row?.n ?? 0)
}

export async function insertUser(tx: Executor, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning()
  return row
}

export async function updateUser(tx: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  await tx.update(users).set(values).where(eq(users.id, id))
}

const sessionUser = preparedOn((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      totpEnabledAt: users.totpEnabledAt,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    // Unnamed here: the connection names its statements, or not (db/client.ts, DATABASE_PREPARED_STATEMENTS).
    .prepare(''),
)

/** Who a session token's hash signs in, while the session is open (every signed-in request asks). */
export async function findSessionUser(db: Database, tokenHash: string, now: Date) {
  const [row] = await sessionUser(db).execute({ tokenHash, now: now.toISOString() })
  return row
}

export async function insertSession(tx: Executor, values: typeof sessions.$inferInsert) {
  await tx.insert(sessions).values(values)
}

export async function revokeSession(tx: Executor, sessionId: number, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every open session of an account except `keepSessionId`. */
export async function revokeOtherSessions(tx: Executor, userId: number, keepSessionId: number, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
}

/** Uses a setup link once: its code is marked used only if it is open, and the address it was for comes back. */
export async function claimSetupCode(tx: Executor, codeHash: string, now: Date) {
  const [row] = await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.codeHash, codeHash),
        eq(otpCodes.purpose, SETUP_PURPOSE),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ email: otpCodes.email })
  return row?.email
}

export async function hasOpenSetupCode(tx: Executor, email: string, now: Date) {
  const [row] = await tx
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.purpose, SETUP_PURPOSE),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .limit(1)
  return !!row
}

export const SETUP_PURPOSE = 'staff-setup'

export async function latestOtp(tx: Executor, email: string, purpose: string) {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1)
  return row
}

/** Voids every open code for the address: a new code replaces the old ones. */
export async function voidOpenOtps(tx: Executor, email: string, purpose: string, now: Date) {
  await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
}

export async function insertOtp(tx: Executor, values: typeof otpCodes.$inferInsert) {
  await tx.insert(otpCodes).values(values)
}

/**
 * Claims one try at a code before it is compared: one conditional update counts the try only while the code is
 * open and has tries left, so however many requests arrive together, at most OTP_MAX_ATTEMPTS are compared.
 * Answers the try's number, or undefined when no try is left (or the code is used or expired).
 */
export async function claimOtpAttempt(tx: Executor, id: number, maxAttempts: number, now: Date) {
  const [row] = await tx
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, id),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: otpCodes.attempts })
  return row?.attempts
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeOtp(tx: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id })
  return rows.length === 1
}

export async function replaceRecoveryCodes(tx: Executor, userId: number, hashes: string[]) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  if (hashes.length) await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })))
}

export async function useRecoveryCode(
  tx: Executor,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return rows.length === 1
}
