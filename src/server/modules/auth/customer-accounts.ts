import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { placeholders, preparedOn } from '../../db/prepared'
import { users } from '../../db/schema/auth'
import { insertAccount } from './auth.service'

// Customer accounts as the modules that sell and deliver use them: one opened for a payment made outside the card
// checkout, the billing details a checkout keeps, every customer for a notice to all. Here, with the accounts,
// rather than in the users module (the admin's Users tab), so orders and projects need nothing of that module
// and it may read theirs.

export interface BillingDetailsKept {
  firstName: string
  lastName: string
  company: string
  billingAddress: string
}

/** Keeps the billing details a customer gave at checkout on their account, for their next order and invoices. */
export async function keepBillingDetails(tx: Executor, userId: number, details: BillingDetailsKept) {
  await billingDetailsUpdate(tx).execute({ userId, ...details })
}

/** Every checkout keeps the billing details (writing nothing when they are already those): built once per database (db/prepared.ts). */
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

/** Every customer's id, oldest first, for a notice to all of them. */
export async function listCustomerIds(tx: Executor) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'customer'))
    .orderBy(asc(users.id))
  return rows.map((r) => r.id)
}

/**
 * A customer account another module opens in its own transaction (an admin recording a payment made outside the
 * card provider), with no password: the customer signs in with an e-mailed code. Nothing when the address has an
 * account already (the unique index decides, so two at once cannot both make one).
 */
export function createCustomerAccount(
  tx: Executor,
  input: { email: string; firstName: string; lastName: string; phone: string },
) {
  return insertAccount(tx, {
    ...input,
    email: input.email.toLowerCase(),
    role: 'customer',
    passwordHash: null,
  })
}
