import type { z } from 'zod/mini'
import type {
  ConfirmInvoiceTestPaymentResponse,
  PayInvoiceResponse,
  PayInvoiceRequestSchema,
} from '../../../shared/contracts/billing'
import type { ConfirmTestPaymentRequest } from '../../../shared/contracts/orders'
import type { AppContext } from '../../context'
import { type TxContext, withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import {
  isProviderFailure,
  PaymentProviderError,
  type ProviderIntent,
} from '../../integrations/payments/provider'
import { testCardOutcome, testCardReference } from '../../integrations/payments/test-cards'
import { markEventProcessed } from '../../jobs/queue'
import { AppError } from '../../lib/app-error'
import { findAccount } from '../auth'
import { countPayment } from '../metrics'
import { addNotification } from '../notifications'
import { invoiceReceiptMail } from './invoice-payments.mail'
import {
  findInvoicePaymentByKey,
  findInvoicePaymentByProviderId,
  lockInvoicePayment,
  findSavedCard,
  insertInvoicePayment,
  type InvoicePaymentRow,
  type InvoiceRow,
  latestHandPayment,
  lockInvoice,
  lockInvoicePaymentBySecret,
  markInvoicePaidRow,
  saveCard,
  setSubscriptionStatus,
  updateInvoicePayment,
} from './invoice-payments.repo'
import { findInvoiceForCustomer } from './billing.repo'
import { payableByCard, planLabel } from './billing.documents'
import { activateOfferedPlan } from './subscriptions.repo'
import { queueSecondPaymentRefund } from './invoice-refunds'
import { revisionRoundInvoicePaid } from './revision-round-paid'
import { toCurrency } from '../../../shared/money'

/*
 * Maintenance invoices paid by card (docs/decisions/0014-maintenance-plans.md): by hand from Billing through the
 * same PaymentProvider as the checkout, or by the billing run with the card the client kept. Their payments are
 * rows of `invoice_payments`, never of the orders' `payments`. Whichever of the confirm call, the webhook, the
 * return page's check or the off-session charge comes first marks the invoice paid, once, under its row lock.
 */

export const INVOICE_PAYMENT_MESSAGES = {
  notFound: 'Invoice not found',
  paid: 'This invoice is already paid.',
  void: 'This invoice was cancelled and cannot be paid.',
  paymentNotFound: 'Payment not found',
  underWay: 'A payment of this invoice is already under way. Please wait a moment and reload the page.',
  unavailable: 'The payment service is unavailable. Please try again in a few minutes.',
} as const

export const billingUrl = (ctx: { config: { publicUrl: string } }) =>
  `${ctx.config.publicUrl}/dashboard/billing`

function payKey(invoiceId: number, keepCard: boolean) {
  return `invoice-${invoiceId}-pay${keepCard ? '-keep' : ''}`
}

/**
 * Opens (or reopens) the card payment of one of the customer's open invoices: the provider's intent for its total,
 * created with a key derived from the invoice, so every request for it answers the same intent. 404 for an
 * invoice that is not theirs, 409 once it is paid.
 */
export async function payInvoice(
  ctx: AppContext,
  userId: number,
  invoiceId: number,
  body: z.output<typeof PayInvoiceRequestSchema>,
): Promise<PayInvoiceResponse> {
  const provider = ctx.payments
  const invoice = await findInvoiceForCustomer(ctx.db, invoiceId, userId)
  if (!invoice || !payableByCard(invoice)) throw AppError.notFound(INVOICE_PAYMENT_MESSAGES.notFound)
  refuseClosed(invoice)
  const key = payKey(invoice.id, body.keepCard)
  const answer = (row: InvoicePaymentRow): PayInvoiceResponse => ({
    invoiceId: invoice.id,
    clientSecret: row.clientSecret!,
    amountCents: row.amountCents,
    currency: toCurrency(row.currency),
    provider: provider.name,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  })
  const existing = await findInvoicePaymentByKey(ctx.db, key)
  if (existing && existing.amountCents === invoice.totalCents) return answer(existing)
  if (!provider.createInvoiceIntent) throw AppError.conflict(INVOICE_PAYMENT_MESSAGES.unavailable)
  await closeOtherIntent(ctx, payKey(invoice.id, !body.keepCard))
  let intent: ProviderIntent
  let customerId: string | null = null
  try {
    if (body.keepCard && provider.name === 'stripe') {
      const saved = await findSavedCard(ctx.db, userId)
      const user = (await findAccount(ctx.db, userId))!
      customerId =
        saved?.customerId ??
        (await provider.createCustomer!({
          userId,
          email: user.email,
          idempotencyKey: `customer-user-${userId}`,
        }))
    }
    intent = await provider.createInvoiceIntent({
      amountCents: invoice.totalCents,
      currency: invoice.currency,
      idempotencyKey: key,
      invoiceId: invoice.id,
      userId,
      description: `Invoice ${invoice.number}`,
      ...(customerId ? { customerId } : {}),
    })
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      ctx.log.error({ err, invoiceId: invoice.id }, 'invoice payment intent failed')
      throw new AppError('PROVIDER_UNAVAILABLE', INVOICE_PAYMENT_MESSAGES.unavailable, { cause: err })
    }
    throw err
  }
  return withTransaction(ctx, async ({ tx, clock }) => {
    const locked = (await lockInvoice(tx, invoice.id, userId))!
    refuseClosed(locked)
    // Parallel requests all reach here with the same key: the first row stays and every one answers it.
    const row = await insertInvoicePayment(tx, {
      createdAt: clock.now(),
      invoiceId: invoice.id,
      userId,
      provider: provider.name,
      providerId: intent.id,
      amountCents: invoice.totalCents,
      currency: invoice.currency,
      idempotencyKey: key,
      clientSecret: intent.clientSecret,
      keepCard: body.keepCard,
      customerId,
    })
    return answer(row)
  })
}

/**
 * The client changed their mind about keeping the card: the intent opened the other way is closed first, so the
 * invoice never has two intents that could both be paid. One the provider no longer lets us close is being paid
 * (409). The test provider's intents are paid only through its confirm, under the invoice's lock: nothing to close.
 */
async function closeOtherIntent(ctx: AppContext, otherKey: string) {
  const other = await findInvoicePaymentByKey(ctx.db, otherKey)
  if (!other?.providerId || other.status !== 'requires_payment' || ctx.payments.name === 'test') return
  try {
    const closed = await ctx.payments.cancel(other.providerId)
    if (closed.status !== 'canceled') throw AppError.conflict(INVOICE_PAYMENT_MESSAGES.underWay)
    await withTransaction(ctx, ({ tx }) => updateInvoicePayment(tx, other.id, { status: 'failed' }))
  } catch (err) {
    if (isProviderFailure(err, 'unexpected_state')) throw AppError.conflict(INVOICE_PAYMENT_MESSAGES.underWay)
    if (err instanceof PaymentProviderError && !isProviderFailure(err, 'not_found'))
      throw new AppError('PROVIDER_UNAVAILABLE', INVOICE_PAYMENT_MESSAGES.unavailable, { cause: err })
    if (!(err instanceof PaymentProviderError)) throw err
  }
}

/**
 * Before an open invoice is cancelled: every card payment opened for it is closed at the provider, so none can be
 * paid afterwards (409 while one is being paid). One that still slips through is given back (settleInvoiceIntent).
 */
export async function closeInvoiceIntents(ctx: AppContext, invoiceId: number) {
  await closeOtherIntent(ctx, payKey(invoiceId, false))
  await closeOtherIntent(ctx, payKey(invoiceId, true))
}

function refuseClosed(invoice: InvoiceRow) {
  if (invoice.status === 'paid') throw AppError.conflict(INVOICE_PAYMENT_MESSAGES.paid)
  if (invoice.status !== 'issued') throw AppError.conflict(INVOICE_PAYMENT_MESSAGES.void)
}

/**
 * Marks an invoice the caller has locked paid by `payment` (in the caller's transaction): the payment succeeded,
 * the card kept when the client asked, a past-due plan active again, and a receipt mailed. An invoice already
 * paid is left as it is: answers whether this call paid it.
 */
export async function invoicePaid(
  t: TxContext,
  invoice: InvoiceRow,
  payment: InvoicePaymentRow,
  card: { paymentMethodId?: string | undefined; providerId?: string },
): Promise<boolean> {
  const { tx } = t
  if (invoice.status === 'paid') return false
  t.afterCommit(() => countPayment(t.metrics, 'invoice', 'succeeded'))
  const now = t.clock.now()
  await updateInvoicePayment(tx, payment.id, {
    status: 'succeeded',
    succeededAt: now,
    failureReason: null,
    ...(card.providerId ? { providerId: card.providerId } : {}),
  })
  await markInvoicePaidRow(tx, invoice.id, now)
  const keep = payment.keepCard && !!card.paymentMethodId
  if (keep)
    await saveCard(tx, {
      userId: invoice.userId,
      provider: payment.provider,
      customerId: payment.customerId,
      paymentMethodId: card.paymentMethodId!,
    })
  if (invoice.subscriptionId !== null) {
    const started = await activateOfferedPlan(tx, invoice.subscriptionId)
    if (started)
      await addNotification(tx, {
        userId: invoice.userId,
        projectId: invoice.projectId,
        type: 'system',
        title: 'Maintenance plan started',
        message: `Thank you: invoice ${invoice.number} is paid and your ${planLabel(started.plan)} maintenance plan has started. You can cancel it under Billing at any time; it then runs to the end of the period you have paid for.`,
      })
    const back = !started && (await setSubscriptionStatus(tx, invoice.subscriptionId, 'past_due', 'active'))
    if (back)
      await addNotification(tx, {
        userId: invoice.userId,
        projectId: invoice.projectId,
        type: 'system',
        title: 'Maintenance plan active again',
        message: `Thank you: invoice ${invoice.number} is paid and your maintenance plan is active again.`,
      })
  }
  await revisionRoundInvoicePaid(tx, invoice)
  const user = await findAccount(tx, invoice.userId)
  if (user)
    await enqueueMail(tx, {
      to: user.email,
      kind: 'invoice-receipt',
      ...invoiceReceiptMail(invoice, billingUrl(t), keep || payment.offSession),
    })
  t.log.info(
    { event: 'invoice_paid', invoiceId: invoice.id, paymentId: payment.id, offSession: payment.offSession },
    'invoice paid by card',
  )
  return true
}

/**
 * The Billing tab's test card form (test mode only): charges the test card and marks the invoice paid in one
 * transaction. A declined card is recorded and nothing else happens; a second confirm of a paid invoice answers
 * `succeeded` again.
 */
export async function confirmInvoiceTestPayment(
  ctx: AppContext,
  userId: number,
  invoiceId: number,
  card: ConfirmTestPaymentRequest & { expMonth: number; expYear: number },
): Promise<ConfirmInvoiceTestPaymentResponse> {
  const outcome = testCardOutcome(card, ctx.clock.now())
  if (outcome.kind === 'refused') throw new AppError('VALIDATION', outcome.message)
  return withTransaction(ctx, async (t) => {
    const { tx } = t
    const payment = await lockInvoicePaymentBySecret(tx, invoiceId, userId, card.clientSecret)
    if (!payment || payment.provider !== 'test')
      throw AppError.notFound(INVOICE_PAYMENT_MESSAGES.paymentNotFound)
    const invoice = (await lockInvoice(tx, invoiceId, userId))!
    if (invoice.status === 'paid') return { status: 'succeeded', invoiceId }
    if (invoice.status !== 'issued') throw AppError.conflict(INVOICE_PAYMENT_MESSAGES.void)
    if (outcome.kind === 'authenticate') return { status: 'requires_action', invoiceId }
    if (outcome.kind === 'declined') {
      await updateInvoicePayment(tx, payment.id, { failureReason: outcome.message })
      t.afterCommit(() => countPayment(t.metrics, 'invoice', 'declined'))
      return {
        status: 'requires_payment_method',
        invoiceId,
        message: outcome.message,
        declineCode: outcome.declineCode,
      }
    }
    await invoicePaid(t, invoice, payment, { paymentMethodId: testCardReference(card.cardNumber) })
    return { status: 'succeeded', invoiceId }
  })
}

/**
 * What the provider says about an invoice's intent (the webhook, the return page's check): a succeeded intent for
 * the invoice's amount marks it paid; a decline is recorded. Answers false when the intent is not an invoice's.
 */
export async function settleInvoiceIntent(
  ctx: AppContext,
  intent: ProviderIntent,
  eventId?: string,
): Promise<boolean> {
  const found = await findInvoicePaymentByProviderId(ctx.db, ctx.payments.name, intent.id)
  if (!found) return false
  await withTransaction(ctx, async (t) => {
    const { tx } = t
    if (eventId && !(await markEventProcessed(tx, 'stripe', eventId))) return
    const invoice = (await lockInvoice(tx, found.invoiceId))!
    // Read again under the invoice's lock: a confirmation that ran at the same time (the webhook and the return
    // page's verify, a double click) may have settled this very payment since it was first read, and the stale
    // row would take the invoice's own payment for a second one and give the money back.
    const known = await lockInvoicePayment(tx, found.id)
    if (intent.status !== 'succeeded') {
      if (intent.status === 'processing' && known.status === 'requires_payment')
        await updateInvoicePayment(tx, known.id, { status: 'processing' })
      else if (known.status === 'processing' && intent.status !== 'processing') {
        // Under way, then refused (a bank debit): a hand payment's intent can be paid again, a charge cannot.
        await updateInvoicePayment(tx, known.id, {
          status: known.offSession || intent.status === 'canceled' ? 'failed' : 'requires_payment',
          failureReason: intent.lastError ?? 'The payment did not go through.',
        })
        t.afterCommit(() => countPayment(t.metrics, 'invoice', 'failed'))
      } else if (intent.lastError && invoice.status === 'issued') {
        await updateInvoicePayment(tx, known.id, { failureReason: intent.lastError })
        // Counted once per refusal: the webhook and the return page may both bring the same one.
        if (intent.lastError !== known.failureReason)
          t.afterCommit(() => countPayment(t.metrics, 'invoice', 'declined'))
      }
      return
    }
    if (invoice.status !== 'issued' && known.status !== 'succeeded') {
      // Paid already by another of its payments (two tabs, a late webhook), or cancelled (a plan declined while
      // its payment was under way): this money is given back.
      await queueSecondPaymentRefund(t, invoice, known, intent.id)
      return
    }
    if (intent.amountCents !== known.amountCents || intent.currency !== known.currency) {
      t.log.error(
        { event: 'invoice_payment_unmatched', invoiceId: invoice.id, paymentId: known.id, intent: intent.id },
        'invoice payment does not match its invoice',
      )
      return
    }
    await invoicePaid(t, invoice, known, {
      ...(intent.paymentMethodId ? { paymentMethodId: intent.paymentMethodId } : {}),
    })
  })
  return true
}

/** After Stripe's card form: asks the provider about the invoice's newest payment and answers the invoice. */
export async function verifyInvoicePayment(ctx: AppContext, userId: number, invoiceId: number) {
  const invoice = await findInvoiceForCustomer(ctx.db, invoiceId, userId)
  if (!invoice) throw AppError.notFound(INVOICE_PAYMENT_MESSAGES.notFound)
  if (invoice.status === 'issued') {
    const payment = await latestHandPayment(ctx.db, invoiceId)
    if (payment?.providerId && payment.provider === ctx.payments.name && ctx.payments.name !== 'test') {
      try {
        await settleInvoiceIntent(ctx, await ctx.payments.retrieve(payment.providerId))
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err
        ctx.log.warn({ err, invoiceId }, 'invoice payment check failed')
        throw new AppError('PROVIDER_UNAVAILABLE', INVOICE_PAYMENT_MESSAGES.unavailable, { cause: err })
      }
    }
  }
  const now = (await findInvoiceForCustomer(ctx.db, invoiceId, userId))!
  return { status: now.status as 'issued' | 'paid' | 'void', paidAt: now.paidAt?.toISOString() ?? null }
}
