import { formatMoney } from '../../../shared/money'
import type { RefundRequestSchema } from '../../../shared/contracts/finance'
import type { z } from 'zod/mini'
import type { AppContext } from '../../context'
import { type TxContext, withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import type { PaymentProvider, WebhookEvent } from '../../integrations/payments/provider'
import { AppError } from '../../lib/app-error'
import { type AuditActor, type ProductActor, recordAudit } from '../audit'
import { findAccount } from '../auth'
import {
  completeRefund,
  failRefund,
  findOrderInvoice,
  openRefund,
  orderLedger,
  recordDispute,
  recordRefund,
  refundableCents,
} from '../billing'
import { countPayment } from '../metrics'
import { addNotification } from '../notifications'
import { findOrderProject, updateProjectStatus } from '../projects'
import { disputeMail, orderRefundMail } from './orders.mail'
import {
  findPaymentByProviderId,
  findPaymentForOrder,
  lockOrder,
  type OrderRow,
  updateOrder,
} from './orders.repo'

export const REFUND_MESSAGES = {
  orderNotFound: 'Order not found',
  notPaid: 'Only paid orders can be refunded',
  noInvoice: 'This order has no invoice to credit',
  nothingLeft: 'Nothing left to refund',
  atMost: (leftCents: number) => `You can refund at most ${formatMoney(leftCents, 'USD', { whole: false })}`,
  paymentNotRefundable: "This order's card payment cannot be refunded here",
  providerFailed:
    'The payment provider could not make the refund. Nothing was refunded; please try again later.',
  refunded: (amountCents: number) => `Refunded ${formatMoney(amountCents, 'USD', { whole: false })}`,
  projectNotCancelled:
    "The project's status could not be changed to cancelled; change it in the projects tab.",
} as const

/** The reference a refund asked for here carries at the provider (and its idempotency key): `ledger-refund-12`. */
export const refundReference = (refundId: number) => `ledger-refund-${refundId}`
const refundIdOf = (reference: string | undefined) => {
  const m = /^ledger-refund-(\d+)$/.exec(reference ?? '')
  return m ? Number(m[1]) : undefined
}

/** What the first transaction of a refund decided, under the order's row lock. */
interface OpenedRefund {
  refundId: number
  amountCents: number
  /** The provider's payment to refund; none for an order paid outside the provider. */
  providerPaymentId: string | null
  before: { status: string; refundableCents: number }
}

/**
 * Refunds all or part of a paid order (POST /api/cfo/orders/:id/refund). Three steps, so the provider is never
 * called inside a transaction and two refunds at once can never give back more than was paid:
 * 1. under the order's row lock, what is left is computed and a pending refund for the amount inserted (it counts
 *    against what is left from then on), then committed;
 * 2. the provider refunds it, with an idempotency key derived from the refund (a retry refunds once);
 * 3. in a second transaction the refund is marked succeeded with its credit note (the order refunded when nothing
 *    is left), the customer told and the change audited; or, when the provider failed, marked failed (what it held
 *    is released) and answered 502.
 * With `cancelProject` a full refund also cancels the order's project, through the projects module.
 */
export async function refundOrder(
  ctx: AppContext,
  actor: AuditActor | ProductActor,
  orderId: number,
  input: z.output<typeof RefundRequestSchema>,
): Promise<{ success: true; message: string; refundId: number }> {
  const opened = await withTransaction(ctx, async ({ tx, clock }): Promise<OpenedRefund> => {
    const order = await lockOrder(tx, orderId)
    if (!order) throw AppError.notFound(REFUND_MESSAGES.orderNotFound)
    if (order.status === 'refunded') throw AppError.conflict(REFUND_MESSAGES.nothingLeft)
    if (order.status !== 'paid') throw AppError.conflict(REFUND_MESSAGES.notPaid)
    const invoice = await findOrderInvoice(tx, order.id)
    if (!invoice) throw AppError.conflict(REFUND_MESSAGES.noInvoice)
    const left = await refundableCents(tx, {
      id: order.id,
      invoiceId: invoice.id,
      totalCents: invoice.totalCents,
    })
    if (left <= 0) throw AppError.conflict(REFUND_MESSAGES.nothingLeft)
    const amountCents = input.amount === undefined ? left : Math.round(input.amount * 100)
    if (amountCents > left) throw AppError.conflict(REFUND_MESSAGES.atMost(left))
    const payment = order.paymentMethod === 'card' ? await findPaymentForOrder(tx, order.id) : undefined
    if (order.paymentMethod === 'card' && payment?.status !== 'succeeded')
      throw AppError.conflict(REFUND_MESSAGES.paymentNotRefundable)
    const refund = await openRefund(tx, {
      orderId: order.id,
      paymentId: payment?.id ?? null,
      invoiceId: invoice.id,
      amountCents,
      reason: input.reason,
      createdBy: actor.userId,
      createdAt: clock.now(),
    })
    return {
      refundId: refund.id,
      amountCents,
      providerPaymentId: payment?.providerId ?? null,
      before: { status: order.status, refundableCents: left },
    }
  })

  let providerRefundId: string | null = null
  if (opened.providerPaymentId !== null) {
    try {
      const reference = refundReference(opened.refundId)
      providerRefundId = await ctx.payments.refund(
        opened.providerPaymentId,
        reference,
        opened.amountCents,
        reference,
      )
    } catch (err) {
      await withTransaction(ctx, async ({ tx }) => {
        await lockOrder(tx, orderId)
        await failRefund(tx, opened.refundId)
        await recordAudit(tx, actor, {
          action: 'order.refund_failed',
          recordType: 'order',
          recordId: orderId,
          before: opened.before,
          after: { refundId: opened.refundId, amountCents: opened.amountCents, status: 'failed' },
        })
      })
      ctx.log.error(
        { err, event: 'refund_failed', orderId, refundId: opened.refundId },
        'the payment provider refused a refund',
      )
      throw new AppError('PROVIDER_UNAVAILABLE', REFUND_MESSAGES.providerFailed, { cause: err })
    }
  }

  const done = await withTransaction(ctx, async (t) => {
    const { tx } = t
    const order = (await lockOrder(tx, orderId))!
    const { after } = await recordProviderRefund(t, order, opened.refundId, providerRefundId, {
      actor,
      before: opened.before,
      after: (refund) => ({ reason: refund.reason }),
    })
    return { full: after.full, projectId: (await findOrderProject(tx, order.id))?.id }
  })

  let message = REFUND_MESSAGES.refunded(opened.amountCents)
  if (input.cancelProject && done.full && done.projectId !== undefined && actor.userId !== null) {
    try {
      await updateProjectStatus(ctx, actor, done.projectId, {
        status: 'cancelled',
        note: `Cancelled with a full refund: ${input.reason}`,
      })
      message += ' and cancelled the project'
    } catch (err) {
      if (!(err instanceof AppError)) throw err
      message += `. ${REFUND_MESSAGES.projectNotCancelled}`
    }
  }

  return { success: true, message, refundId: opened.refundId }
}

/**
 * A refund the provider made, recorded under the order's row lock (the caller's, and the pending refund's): it
 * succeeds with its credit note, the order is refunded once nothing is left, the customer is told, and the
 * staff member who asked for it is in the audit log with `audit.after`'s details beside the figures.
 */
export async function recordProviderRefund(
  t: TxContext,
  order: OrderRow,
  refundId: number,
  providerRefundId: string | null,
  audit: {
    actor: AuditActor | ProductActor | undefined
    before: unknown
    after: (refund: Awaited<ReturnType<typeof completeRefund>>) => Record<string, unknown>
  },
) {
  const refund = await completeRefund(t.tx, refundId, providerRefundId)
  const after = await settleRefundedOrder(t, order)
  if (refund.status === 'succeeded') t.afterCommit(() => countPayment(t.metrics, 'order', 'refunded'))
  if (refund.status === 'succeeded' && refund.creditNoteId !== null)
    await tellCustomer(t, order, { amountCents: refund.amountCents, full: after.full, reason: refund.reason })
  if (audit.actor)
    await recordAudit(t.tx, audit.actor, {
      action: 'order.refund',
      recordType: 'order',
      recordId: order.id,
      before: audit.before,
      after: {
        status: after.status,
        refundableCents: after.leftCents,
        refundId: refund.id,
        amountCents: refund.amountCents,
        providerRefundId,
        ...audit.after(refund),
      },
    })
  return { refund, after }
}

/** After a refund, under the order's row lock: the order is refunded once nothing is left of its invoice. */
export async function settleRefundedOrder(t: TxContext, order: OrderRow) {
  const invoice = (await findOrderInvoice(t.tx, order.id))!
  const leftCents = await refundableCents(t.tx, {
    id: order.id,
    invoiceId: invoice.id,
    totalCents: invoice.totalCents,
  })
  const full = leftCents === 0
  if (full && order.status === 'paid') await updateOrder(t.tx, order.id, { status: 'refunded' })
  return { full, leftCents, status: full ? 'refunded' : order.status }
}

/** The customer's notice in the dashboard and mail of a refund, with the credit note it issued. */
export async function tellCustomer(
  t: TxContext,
  order: OrderRow,
  refund: { amountCents: number; full: boolean; reason: string },
) {
  const { tx } = t
  if (!order.userId) return
  const invoice = (await findOrderInvoice(tx, order.id))!
  const ledger = await orderLedger(tx, order.id, invoice.id)
  const note = ledger.creditNotes.at(-1)!
  const user = (await findAccount(tx, order.userId))!
  const project = await findOrderProject(tx, order.id)
  const amount = formatMoney(refund.amountCents, 'USD', { whole: false })
  await addNotification(tx, {
    userId: order.userId,
    projectId: project?.id ?? null,
    type: 'payment',
    title: refund.full ? 'Order refunded' : 'Partial refund issued',
    message: `We refunded ${amount} of order #${order.id}. Credit note ${note.number} is under Billing.`,
  })
  await enqueueMail(tx, {
    to: user.email,
    kind: 'refund',
    ...orderRefundMail({
      orderId: order.id,
      title: order.title || 'your website',
      amountCents: refund.amountCents,
      full: refund.full,
      creditNoteNumber: note.number,
      invoiceNumber: invoice.number,
      reason: refund.reason,
      dashboardUrl: `${t.config.publicUrl}/dashboard`,
    }),
  })
}

/**
 * The provider's word on a charge (`charge.refunded`) or a dispute (`charge.dispute.*`):
 * - each refund of the charge not recorded yet is recorded once by its refund id (one asked for here and still
 *   pending is completed: it carries this side's reference), with its credit note; the order is refunded once
 *   nothing is left. Payments refunded because they could not be accepted (no invoice of theirs) are left alone.
 * - a dispute is stored on the order, and the studio mailed when it opens or its status changes.
 */
export async function handleLedgerEvent(
  ctx: AppContext,
  provider: PaymentProvider,
  event: Extract<WebhookEvent, { kind: 'charge' | 'dispute' }>,
) {
  const paymentId = event.kind === 'charge' ? event.charge.paymentId : event.dispute.paymentId
  const payment = await findPaymentByProviderId(ctx.db, provider.name, paymentId)
  if (!payment) {
    ctx.log.warn({ eventId: event.id, payment: paymentId }, 'webhook for a payment we do not know')
    return
  }
  if (event.kind === 'dispute') {
    const d = event.dispute
    await withTransaction(ctx, async (t) => {
      const order = (await lockOrder(t.tx, payment.orderId))!
      const closed = d.status === 'won' || d.status === 'lost'
      const { changed } = await recordDispute(t.tx, {
        orderId: order.id,
        paymentId: payment.id,
        providerDisputeId: d.id,
        status: d.status,
        amountCents: d.amountCents,
        reason: d.reason,
        openedAt: d.createdAt,
        ...(closed ? { closedAt: t.clock.now() } : {}),
      })
      if (changed)
        await enqueueMail(t.tx, {
          to: t.config.studioEmail,
          kind: 'dispute',
          ...disputeMail({
            orderId: order.id,
            title: order.title || 'Website',
            amountCents: d.amountCents,
            status: d.status,
            reason: d.reason,
            providerDisputeId: d.id,
          }),
        })
    })
    return
  }
  if (event.type !== 'charge.refunded') return
  const refunds = event.charge.refunds ?? (await provider.listRefunds?.(paymentId)) ?? []
  for (const r of refunds.filter((x) => x.status === 'succeeded')) {
    await withTransaction(ctx, async (t) => {
      const { tx } = t
      const order = (await lockOrder(tx, payment.orderId))!
      const invoice = await findOrderInvoice(tx, order.id)
      if (!invoice || (order.status !== 'paid' && order.status !== 'refunded') || payment.refundStatus) return
      const refundId = refundIdOf(r.reference)
      try {
        const { refund, recorded } = await recordRefund(tx, {
          orderId: order.id,
          paymentId: payment.id,
          invoiceId: invoice.id,
          amountCents: r.amountCents,
          reason: 'Refunded at the payment provider',
          providerRefundId: r.id,
          source: 'provider',
          createdBy: null,
          ...(refundId === undefined ? {} : { refundId }),
        })
        if (!recorded) return
        t.afterCommit(() => countPayment(t.metrics, 'order', 'refunded'))
        const after = await settleRefundedOrder(t, order)
        if (refund.source === 'provider')
          await tellCustomer(t, order, {
            amountCents: r.amountCents,
            full: after.full,
            reason: refund.reason,
          })
        t.log.info(
          { event: 'refund_recorded', orderId: order.id, refundId: refund.id, providerRefundId: r.id },
          'provider refund recorded',
        )
      } catch (err) {
        if (!(err instanceof AppError)) throw err
        // More than the invoice has left: a person must look (the provider gave back more than it should).
        t.log.error(
          { err, event: 'refund_unrecorded', orderId: order.id, providerRefundId: r.id },
          'a provider refund could not be recorded against the invoice',
        )
      }
    })
  }
}
