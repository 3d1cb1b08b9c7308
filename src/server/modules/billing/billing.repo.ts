import { and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { placeholders, preparedByShape } from '../../db/prepared'
import { documentCounters, invoices, maintenanceSubscriptions } from '../../db/schema/billing'

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
 * An invoice with the next number (as nextDocumentNumber takes it) in one statement: the counter's row is locked
 * from here until the transaction commits, so a transaction that issues an invoice does it last. Answers its id
 * and number.
 */
export async function insertNumberedInvoice(
  tx: Executor,
  values: Omit<typeof invoices.$inferInsert, 'number'>,
) {
  const counter = tx.$with('counter', { n: documentCounters.lastNumber }).as(
    tx
      .insert(documentCounters)
      .values({ kind: 'invoice', lastNumber: 1 })
      .onConflictDoUpdate({
        target: documentCounters.kind,
        set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
      })
      .returning({ n: documentCounters.lastNumber })
      .getSQL(),
  )
  const [row] = await tx
    .with(counter)
    .insert(invoices)
    .values({
      ...values,
      // INV-000001, as nextDocumentNumber writes it (never cut short past 999999).
      number: sql`(select 'INV-' || lpad(${counter.n}::text, greatest(6, length(${counter.n}::text)), '0') from ${counter})`,
    })
    .returning({ id: invoices.id, number: invoices.number })
  return row!
}

/** The number an order's invoice has in the transaction that inserts it, until that transaction commits. */
const NUMBER_AT_COMMIT = sql`'pending:' || gen_random_uuid()`

/**
 * An invoice that takes the next INV- number when the caller's transaction commits (the deferred trigger of
 * migration 0023, from the counter nextDocumentNumber uses): the counter's row is locked only while PostgreSQL
 * commits, not from the insert until the application sends its commit, so paying customers do not queue behind
 * each other's round trips. Answers its id; its number can be read once the transaction has committed.
 */
export async function insertInvoiceNumberedAtCommit(
  tx: Executor,
  values: Omit<typeof invoices.$inferInsert, 'number'>,
) {
  const [row] = await invoiceNumberedAtCommit(tx, values).execute(values)
  return row!
}

/** Every payment made issues an invoice: built once per connection and set of columns (db/prepared.ts). */
const invoiceNumberedAtCommit = preparedByShape((db, names) =>
  db
    .insert(invoices)
    .values({ ...(placeholders(names) as unknown as typeof invoices.$inferInsert), number: NUMBER_AT_COMMIT })
    .returning({ id: invoices.id })
    .prepare(''),
)

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

/** The open (unpaid, not void) invoice of a plan, if it has one: an offered plan's first. */
export async function findOpenInvoiceOfPlan(tx: Executor, subscriptionId: number) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, 'issued')))
    .orderBy(desc(invoices.id))
    .limit(1)
  return row
}

/** An open invoice is cancelled (`void`): it can no longer be paid. Answers the row, or nothing if it was not open. */
export async function voidOpenInvoice(tx: Executor, id: number) {
  const [row] = await tx
    .update(invoices)
    .set({ status: 'void', nextAutopayOn: null })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'issued')))
    .returning()
  return row
}

export async function findInvoice(tx: Executor, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id))
  return row
}

/**
 * The finance dashboard's maintenance invoice figures: what maintenance invoices paid in [start, end) brought, and
 * the unpaid invoices of past-due plans (how many plans, and what they owe).
 */
export async function maintenanceInvoiceFigures(tx: Executor, start: Date, end: Date) {
  const [paid] = await tx
    .select({ cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::int` })
    .from(invoices)
    .where(
      and(
        isNotNull(invoices.subscriptionId),
        eq(invoices.status, 'paid'),
        gte(invoices.paidAt, start),
        lt(invoices.paidAt, end),
      ),
    )
  const [due] = await tx
    .select({
      plans: sql<number>`count(distinct ${invoices.subscriptionId})::int`,
      cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::int`,
    })
    .from(invoices)
    .innerJoin(maintenanceSubscriptions, eq(maintenanceSubscriptions.id, invoices.subscriptionId))
    .where(and(eq(invoices.status, 'issued'), eq(maintenanceSubscriptions.status, 'past_due')))
  return { revenueCents: paid?.cents ?? 0, pastDuePlans: due?.plans ?? 0, pastDueCents: due?.cents ?? 0 }
}
