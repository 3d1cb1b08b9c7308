import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { NotificationType, PaymentAttentionReason } from '../../../shared/states'
import type { Executor } from '../../db/client'
import { couponRedemptions } from '../../db/schema/marketing'
import { orderLines, orders, payments } from '../../db/schema/orders'
import { users } from '../../db/schema/users'
import { invoices } from '../../db/schema/billing'
import { projects } from '../../db/schema/projects'
import { keptBillingDetailsPart } from '../auth/auth.repo'
import { redemptionsPart } from '../coupons/coupons.repo'
import { insertNumberedInvoiceAfter } from '../billing/billing.repo'
import { projectNotificationPart } from '../notifications/notifications.repo'
import { paidProjectParts } from '../projects/projects.repo'
import { placeholdersFor, prefixed, statement } from '../../db/statement'
import { noteJobEnqueued } from '../../db/transaction'
import { queuedJobPart, queuedJobValues } from '../../jobs/queue'

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

/** insertFirstPendingOrder's statement per set of columns given. */
const firstOrderStatements = new Map<
  string,
  (tx: Executor, values: Record<string, unknown>) => Promise<OrderRow[]>
>()

/**
 * Opens the customer's pending order with its lines and keeps their billing details on the account (the auth
 * module's part), in one statement. Answers nothing when they already have an open order (the unique
 * index refuses a second; nothing is written then but the billing details).
 */
export async function insertFirstPendingOrder(
  tx: Executor,
  values: typeof orders.$inferInsert & { userId: number },
  lines: NewOrderLine[],
  billing: { firstName: string; lastName: string; company: string; billingAddress: string },
) {
  const { key, placeholders } = placeholdersFor({ ...values, status: 'pending' })
  let run = firstOrderStatements.get(key)
  if (!run) {
    run = statement(`orders_insert_first_${firstOrderStatements.size}`, (db) => {
      const kept = keptBillingDetailsPart(db)
      const opened = db.$with('o', getTableColumns(orders)).as(
        db
          .insert(orders)
          .values(placeholders as unknown as typeof orders.$inferInsert)
          .onConflictDoNothing()
          .returning()
          .getSQL(),
      )
      // The lines in the order given (their ids keep it).
      const lined = db.$with('l', { id: orderLines.id }).as(
        sql`insert into ${orderLines} (order_id, kind, code, description, quantity, unit_cents, amount_cents)
          select o.id, l.line->>'kind', l.line->>'code', l.line->>'description', (l.line->>'quantity')::int,
            (l.line->>'unitCents')::int, (l.line->>'amountCents')::int
          from o, jsonb_array_elements(${sql.placeholder('lines')}::jsonb) with ordinality as l(line, n)
          order by l.n
          returning id`,
      )
      return db.with(kept, opened, lined).select().from(opened)
    })
    firstOrderStatements.set(key, run)
  }
  const [row] = await run(tx, {
    ...values,
    status: 'pending',
    ...billing,
    lines: JSON.stringify(lines.map((l) => ({ ...l, quantity: l.quantity ?? 1 }))),
  })
  return row
}

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

const orderLinesOf = statement('orders_lines_of', (db) =>
  db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderLines.id)),
)

export function listOrderLines(tx: Executor, orderId: number) {
  return orderLinesOf(tx, { orderId })
}

export async function lockOrder(tx: Executor, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
  return row
}

const orderForCustomer = statement('orders_for_customer', (db) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.userId, sql.placeholder('userId')))),
)

export async function findOrderForCustomer(tx: Executor, id: number, userId: number) {
  const [row] = await orderForCustomer(tx, { id, userId })
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

/** insertPayment's statement per set of columns given. */
const paymentStatements = new Map<
  string,
  (tx: Executor, values: Record<string, unknown>) => Promise<PaymentRow[]>
>()

/** Stores the provider's intent; a simultaneous request that stored it first wins and its row is answered. */
export async function insertPayment(tx: Executor, values: typeof payments.$inferInsert) {
  const { key, placeholders } = placeholdersFor(values)
  let run = paymentStatements.get(key)
  if (!run) {
    run = statement(`orders_insert_payment_${paymentStatements.size}`, (db) =>
      db
        .insert(payments)
        .values(placeholders as unknown as typeof payments.$inferInsert)
        .onConflictDoNothing()
        .returning(),
    )
    paymentStatements.set(key, run)
  }
  const [row] = await run(tx, values)
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

const checkoutBySecret = statement('orders_checkout_by_secret', (db) =>
  db
    .select({
      payment: payments,
      order: orders,
      user: { email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(payments.clientSecret, sql.placeholder('clientSecret')),
        eq(orders.userId, sql.placeholder('userId')),
      ),
    )
    // The payment's row, then the order's, as settleIntent locks them.
    .for('update', { of: [payments, orders] }),
)

/**
 * A customer's payment by the secret their browser holds, with its order and who is paying, in one statement:
 * the payment's and the order's rows locked for the transaction (someone else's is not found).
 */
export async function lockCheckoutBySecret(tx: Executor, clientSecret: string, userId: number) {
  const [row] = await checkoutBySecret(tx, { clientSecret, userId })
  return row
}

/** finaliseOrderRows' statement per set of project and invoice columns given (finalising always gives the same). */
const finaliseStatements = new Map<
  string,
  (
    tx: Executor,
    values: Record<string, unknown>,
  ) => Promise<Array<{ number: string; projectId: number | null }>>
>()

/**
 * Everything a paid order writes, in one statement composed of the owning modules' parts: its project with the
 * first timeline entry (projects), the order paid, its coupon redemptions (coupons; one already recorded is
 * kept), the customer's notification about the project (notifications), the receipt job (the job queue, at
 * priority 1), and last the invoice with the next number (billing, which locks the counter until commit); with
 * `chargePaymentId`, the payment succeeds in it too. Answers the project's id.
 */
export async function finaliseOrderRows(
  tx: Executor,
  o: {
    orderId: number
    userId: number
    now: Date
    chargePaymentId?: number
    project: typeof projects.$inferInsert
    event: { kind: string; note: string }
    redemptions: Omit<typeof couponRedemptions.$inferInsert, 'id' | 'createdAt'>[]
    notification: string
    receiptJob: string
    invoice: Omit<typeof invoices.$inferInsert, 'number' | 'projectId'>
  },
) {
  const project = placeholdersFor(o.project, 'project_')
  const invoice = placeholdersFor(o.invoice, 'invoice_')
  const key = `${project.key}|${invoice.key}`
  let run = finaliseStatements.get(key)
  if (!run) {
    run = statement(`orders_finalise_${finaliseStatements.size}`, (db) => {
      const projectParts = paidProjectParts(db, project.placeholders, 'project_')
      // With a payment id, the test provider's charge is recorded in the same statement.
      const charged = db.$with('charged', { id: payments.id }).as(
        sql`update ${payments} set status = 'succeeded', succeeded_at = ${sql.placeholder('now')},
            failure_reason = null, updated_at = ${sql.placeholder('updatedAt')}
          where id = ${sql.placeholder('chargePaymentId')} returning id`,
      )
      const redeemed = redemptionsPart(db)
      const notified = projectNotificationPart(db)
      const receipt = queuedJobPart(db)
      const paid = db.$with('paid', { id: orders.id }).as(
        sql`update ${orders} set status = 'paid', paid_at = ${sql.placeholder('now')},
            updated_at = ${sql.placeholder('updatedAt')}
          where id = ${sql.placeholder('orderId')} returning id`,
      )
      return insertNumberedInvoiceAfter(
        db,
        [...projectParts, charged, redeemed, notified, receipt, paid],
        invoice.placeholders,
        sql`(select id from p)`,
      )
    })
    finaliseStatements.set(key, run)
  }
  const [row] = await run(tx, {
    ...prefixed({ ...o.project, eventKind: o.event.kind, eventNote: o.event.note }, 'project_'),
    ...prefixed(o.invoice, 'invoice_'),
    orderId: o.orderId,
    userId: o.userId,
    now: o.now,
    updatedAt: new Date(),
    chargePaymentId: o.chargePaymentId ?? null,
    redemptions: JSON.stringify(o.redemptions),
    notificationType: 'payment' satisfies NotificationType,
    notificationTitle: 'Payment received',
    notificationMessage: o.notification,
    ...queuedJobValues(tx, { kind: o.receiptJob, payload: { orderId: o.orderId }, priority: 1 }),
  })
  noteJobEnqueued(tx)
  return { projectId: row!.projectId! }
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
