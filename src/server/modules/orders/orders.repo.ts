import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, sql, type WithSubquery } from 'drizzle-orm'
import type { PaymentAttentionReason } from '../../../shared/states'
import type { Executor } from '../../db/client'
import { placeholders, preparedByShape, preparedOn } from '../../db/prepared'
import { orderLines, orders, payments } from '../../db/schema/orders'

export type OrderRow = typeof orders.$inferSelect
export type PaymentRow = typeof payments.$inferSelect
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>

/**
 * The customer's open order (pending, its payment not under way: one per customer, orders_one_pending_per_user)
 * with its payment, if it has one yet. Unlocked: the caller locks both before changing them.
 */
export async function findOpenCheckout(tx: Executor, userId: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), isNull(orders.frozenAt)))
  if (!order) return undefined
  return { order, payment: await findPaymentForOrder(tx, order.id) }
}

/**
 * A pending order whose payment is under way or made: it never changes again, and stops being the customer's
 * open order (the next checkout opens a new one beside it).
 */
export async function freezeOrder(tx: Executor, id: number, at: Date) {
  await tx
    .update(orders)
    .set({ frozenAt: at, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending'), isNull(orders.frozenAt)))
}

/** Closes a pending order that will not be paid, with the reason its owner reads. Answers it, or nothing. */
export async function closePendingOrder(
  tx: Executor,
  id: number,
  status: 'cancelled' | 'failed',
  reason: string,
) {
  const [row] = await tx
    .update(orders)
    .set({ status, cancelReason: reason, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning()
  return row
}

/**
 * Opens the customer's pending order with its lines, in one statement; answers nothing (and writes nothing) when
 * they already have an open order (the unique index orders_one_pending_per_user refuses a second).
 */
export async function insertFirstPendingOrder(
  tx: Executor,
  values: typeof orders.$inferInsert & { userId: number },
  lines: NewOrderLine[],
) {
  const [row] = await firstPendingOrder(tx, values).execute({
    ...values,
    lines: JSON.stringify(
      lines.map((l) => ({
        kind: l.kind,
        code: l.code,
        description: l.description,
        quantity: l.quantity ?? 1,
        unit_cents: l.unitCents,
        amount_cents: l.amountCents,
      })),
    ),
  })
  return row
}

/** Every checkout opens an order: built once per database and set of columns (db/prepared.ts). */
const firstPendingOrder = preparedByShape((db, names) => {
  const opened = db.$with('opened', getTableColumns(orders)).as(
    db
      .insert(orders)
      .values({ ...(placeholders(names) as unknown as typeof orders.$inferInsert), status: 'pending' })
      .onConflictDoNothing()
      .returning()
      .getSQL(),
  )
  const columns = [
    orderLines.orderId,
    orderLines.kind,
    orderLines.code,
    orderLines.description,
    orderLines.quantity,
    orderLines.unitCents,
    orderLines.amountCents,
  ]
  // The lines of the order opened (none when it was not), in the order given: their ids keep it.
  const lined = db.$with('lined', { id: orderLines.id }).as(
    sql`insert into ${orderLines} (${sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    )})
      select ${opened.id}, l.kind, l.code, l.description, l.quantity, l.unit_cents, l.amount_cents
      from ${opened} cross join rows from (jsonb_to_recordset(${sql.placeholder('lines')}::jsonb)
        as (kind text, code text, description text, quantity int, unit_cents int, amount_cents int))
        with ordinality as l(kind, code, description, quantity, unit_cents, amount_cents, n)
      order by l.n
      returning ${orderLines.id}`,
  )
  return db.with(opened, lined).select().from(opened).prepare('')
})

export async function updateOrder(tx: Executor, id: number, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning()
  return row!
}

export async function replaceOrderLines(
  tx: Executor,
  orderId: number,
  lines: NewOrderLine[],
  opts: { fresh?: boolean } = {},
) {
  if (!opts.fresh) await tx.delete(orderLines).where(eq(orderLines.orderId, orderId))
  if (lines.length) await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })))
}

/** The order's lines as it stored them, in their order. */
export function listOrderLines(tx: Executor, orderId: number) {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))
}

export async function lockOrder(tx: Executor, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
  return row
}

export async function findOrderForCustomer(tx: Executor, id: number, userId: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
  return row
}

/** The order's payment (one per order: its idempotency key is derived from the order). */
export async function findPaymentForOrder(tx: Executor, orderId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1)
  return row
}

const NEW_PAYMENT = [
  'orderId',
  'provider',
  'providerId',
  'clientSecret',
  'amountCents',
  'currency',
  'idempotencyKey',
  // From the app's clock, not the column's default: the reconciliation compares it with that clock.
  'createdAt',
] as const
/** Every checkout opens a payment: built once per database (db/prepared.ts). */
const paymentInsert = preparedOn((db) =>
  db.insert(payments).values(placeholders(NEW_PAYMENT)).onConflictDoNothing().returning().prepare(''),
)

/** Stores the provider's intent; a simultaneous request that stored it first wins and its row is answered. */
export async function insertPayment(
  tx: Executor,
  values: Pick<typeof payments.$inferInsert, (typeof NEW_PAYMENT)[number]>,
) {
  const [row] = await paymentInsert(tx).execute(values)
  if (row) return row
  const [first] = await tx.select().from(payments).where(eq(payments.idempotencyKey, values.idempotencyKey))
  return first!
}

export async function updatePayment(tx: Executor, id: number, values: Partial<typeof payments.$inferInsert>) {
  const [row] = await tx
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning()
  return row!
}

/** Puts a payment in the admin's queue of payments that need attention (the first reason is kept). */
export async function flagPayment(
  tx: Executor,
  id: number,
  flag: { reason: PaymentAttentionReason; detail: string; at: Date },
) {
  await tx
    .update(payments)
    .set({
      attentionReason: sql`coalesce(${payments.attentionReason}, ${flag.reason})`,
      attentionDetail: sql`coalesce(${payments.attentionDetail}, ${flag.detail})`,
      attentionAt: sql`coalesce(${payments.attentionAt}, ${flag.at})`,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, id))
}

/** Takes a payment out of the queue when the reason it was put there has passed. */
export async function clearPaymentFlag(tx: Executor, id: number, reason: PaymentAttentionReason) {
  await tx
    .update(payments)
    .set({ attentionReason: null, attentionDetail: null, attentionAt: null, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.attentionReason, reason)))
}

/** The provider has refunded the payment in full. */
export async function markPaymentRefunded(tx: Executor, id: number, at: Date) {
  await tx
    .update(payments)
    .set({ status: 'refunded', refundStatus: 'refunded', refundedAt: at, updatedAt: new Date() })
    .where(eq(payments.id, id))
}

/** The refund failed its last retry: the payment goes to the queue for a person to refund by hand. */
export async function markRefundFailed(tx: Executor, id: number, detail: string, at: Date) {
  await tx.update(payments).set({ refundStatus: 'failed', updatedAt: new Date() }).where(eq(payments.id, id))
  await flagPayment(tx, id, { reason: 'refund_failed', detail, at })
}

export async function findPayment(tx: Executor, id: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id))
  return row
}

export async function lockPayment(tx: Executor, id: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update')
  return row
}

/** An order's stored line as finalising reads it with the order. */
export interface StoredLine {
  kind: string
  description: string
  quantity: number
  unitCents: number
  amountCents: number
}

/** Every test-card confirm sends it: built once per connection (db/prepared.ts). */
const checkoutBySecret = preparedOn((db) => {
  const lines = db
    .select({
      lines: sql`coalesce(json_agg(json_build_object('kind', ${orderLines.kind}, 'description', ${orderLines.description},
        'quantity', ${orderLines.quantity}, 'unitCents', ${orderLines.unitCents}, 'amountCents', ${orderLines.amountCents})
        order by ${orderLines.id}), '[]'::json)`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orders.id))
  return db
    .select({
      payment: payments,
      order: orders,
      lines: sql<StoredLine[]>`(${lines})`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.clientSecret, sql.placeholder('clientSecret')),
        eq(orders.userId, sql.placeholder('userId')),
      ),
    )
    .for('update', { of: [payments, orders] })
    .prepare('')
})

/**
 * A customer's payment by the secret their browser holds, with its order and the order's lines, in one
 * query: the payment's and the order's rows locked for the transaction, the payment's first, as settleIntent
 * locks them (someone else's is not found).
 */
export async function lockCheckoutBySecret(tx: Executor, clientSecret: string, userId: number) {
  const [row] = await checkoutBySecret(tx).execute({ clientSecret, userId })
  return row
}

/**
 * The order paid; with `chargedPaymentId` (the test provider's charge, made in the finalising transaction) its
 * payment succeeded in the same statement.
 */
export async function markOrderPaid(tx: Executor, orderId: number, now: Date, chargedPaymentId?: number) {
  const values = { orderId, now, updatedAt: new Date() }
  if (chargedPaymentId === undefined) await orderPaid(tx).execute(values)
  else await orderPaidWithCharge(tx).execute({ ...values, chargedPaymentId })
}

// Every payment made sends one of these: each built once per connection (db/prepared.ts).
const orderPaid = preparedOn((db) => paidOrder(db, []).prepare(''))
const orderPaidWithCharge = preparedOn((db) =>
  paidOrder(db, [
    db.$with('charged', { id: payments.id }).as(
      db
        .update(payments)
        .set({
          status: 'succeeded',
          succeededAt: sql`${sql.placeholder('now')}`,
          failureReason: null,
          updatedAt: sql`${sql.placeholder('updatedAt')}`,
        })
        .where(eq(payments.id, sql.placeholder('chargedPaymentId')))
        .returning({ id: payments.id })
        .getSQL(),
    ),
  ]).prepare(''),
)

function paidOrder(db: Executor, charged: WithSubquery[]) {
  return db
    .with(...charged)
    .update(orders)
    .set({
      status: 'paid',
      paidAt: sql`${sql.placeholder('now')}`,
      updatedAt: sql`${sql.placeholder('updatedAt')}`,
    })
    .where(eq(orders.id, sql.placeholder('orderId')))
}

export async function findPaymentByProviderId(tx: Executor, provider: string, providerId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerId, providerId)))
  return row
}

/**
 * One page of the payments the reconciliation looks at: this provider's, not settled here (unpaid, under way, or
 * succeeded with the order still pending), opened before `olderThan` (the webhook usually comes first); newest
 * first, the next page below `beforeId`.
 */
export function listUnsettledPayments(
  tx: Executor,
  o: { provider: string; olderThan: Date; beforeId?: number; limit: number },
) {
  return tx
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.provider, o.provider),
        inArray(payments.status, ['requires_payment', 'processing', 'succeeded']),
        eq(orders.status, 'pending'),
        lt(payments.createdAt, o.olderThan),
        o.beforeId === undefined ? undefined : lt(payments.id, o.beforeId),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(o.limit)
}

/** The customer's most recent paid order, for the compatibility call that used to create its project. */
export async function latestPaidOrder(tx: Executor, userId: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
    .orderBy(desc(orders.paidAt))
    .limit(1)
  return row
}

/**
 * An order paid outside the card provider, as an admin recorded it: paid and frozen from the start (it never
 * changes, and it has no payment row), with its lines. Answers the order and its stored lines.
 */
export async function insertPaidOrder(
  tx: Executor,
  values: typeof orders.$inferInsert & { userId: number; paidAt: Date },
  lines: NewOrderLine[],
) {
  const [order] = await tx
    .insert(orders)
    .values({ ...values, status: 'paid', frozenAt: values.paidAt })
    .returning()
  const stored = await tx
    .insert(orderLines)
    .values(lines.map((l) => ({ ...l, orderId: order!.id })))
    .returning()
  return { order: order!, lines: stored }
}
