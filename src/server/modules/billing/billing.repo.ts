import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { WithSubquery } from 'drizzle-orm/subquery'
import type { Executor } from '../../db/client'
import { documentCounters, invoices } from '../../db/schema/billing'

/**
 * The next number of a document kind, taken in the caller's transaction: `INV-000001`, `INV-000002`, … without
 * holes (a rolled-back transaction gives its number back), because the counter row stays locked until commit.
 */
export async function nextDocumentNumber(tx: Executor, kind: 'invoice' | 'credit_note') {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: documentCounters.kind,
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ n: documentCounters.lastNumber })
  const prefix = kind === 'invoice' ? 'INV' : 'CN'
  return `${prefix}-${String(row!.n).padStart(6, '0')}`
}

export async function insertInvoice(tx: Executor, values: typeof invoices.$inferInsert) {
  const [row] = await tx.insert(invoices).values(values).returning()
  return row!
}

/**
 * The insert of an invoice with the next number (as nextDocumentNumber takes it), after the WITH `parts` of the
 * statement it ends (orders.repo's finalisation composes it): the counter's row is locked from here until the
 * transaction commits, so that statement comes last. `placeholders` come from `placeholdersFor`; `projectId` is
 * SQL (the project inserted by the same statement). Answers the number and the project's id.
 */
export function insertNumberedInvoiceAfter(
  db: Executor,
  parts: WithSubquery[],
  placeholders: Record<string, unknown>,
  projectId: SQL,
) {
  const counter = db.$with('n', { n: documentCounters.lastNumber }).as(
    sql`insert into ${documentCounters} (kind, last_number) values ('invoice', 1)
      on conflict (kind) do update set last_number = ${documentCounters}.last_number + 1
      returning last_number`,
  )
  return db
    .with(...parts, counter)
    .insert(invoices)
    .values({
      ...(placeholders as unknown as typeof invoices.$inferInsert),
      projectId,
      // INV-000001, as nextDocumentNumber writes it (never cut short past 999999).
      number: sql`(select 'INV-' || lpad(n.last_number::text, greatest(6, length(n.last_number::text)), '0') from n)`,
    })
    .returning({ number: invoices.number, projectId: invoices.projectId })
}

export async function findInvoiceForOrder(tx: Executor, orderId: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId))
  return row
}

export async function findInvoiceForCustomer(tx: Executor, id: number, userId: number) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
  return row
}

export async function findInvoice(tx: Executor, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id))
  return row
}
