import { BASE_PAGES } from '../../../shared/catalog'
import type {
  BillingDetails,
  ConfirmTestPaymentRequest,
  OrderDetailsInput,
  OrderView,
} from '../../../shared/contracts/orders'
import type { ProjectStatus } from '../../../shared/lifecycle'
import { priceOrder } from '../../../shared/pricing'
import type { OrderStatus, Timeline } from '../../../shared/states'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import type { PaymentProvider } from '../../integrations/payments/provider'
import { testCardOutcome } from '../../integrations/payments/test-cards'
import { AppError } from '../../lib/app-error'
import { checkCoupons } from '../coupons/coupons.service'
import { keepBillingDetails } from '../users/users.service'
import { MARKETING_CACHE_PREFIX, recentOrdersChanged } from '../marketing/marketing.service'
import { orderWithStanding } from '../reporting/reporting.repo'
import { finaliseOrder, toTerms } from './orders.finalise'
import { orderLinesFor } from './orders.lines'
import {
  findPaymentForOrder,
  insertFirstPendingOrder,
  insertPayment,
  lockCheckoutBySecret,
  lockPendingOrder,
  replaceOrderLines,
  updateOrder,
  updatePayment,
} from './orders.repo'

export const ORDER_MESSAGES = {
  notOpen: 'This order has already been paid or closed. Your dashboard shows where it stands.',
  changed: 'Your order changed while you were paying. Please check the total and pay again.',
  tooSmall: 'Orders under $0.50 cannot be paid by card. Please contact us.',
  notFound: 'Order not found',
} as const

/**
 * Prices the customer's order on the server (any amount the browser sent is ignored) and stores it as their one
 * open order, with the billing details kept on the account. Coupons are checked here for the customer; their
 * limits are counted again when the payment is finalised.
 */
async function storePendingOrder(
  ctx: AppContext,
  userId: number,
  details: OrderDetailsInput,
  billing: Required<BillingDetails>,
) {
  const base = priceOrder({
    extraPages: details.extraPages,
    addons: details.selectedAddons,
    timeline: details.timeline,
    domain: !!details.domain,
    coupons: [],
  })
  // Read without locks, so outside the writing transaction: the limits are counted again when it is paid.
  const codes = [...new Set(details.couponCodes)]
  const coupons = await checkCoupons(ctx.db, codes, base.subtotalCents, ctx.clock.now(), userId)
  const price = priceOrder({
    extraPages: details.extraPages,
    addons: details.selectedAddons,
    timeline: details.timeline,
    domain: !!details.domain,
    coupons: coupons.map(toTerms),
  })
  const refused = price.refused[0]
  if (refused)
    throw new AppError(
      refused.reason.includes('combined') ? 'COUPON_NOT_COMBINABLE' : 'COUPON_MIN_ORDER',
      refused.reason,
    )
  if (price.totalCents < 50) throw AppError.conflict(ORDER_MESSAGES.tooSmall)

  const [firstName = '', ...rest] = billing.name.split(/\s+/)
  const kept = {
    firstName,
    lastName: rest.join(' '),
    company: billing.company,
    billingAddress: billing.address,
  }
  const values = {
    userId,
    title: details.title,
    businessType: details.businessType,
    description: details.description,
    timeline: details.timeline,
    extraPages: price.extraPages,
    freePages: price.freePages,
    domain: details.domain || null,
    addons: [...new Set(details.selectedAddons)],
    couponCodes: price.applied.map((a) => a.code),
    subtotalCents: price.subtotalCents,
    discountCents: price.discountCents,
    amountCents: price.totalCents,
    billingName: billing.name,
    billingCompany: billing.company,
    billingAddress: billing.address,
  }
  const lines = orderLinesFor(price, values.domain)
  await keepBillingDetails(ctx.db, userId, kept)
  // A first order is one statement with its lines; an open one (the unique index refuses a second) is locked and
  // updated. Should it be paid or closed between the two, the next one is a first order again.
  for (let attempt = 1; ; attempt++) {
    const created = await insertFirstPendingOrder(ctx.db, values, lines)
    if (created) return { order: created, payment: undefined }
    const open = await withTransaction(ctx, async ({ tx }) => {
      let order = await lockPendingOrder(tx, userId)
      if (!order) return undefined
      const payment = await findPaymentForOrder(tx, order.id)
      // A payment the provider may be taking right now: the order stays as it was paid for.
      if (payment && (payment.status === 'processing' || payment.status === 'succeeded'))
        return { order, payment }
      order = await updateOrder(tx, order.id, values)
      await replaceOrderLines(tx, order.id, lines)
      return { order, payment }
    })
    if (open || attempt === 3) return open ?? throwNotOpen()
  }
}

function throwNotOpen(): never {
  throw AppError.conflict(ORDER_MESSAGES.notOpen)
}

/**
 * POST /api/create-payment-intent: the order stored with the server's price, and its payment at the provider.
 * The same unpaid order keeps the same payment (its idempotency key is the order's); a changed total updates it.
 */
export async function createPaymentIntent(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: number,
  input: { orderDetails: OrderDetailsInput; billing: Required<BillingDetails> },
) {
  const { order, payment } = await storePendingOrder(ctx, userId, input.orderDetails, input.billing)
  let current = payment
  if (!current) {
    const intent = await provider.createIntent({
      amountCents: order.amountCents,
      currency: order.currency,
      idempotencyKey: `order-${order.id}`,
      orderId: order.id,
      userId,
      description: `SiteCraft order #${order.id}: ${order.title}`,
    })
    current = await insertPayment(ctx.db, {
      orderId: order.id,
      provider: provider.name,
      providerId: intent.id,
      clientSecret: intent.clientSecret,
      amountCents: intent.amountCents,
      currency: intent.currency,
      idempotencyKey: `order-${order.id}`,
    })
  }
  if (current.amountCents !== order.amountCents && current.status === 'requires_payment') {
    const intent = await provider.updateAmount(current.providerId, order.amountCents)
    current = await updatePayment(ctx.db, current.id, { amountCents: intent.amountCents })
  }
  return {
    clientSecret: current.clientSecret,
    orderId: order.id,
    amount: order.amountCents / 100,
    provider: provider.name,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  }
}

/**
 * POST /api/test-payments/confirm: the built-in provider charges the test card and finalises the order in one
 * transaction. A declined card is recorded and nothing else happens; a payment that finalisation refuses (a
 * coupon that ran out, expired or was withdrawn meanwhile, a domain another order took first) rolls the whole
 * charge back, so the card is never charged for what it cannot have.
 */
export async function confirmTestPayment(
  ctx: AppContext,
  userId: number,
  card: ConfirmTestPaymentRequest & { expMonth: number; expYear: number },
) {
  const outcome = testCardOutcome(card, ctx.clock.now())
  if (outcome.kind === 'refused') throw new AppError('VALIDATION', outcome.message)
  return withTransaction(ctx, async (t) => {
    const { tx } = t
    const found = await lockCheckoutBySecret(tx, card.clientSecret, userId)
    if (!found || found.payment.provider !== 'test') throw AppError.notFound('Payment not found')
    const { payment, order } = found
    if (payment.status === 'succeeded' || order.status === 'paid')
      return { status: 'succeeded' as const, orderId: order.id }
    if (order.status !== 'pending') throw AppError.conflict(ORDER_MESSAGES.notOpen)
    if (order.amountCents !== payment.amountCents) throw AppError.conflict(ORDER_MESSAGES.changed)
    if (outcome.kind === 'declined') {
      await updatePayment(tx, payment.id, { failureReason: outcome.message })
      return {
        status: 'requires_payment_method' as const,
        orderId: order.id,
        message: outcome.message,
        declineCode: outcome.declineCode,
      }
    }
    // The charge is recorded with the order paid, in the finalising transaction: a refused payment rolls it back.
    const result = await finaliseOrder(t, order, payment, 'confirm', {
      payer: found.user,
      lines: found.lines,
      charge: true,
    })
    if (!result.ok) throw result.refusal
    t.afterCommit(() => recentOrdersChangedSoon(ctx))
    return { status: 'succeeded' as const, orderId: order.id }
  })
}

/** Per app: a recent-orders notice being sent, and whether another paid order asked for one meanwhile. */
const noticesUnderWay = new WeakMap<AppContext, { again: boolean }>()

/** The least time between two recent-orders notices to the other instances. */
const NOTICE_GAP_MS = 250

/**
 * After a paid order: the recent-orders cache is dropped here at once, and on the other instances through a
 * database notice. A burst of orders shares the notices: while one is being sent, and for NOTICE_GAP_MS after
 * it, the orders paid meanwhile ask for one more after that (each order is followed by a notice sent after its
 * commit), not one each.
 */
export function recentOrdersChangedSoon(ctx: AppContext) {
  ctx.cache.drop(`${MARKETING_CACHE_PREFIX}recent-orders`)
  const underWay = noticesUnderWay.get(ctx)
  if (underWay) {
    underWay.again = true
    return
  }
  const state = { again: false }
  noticesUnderWay.set(ctx, state)
  const send = (): void => {
    state.again = false
    void recentOrdersChanged(ctx)
      .catch((err) => ctx.log.warn({ err }, 'cache drop failed'))
      .finally(() => {
        if (state.again) setTimeout(send, NOTICE_GAP_MS).unref()
        else noticesUnderWay.delete(ctx)
      })
  }
  send()
}

/** The customer's order with what became of it, in one read; 404 when it is not theirs. */
export async function findOwnOrder(ctx: AppContext, userId: number, id: number) {
  const found = await orderWithStanding(ctx.db, id, userId)
  if (!found) throw AppError.notFound(ORDER_MESSAGES.notFound)
  return found
}

/** What the return page and the dashboard see of an order: one read. */
export async function getOrder(ctx: AppContext, userId: number, id: number): Promise<OrderView> {
  return orderView(await findOwnOrder(ctx, userId, id))
}

/** The view of an order read by findOwnOrder. */
export function orderView(found: Awaited<ReturnType<typeof findOwnOrder>>): OrderView {
  const { order, lines } = found
  return {
    id: order.id,
    status: order.status as OrderStatus,
    title: order.title,
    businessType: order.businessType,
    timeline: order.timeline as Timeline,
    extraPages: order.extraPages,
    freePages: order.freePages,
    totalPages: BASE_PAGES + order.extraPages + order.freePages,
    selectedAddons: order.addons,
    couponCodes: order.couponCodes,
    domain: order.domain,
    lines: lines.map((l) => ({
      description: l.quantity > 1 ? `${l.description} × ${l.quantity}` : l.description,
      amount: l.amountCents / 100,
    })),
    subtotal: order.subtotalCents / 100,
    discount: order.discountCents / 100,
    amount: order.amountCents / 100,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentError: order.status === 'pending' ? found.paymentError : (order.cancelReason ?? null),
    project: found.projectId
      ? {
          id: found.projectId,
          status: found.projectStatus as ProjectStatus,
          deliveryDate: found.deliveryDate,
          requirementsSubmitted: !!found.requirementsSubmittedAt,
        }
      : null,
    invoiceNumber: found.invoiceNumber,
  }
}
