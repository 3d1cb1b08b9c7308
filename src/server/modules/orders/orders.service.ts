import {
  type BillingDetails,
  type ConfirmTestPaymentRequest,
  type OrderDetailsInput,
} from '../../../shared/contracts/orders'
import { priceOrder } from '../../../shared/pricing'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import {
  isProviderFailure,
  OPEN_INTENT_STATUSES,
  PaymentProviderError,
  type PaymentProvider,
} from '../../integrations/payments/provider'
import { testCardOutcome } from '../../integrations/payments/test-cards'
import { AppError } from '../../lib/app-error'
import { checkCoupons } from '../coupons'
import { keepBillingDetails } from '../auth'
import { ensureDomainAvailable } from '../domains'
import { cachedInvoiceCompany } from '../site-settings'
import { countPayment } from '../metrics'
import { finaliseOrder, type Payer, toTerms } from './orders.finalise'
import { toOrderLines } from './orders.lines'
import { recentOrdersChangedSoon } from './orders.notices'
import type { orders } from '../../db/schema/orders'
import {
  closePendingOrder,
  findOpenCheckout,
  freezeOrder,
  insertFirstPendingOrder,
  insertPayment,
  lockCheckoutBySecret,
  lockOrder,
  lockPayment,
  type NewOrderLine,
  type OrderRow,
  type PaymentRow,
  replaceOrderLines,
  updateOrder,
  updatePayment,
} from './orders.repo'
import { toCurrency } from '../../../shared/money'

export const ORDER_MESSAGES = {
  notOpen: 'This order has already been paid or closed. Your dashboard shows where it stands.',
  changed: 'Your order changed while you were paying. Please check the total and pay again.',
  tooSmall: 'Orders under $0.50 cannot be paid by card. Please contact us.',
  notFound: 'Order not found',
  closed: 'This checkout was closed without a payment. You can place your order again.',
  mismatch: "the amount paid did not match the order's total",
  providerUnavailable: 'We could not reach our payment provider just now. Please try again in a minute.',
} as const

/**
 * A payment provider's failure as the customer is answered: a card decline in the provider's own words (402);
 * anything else (its keys refused, an outage, the network) as 502 with a generic message, the provider's
 * detail kept for the log only (the error handler logs the cause of every 5xx).
 */
export function providerError(err: unknown): unknown {
  if (!(err instanceof PaymentProviderError)) return err
  if (err.kind === 'declined') return new AppError('CARD_DECLINED', err.message, { cause: err })
  return new AppError('PROVIDER_UNAVAILABLE', ORDER_MESSAGES.providerUnavailable, { cause: err })
}

/** A call to the payment provider on a customer's request; its failure answered as providerError says. */
export async function askProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    throw providerError(err)
  }
}

/** A checkout priced by the server: the order's columns, its lines, and the billing details kept on the account. */
interface PricedCheckout {
  values: Omit<typeof orders.$inferInsert, 'userId'> & { userId: number; amountCents: number }
  lines: NewOrderLine[]
  kept: { firstName: string; lastName: string; company: string; billingAddress: string }
}

/**
 * Prices the customer's order on the server (any amount the browser sent is ignored). Coupons are checked here
 * for the customer; their limits are counted again when the payment is finalised.
 */
async function priceCheckout(
  ctx: AppContext,
  userId: number,
  details: OrderDetailsInput,
  billing: Required<BillingDetails>,
): Promise<PricedCheckout> {
  const base = priceOrder({
    extraPages: details.extraPages,
    addons: details.selectedAddons,
    timeline: details.timeline,
    domain: details.domain,
    coupons: [],
  })
  // Read without locks, so outside the writing transaction: the limits are counted again when it is paid.
  const codes = [...new Set(details.couponCodes)]
  const coupons = await checkCoupons(ctx.db, codes, base.subtotalCents, ctx.clock.now(), userId)
  const price = priceOrder({
    extraPages: details.extraPages,
    addons: details.selectedAddons,
    timeline: details.timeline,
    domain: details.domain,
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
    couponDiscounts: price.applied,
    subtotalCents: price.subtotalCents,
    discountCents: price.discountCents,
    amountCents: price.totalCents,
    billingName: billing.name,
    billingCompany: billing.company,
    billingAddress: billing.address,
  }
  return { values, lines: toOrderLines(price.lines), kept }
}

/** Whether the stored order is already what the customer asks for (then nothing changes, at the provider either). */
function sameOrder(order: OrderRow, values: PricedCheckout['values']) {
  return (Object.keys(values) as Array<keyof typeof values>).every(
    (key) => canonical(order[key]) === canonical(values[key]),
  )
}

/**
 * A value as JSON with every object's keys in one order: a jsonb column (the coupons' shares) reads back with its
 * keys in the database's order, not in the order they were written.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}

/** Money under way or taken (an authorised card waiting for capture counts): the order no longer changes. */
const INTENT_UNDER_WAY = new Set(['processing', 'requires_capture', 'succeeded'])

/**
 * Before an unpaid order changes, the provider is asked about its payment, which takes the new amount first: the
 * customer may be paying in another tab, or have paid with the webhook still on its way. A payment under way,
 * made or cancelled cannot be changed (Stripe refuses), and is answered as it is.
 */
async function intentBeforeChange(provider: PaymentProvider, payment: PaymentRow, amountCents: number) {
  try {
    return payment.amountCents !== amountCents
      ? await provider.updateAmount(payment.providerId, amountCents)
      : await provider.retrieve(payment.providerId)
  } catch (err) {
    if (!isProviderFailure(err, 'unexpected_state')) throw providerError(err)
    return askProvider(() => provider.retrieve(payment.providerId))
  }
}

/**
 * Stores the priced checkout as the customer's one open order. A first order is one statement (with its lines
 * and the billing details kept on the account). An open one the customer changes is updated while its payment
 * waits for them; once the payment is under way or made (processing, succeeded) the order never changes: it is
 * frozen as it is being paid for, and the changed checkout becomes a new order with a payment of its own. One
 * whose payment was cancelled is closed. Should the open order be paid, frozen or closed meanwhile, the next
 * round opens a first order again.
 */
async function storePendingOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: number,
  checkout: PricedCheckout,
): Promise<{ order: OrderRow; payment: PaymentRow | undefined }> {
  const { values, lines, kept } = checkout
  await keepBillingDetails(ctx.db, userId, kept)
  for (let attempt = 1; attempt <= 3; attempt++) {
    const created = await insertFirstPendingOrder(ctx.db, values, lines)
    if (created) return { order: created, payment: undefined }
    const open = await findOpenCheckout(ctx.db, userId)
    if (!open) continue
    if (sameOrder(open.order, values)) return open
    const intent =
      open.payment?.status === 'requires_payment'
        ? await intentBeforeChange(provider, open.payment, values.amountCents)
        : undefined
    const changed = await withTransaction(ctx, async ({ tx, clock }) => {
      // The payment's row before the order's, as settleIntent locks them.
      const payment = open.payment && (await lockPayment(tx, open.payment.id))
      const order = await lockOrder(tx, open.order.id)
      if (!order || order.status !== 'pending' || order.frozenAt) return undefined
      if (payment) {
        const seen = payment.status === 'requires_payment' ? intent?.status : payment.status
        // Moved back to unpaid since it was read: the next round asks the provider.
        if (seen === undefined) return undefined
        if (!OPEN_INTENT_STATUSES.has(seen)) {
          if (INTENT_UNDER_WAY.has(seen)) await freezeOrder(tx, order.id, clock.now())
          else await closePendingOrder(tx, order.id, 'failed', ORDER_MESSAGES.closed)
          return undefined
        }
      }
      const updated = await updateOrder(tx, order.id, values)
      await replaceOrderLines(tx, order.id, lines)
      const repriced =
        payment && intent && payment.amountCents !== intent.amountCents
          ? await updatePayment(tx, payment.id, { amountCents: intent.amountCents })
          : payment
      return { order: updated, payment: repriced }
    })
    if (changed) return changed
  }
  throw AppError.conflict(ORDER_MESSAGES.notOpen)
}

/**
 * An unpaid payment takes its order's amount at the provider, then in its row, while the locked order still has
 * that amount. The order and its payment were read one after the other: a change that raced this checkout may
 * have moved the order on meanwhile, and then the payment follows the order as it is now, never the order as
 * it was read (else the payment would ask for another amount than its order, and confirming would refuse it).
 */
async function matchPaymentToOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderRow,
  payment: PaymentRow,
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  let now = { order, payment }
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (now.payment.status !== 'requires_payment' || now.payment.amountCents === now.order.amountCents)
      return now
    const wanted = now.order.amountCents
    const intent = await askProvider(() => provider.updateAmount(now.payment.providerId, wanted))
    now = await withTransaction(ctx, async ({ tx }) => {
      // The payment's row before the order's, as settleIntent locks them.
      const lockedPayment = (await lockPayment(tx, now.payment.id)) ?? now.payment
      const lockedOrder = (await lockOrder(tx, now.order.id)) ?? now.order
      const stillWanted =
        lockedPayment.status === 'requires_payment' &&
        lockedOrder.status === 'pending' &&
        !lockedOrder.frozenAt &&
        lockedOrder.amountCents === intent.amountCents
      return {
        order: lockedOrder,
        payment: stillWanted
          ? await updatePayment(tx, lockedPayment.id, { amountCents: intent.amountCents })
          : lockedPayment,
      }
    })
  }
  return now
}

/**
 * POST /api/create-payment-intent: the order stored with the server's price, and its payment at the provider.
 * The same unpaid order keeps the same payment (its idempotency key is the order's); a changed total updates it
 * while it is unpaid, and a changed order whose payment is under way or made opens a new order. A domain in the
 * order is checked with the registry again (409 when taken).
 */
export async function createPaymentIntent(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: number,
  input: { orderDetails: OrderDetailsInput; billing: Required<BillingDetails> },
) {
  const checkout = await priceCheckout(ctx, userId, input.orderDetails, input.billing)
  // Asked again here, just before the customer pays: taken meanwhile, or never checked by the page.
  if (checkout.values.domain) await ensureDomainAvailable(ctx, checkout.values.domain)
  const { order, payment } = await storePendingOrder(ctx, provider, userId, checkout)
  let current = payment
  if (!current) {
    const intent = await askProvider(() =>
      provider.createIntent({
        amountCents: order.amountCents,
        currency: order.currency,
        idempotencyKey: `order-${order.id}`,
        orderId: order.id,
        userId,
        description: `SiteCraft order #${order.id}: ${order.title}`,
      }),
    )
    current = await insertPayment(ctx.db, {
      orderId: order.id,
      provider: provider.name,
      providerId: intent.id,
      clientSecret: intent.clientSecret,
      amountCents: intent.amountCents,
      currency: intent.currency,
      idempotencyKey: `order-${order.id}`,
      createdAt: ctx.clock.now(),
    })
  }
  const matched = await matchPaymentToOrder(ctx, provider, order, current)
  return {
    clientSecret: matched.payment.clientSecret,
    orderId: order.id,
    amountCents: matched.order.amountCents,
    currency: toCurrency(order.currency),
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
  payer: Payer & { id: number },
  card: ConfirmTestPaymentRequest & { expMonth: number; expYear: number },
) {
  const outcome = testCardOutcome(card, ctx.clock.now())
  if (outcome.kind === 'refused') throw new AppError('VALIDATION', outcome.message)
  // Read before the transaction, from this instance's copy of the settings.
  const company = await cachedInvoiceCompany(ctx)
  return withTransaction(ctx, async (t) => {
    const { tx } = t
    const found = await lockCheckoutBySecret(tx, card.clientSecret, payer.id)
    if (!found || found.payment.provider !== 'test') throw AppError.notFound('Payment not found')
    const { payment, order } = found
    if (payment.status === 'succeeded' || order.status === 'paid')
      return { status: 'succeeded' as const, orderId: order.id }
    if (order.status !== 'pending') throw AppError.conflict(ORDER_MESSAGES.notOpen)
    if (order.amountCents !== payment.amountCents) throw AppError.conflict(ORDER_MESSAGES.changed)
    // The bank asks for 3-D Secure: nothing is charged until the cardholder answers (confirm again).
    if (outcome.kind === 'authenticate') return { status: 'requires_action' as const, orderId: order.id }
    if (outcome.kind === 'declined') {
      await updatePayment(tx, payment.id, { failureReason: outcome.message, declines: payment.declines + 1 })
      t.afterCommit(() => countPayment(t.metrics, 'order', 'declined'))
      return {
        status: 'requires_payment_method' as const,
        orderId: order.id,
        message: outcome.message,
        declineCode: outcome.declineCode,
      }
    }
    // The charge is recorded with the order paid, in the finalising transaction: a refused payment rolls it back.
    const result = await finaliseOrder(t, order, payment, 'confirm', {
      lines: found.lines,
      charge: true,
      payer: { email: payer.email, firstName: payer.firstName, lastName: payer.lastName },
      company,
    })
    if (!result.ok) throw result.refusal
    t.afterCommit(() => countPayment(t.metrics, 'order', 'succeeded'))
    t.afterCommit(() => recentOrdersChangedSoon(ctx))
    return { status: 'succeeded' as const, orderId: order.id }
  })
}

export { recentOrdersChangedSoon } from './orders.notices'
