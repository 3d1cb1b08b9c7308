import { formatCents } from '../../../shared/catalog'
import { priceOrder, type CouponTerms } from '../../../shared/pricing'
import type { TimelineId } from '../../../shared/catalog'
import type { TxContext } from '../../db/transaction'
import type { Executor } from '../../db/client'
import { enqueueMail } from '../../integrations/mail/outbox'
import { enqueueJob, markEventProcessed } from '../../jobs/queue'
import { AppError } from '../../lib/app-error'
import { findUserById } from '../auth/auth.repo'
import { studioIssuer } from '../billing/billing.documents'
import { findInvoiceForOrder } from '../billing/billing.repo'
import { couponsForRedemption, type CouponRow } from '../coupons/coupons.repo'
import { COUPON_MESSAGES } from '../coupons/coupons.service'
import { insertDomainRequest } from '../domains/domains.repo'
import { findProjectForOrder } from '../projects/projects.repo'
import {
  listOrderLines,
  lockOrder,
  finaliseOrderRows,
  type OrderRow,
  type PaymentRow,
  updateOrder,
} from './orders.repo'
import { orderLinesFor } from './orders.lines'
import { couponRanOutMail, receiptMail } from './orders.mail'

export type FinaliseSource = 'confirm' | 'webhook' | 'reconciliation' | 'verify'

export const toTerms = (c: CouponRow): CouponTerms => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  minOrderCents: c.minOrderCents,
  stackable: c.stackable,
})

/** The order's choice as priceOrder reads it, with the coupons' current terms. */
export function orderChoice(order: OrderRow, coupons: readonly CouponRow[]) {
  const byCode = new Map(coupons.map((c) => [c.code, c]))
  return {
    extraPages: order.extraPages,
    addons: order.addons,
    timeline: order.timeline as TimelineId,
    domain: !!order.domain,
    coupons: order.couponCodes.flatMap((code) => {
      const c = byCode.get(code)
      return c ? [toTerms(c)] : []
    }),
  }
}

/**
 * Checks the order's coupons under their row locks: each total and per-customer limit is counted while no other
 * payment can redeem the same coupon, so 30 payments racing for a coupon limited to 5 redeem exactly 5.
 * Answers the reason when a limit has been reached, or the redemptions to record (finaliseOrderRows writes them, in
 * the same transaction, while the locks are held).
 */
async function redeemCoupons(
  tx: Executor,
  order: OrderRow,
): Promise<{ refused: string } | { redemptions: NewRedemption[] }> {
  if (!order.couponCodes.length) return { redemptions: [] }
  const found = await couponsForRedemption(tx, order.couponCodes, order.userId!)
  for (const { coupon: c, uses, ownUses } of found) {
    if (c.maxRedemptions !== null && uses >= c.maxRedemptions)
      return { refused: `${c.code}: ${COUPON_MESSAGES.limit}` }
    if (ownUses >= c.perCustomerLimit) return { refused: `${c.code}: ${COUPON_MESSAGES.used}` }
  }
  const coupons = found.map((r) => r.coupon)
  const price = priceOrder(orderChoice(order, coupons))
  return {
    redemptions: price.applied.map((applied) => ({
      couponId: coupons.find((c) => c.code === applied.code)!.id,
      orderId: order.id,
      userId: order.userId!,
      discountCents: applied.discountCents,
    })),
  }
}

type NewRedemption = Parameters<typeof finaliseOrderRows>[1]['redemptions'][number]

/**
 * Everything a verified payment makes, in the caller's transaction, once: the order paid, its project
 * (`requirements_needed`) with the first timeline entry, the invoice with the next number, the coupon
 * redemptions, the domain request, a notification and the receipt mail. The caller holds the order's and the
 * payment's row locks and has checked the order is still pending, so a second call finds it paid and stops.
 * When a coupon limit has been reached meanwhile it answers the reason and writes nothing.
 */
export async function finaliseOrder(
  t: TxContext,
  order: OrderRow,
  payment: PaymentRow,
  source: FinaliseSource,
  opts: {
    /** Who pays, when the caller has read it already. */
    payer?: Payer
    /** The payment succeeds here too (the test provider's charge), in the statement that marks the order paid. */
    charge?: boolean
  } = {},
): Promise<{ ok: true; projectId: number } | { ok: false; reason: string }> {
  const { tx } = t
  const redeemed = await redeemCoupons(tx, order)
  if ('refused' in redeemed) return { ok: false, reason: redeemed.refused }
  const now = t.clock.now()
  const user = opts.payer ?? (await findUserById(tx, order.userId!))!
  const lines = orderLinesFor({ ...order, selectedAddons: order.addons })
  // The receipt is written by a job once this commits, so rendering it holds no lock.
  const { projectId } = await finaliseOrderRows(tx, {
    orderId: order.id,
    userId: order.userId!,
    now,
    ...(opts.charge ? { chargePaymentId: payment.id } : {}),
    project: {
      orderId: order.id,
      userId: order.userId!,
      title: order.title,
      businessType: order.businessType,
      description: order.description,
      companyName: order.billingCompany,
      status: 'requirements_needed',
      amountCents: order.amountCents,
      pages: 5 + order.extraPages + order.freePages,
      extraPages: order.extraPages + order.freePages,
      addons: order.addons,
      timeline: order.timeline,
    },
    // The client reads it on their timeline.
    event: {
      kind: 'paymentVerified',
      note: `Payment of ${formatCents(order.amountCents, { decimals: true })} received`,
    },
    redemptions: redeemed.redemptions,
    notification: `We received your payment for "${order.title}". Next, tell us about your business in the requirements form.`,
    receiptJob: RECEIPT_JOB,
    invoice: {
      userId: order.userId!,
      orderId: order.id,
      status: 'paid',
      currency: order.currency,
      lines: lines.map((l) => ({
        description: l.description,
        quantity: l.quantity ?? 1,
        unitCents: l.unitCents,
        amountCents: l.amountCents,
      })),
      couponCodes: order.couponCodes,
      billTo: {
        name: order.billingName || `${user.firstName} ${user.lastName}`.trim() || user.email,
        ...(order.billingCompany ? { company: order.billingCompany } : {}),
        ...(order.billingAddress ? { address: order.billingAddress } : {}),
        email: user.email,
      },
      issuer: studioIssuer(),
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      totalCents: order.amountCents,
      issuedAt: now,
      paidAt: now,
    },
  })
  // After the invoice (it needs the project), only for an order with a domain.
  if (order.domain)
    await insertDomainRequest(tx, {
      userId: order.userId!,
      orderId: order.id,
      projectId,
      domainName: order.domain,
      priceCents: lines.find((l) => l.kind === 'domain')?.amountCents ?? 0,
    })
  t.log.info({ event: 'order_paid', orderId: order.id, paymentId: payment.id, source }, 'order finalised')
  return { ok: true, projectId }
}

/** Who pays: the invoice is made out to them. */
export interface Payer {
  email: string
  firstName: string
  lastName: string
}

export const REFUND_JOB = 'refund-payment'
export const RECEIPT_JOB = 'receipt-mail'

/** Writes the receipt of a paid order (its lines and invoice number) and queues it to the customer. */
export async function queueReceipt(t: TxContext, orderId: number) {
  const { tx } = t
  const order = await lockOrder(tx, orderId)
  if (!order || order.status !== 'paid') return
  // One receipt per order, even if this job runs again after a crash between its commit and being marked done.
  if (!(await markEventProcessed(tx, 'receipt', String(order.id)))) return
  const [user, lines, invoice, project] = [
    (await findUserById(tx, order.userId!))!,
    await listOrderLines(tx, order.id),
    (await findInvoiceForOrder(tx, order.id))!,
    (await findProjectForOrder(tx, order.id))!,
  ]
  const setupUrl = `${t.config.publicUrl}/project-setup?project=${project.id}`
  await enqueueMail(tx, {
    to: user.email,
    kind: 'receipt',
    ...receiptMail(order, lines, invoice.number, setupUrl),
  })
}

/**
 * A payment the provider took for a discount that ran out before it could be redeemed: the order is cancelled
 * with the reason, the customer is told, and a job refunds the payment in full (with its own idempotency key).
 */
export async function refuseOrder(t: TxContext, order: OrderRow, payment: PaymentRow, reason: string) {
  const { tx } = t
  const user = (await findUserById(tx, order.userId!))!
  await updateOrder(tx, order.id, { status: 'cancelled', cancelReason: reason })
  await enqueueJob(tx, { kind: REFUND_JOB, payload: { paymentId: payment.id } })
  await enqueueMail(tx, {
    to: user.email,
    kind: 'refund',
    ...couponRanOutMail(order, reason, `${t.config.publicUrl}/dashboard`),
  })
  t.log.warn(
    { event: 'order_refused', orderId: order.id, paymentId: payment.id, reason },
    'paid order refused',
  )
}

/** Thrown inside the test provider's charge so its transaction rolls back: the card is not charged. */
export function couponLimitError(reason: string) {
  return new AppError('COUPON_LIMIT_REACHED', reason)
}
