import type { CompanySettings } from '../../../shared/contracts/site-settings'
import { applyCoupons, type CouponTerms } from '../../../shared/pricing'
import type { TxContext } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { enqueueJob, markEventProcessed } from '../../jobs/queue'
import { AppError } from '../../lib/app-error'
import { findAccount } from '../auth'
import { findOrderInvoice, issueOrderInvoiceNumberedAtCommit } from '../billing'
import { type CouponRow, lockCouponsForRedemption, redeemCoupons } from '../coupons'
import { attachDomainToProject, claimDomainForOrder, DOMAIN_MESSAGES } from '../domains'
import { findOrderProject, openProjectForPaidOrder } from '../projects'
import {
  listOrderLines,
  lockOrder,
  markOrderPaid,
  type OrderRow,
  type PaymentRow,
  type StoredLine,
  updateOrder,
} from './orders.repo'
import { receiptMail, refusedPaymentMail } from './orders.mail'

export type FinaliseSource = 'confirm' | 'webhook' | 'reconciliation' | 'verify'

export const toTerms = (c: CouponRow): CouponTerms => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  minOrderCents: c.minOrderCents,
  stackable: c.stackable,
})

/** Why a paid order cannot be accepted: answered as it is to the test card, told to the customer otherwise. */
export type Refusal = AppError

export const FINALISE_MESSAGES = {
  couponChanged: 'A coupon on your order changed since you placed it. Please check the total and pay again.',
} as const

/**
 * Everything a verified payment makes, in the caller's transaction, once, each by its own module: the coupons'
 * rules checked again under their row locks (coupons), the domain claimed (domains: one open request per name),
 * the order paid, its project with the first timeline entry and a notice (projects), the coupon redemptions
 * (coupons), the receipt job, and last the invoice with the next number (billing), made from the lines the order
 * stored. The caller holds the payment's and the order's row locks and has checked the order is still pending,
 * so a second call finds it paid and stops. A payment that cannot be accepted (a coupon expired, withdrawn or run
 * out meanwhile, the domain taken by another order first) is refused before anything is written: the refusal
 * is answered and the caller refuses the payment (the test card's charge rolls back; a provider's is refunded).
 */
export async function finaliseOrder(
  t: TxContext,
  order: OrderRow,
  payment: PaymentRow,
  source: FinaliseSource,
  opts: {
    /** Who pays, when the caller has read it already. */
    payer?: Payer
    /** The payment succeeds here too (the test provider's charge), with the order paid. */
    charge?: boolean
    /** The order's stored lines, when the caller has read them with the order. */
    lines?: StoredLine[]
    /** The studio's details for the invoice, when the caller has them. */
    company?: CompanySettings
  } = {},
): Promise<{ ok: true; projectId: number } | { ok: false; refusal: Refusal }> {
  const { tx } = t
  const now = t.clock.now()
  const userId = order.userId!
  const locked = await lockCouponsForRedemption(tx, { ...order, userId }, now)
  if ('refused' in locked) return { ok: false, refusal: locked.refused }
  // The coupons' terms as they are now, on the order's own subtotal (whatever the catalog says by now), must
  // give what the order was priced with; the redemptions record what each took off.
  const terms = order.couponCodes.map((code) => toTerms(locked.coupons.find((c) => c.code === code)!))
  const discount = applyCoupons(order.subtotalCents, order.extraPages, terms)
  if (
    discount.refused.length ||
    discount.discountCents !== order.discountCents ||
    discount.freePages !== order.freePages
  )
    return { ok: false, refusal: AppError.conflict(FINALISE_MESSAGES.couponChanged) }
  const lines = opts.lines ?? (await listOrderLines(tx, order.id))
  const domain = order.domain
    ? await claimDomainForOrder(tx, {
        orderId: order.id,
        userId,
        domainName: order.domain,
        priceCents: lines.find((l) => l.kind === 'domain')?.amountCents ?? 0,
      })
    : undefined
  if (order.domain && !domain)
    return { ok: false, refusal: AppError.conflict(DOMAIN_MESSAGES.taken(order.domain)) }

  await markOrderPaid(tx, order.id, now, opts.charge ? payment.id : undefined)
  const project = await openProjectForPaidOrder(tx, { ...order, userId })
  if (domain) await attachDomainToProject(tx, domain.id, project.id)
  await redeemCoupons(
    tx,
    discount.applied.map((applied) => ({
      couponId: locked.coupons.find((c) => c.code === applied.code)!.id,
      orderId: order.id,
      userId,
      discountCents: applied.discountCents,
    })),
  )
  // The receipt is written by a job once this commits, so rendering it holds no lock.
  await enqueueJob(tx, { kind: RECEIPT_JOB, payload: { orderId: order.id }, priority: 1 })
  const payer = opts.payer ?? (await findAccount(tx, userId))!
  // Numbered as the transaction commits: the invoice counter's row is locked only for the commit.
  await issueOrderInvoiceNumberedAtCommit(tx, {
    orderId: order.id,
    userId,
    projectId: project.id,
    currency: order.currency,
    lines,
    couponCodes: order.couponCodes,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.amountCents,
    billTo: { name: order.billingName, company: order.billingCompany, address: order.billingAddress },
    payer,
    paidAt: now,
    ...(opts.company ? { company: opts.company } : {}),
  })
  t.log.info({ event: 'order_paid', orderId: order.id, paymentId: payment.id, source }, 'order finalised')
  return { ok: true, projectId: project.id }
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
    (await findAccount(tx, order.userId!))!,
    await listOrderLines(tx, order.id),
    (await findOrderInvoice(tx, order.id))!,
    (await findOrderProject(tx, order.id))!,
  ]
  const setupUrl = `${t.config.publicUrl}/project-setup?project=${project.id}`
  await enqueueMail(tx, {
    to: user.email,
    kind: 'receipt',
    ...receiptMail(order, lines, invoice.number, setupUrl),
  })
}

/**
 * A payment the provider took that finalisation refused (a coupon that expired, was withdrawn or ran out, a domain
 * another order took first): the order is cancelled with the reason, the customer is told, and a job refunds the
 * payment in full (with its own idempotency key).
 */
export async function refuseOrder(t: TxContext, order: OrderRow, payment: PaymentRow, reason: string) {
  const { tx } = t
  const user = (await findAccount(tx, order.userId!))!
  await updateOrder(tx, order.id, { status: 'cancelled', cancelReason: reason })
  await enqueueJob(tx, { kind: REFUND_JOB, payload: { paymentId: payment.id } })
  await enqueueMail(tx, {
    to: user.email,
    kind: 'refund',
    ...refusedPaymentMail(order, reason, `${t.config.publicUrl}/dashboard`),
  })
  t.log.warn(
    { event: 'order_refused', orderId: order.id, paymentId: payment.id, reason },
    'paid order refused',
  )
}
