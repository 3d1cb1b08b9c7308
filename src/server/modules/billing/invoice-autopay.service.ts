import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import {
  isProviderFailure,
  PaymentProviderError,
  type ProviderIntent,
} from '../../integrations/payments/provider'
import { findAccount } from '../auth'
import { countPayment } from '../metrics'
import { addNotification } from '../notifications'
import { addDaysTo, utcDay } from './cycles'
import { autopayFailedMail } from './invoice-payments.mail'
import {
  claimDueAutopay,
  findSavedCard,
  hasPaymentUnderWay,
  insertInvoicePayment,
  lockInvoice,
  setInvoiceAutopay,
  setSubscriptionStatus,
  updateInvoicePayment,
} from './invoice-payments.repo'
import { billingUrl, invoicePaid } from './invoice-payments.service'
import { queueSecondPaymentRefund } from './invoice-refunds'

/*
 * The card on file (docs/decisions/0014-maintenance-plans.md): the billing run charges each new cycle's invoice of
 * a client who keeps a card, off-session, and tries again on days 3 and 7 when it is declined.
 */

/** Card-on-file tries of one invoice: on the day it is issued, 3 days later and 7 days later. */
export const AUTOPAY_RETRY_DAYS = [0, 3, 7] as const

/** At most this many card-on-file charges in one run; the next run carries on. */
export const CHARGES_PER_RUN = 200

/**
 * Charges every invoice whose card-on-file try is due (the billing run, after it has issued the new cycles'
 * invoices). Each invoice is claimed under `FOR UPDATE SKIP LOCKED` and its try counted with its next day
 * before the provider is called (never inside a transaction), with a key derived from the invoice and the try:
 * instances running at once never charge it twice. A declined try mails the client with a link to pay by hand;
 * after the third (day 7) the plan is past due. Answers how many invoices were paid.
 */
export async function chargeDueInvoices(ctx: AppContext): Promise<number> {
  const provider = ctx.payments
  if (!provider.chargeSavedCard) return 0
  const today = utcDay(ctx.clock.now())
  let paid = 0
  for (let i = 0; i < CHARGES_PER_RUN; i++) {
    const claimed = await withTransaction(ctx, async ({ tx }) => {
      const invoice = await claimDueAutopay(tx, today)
      if (!invoice) return null
      // A charge still under way may yet pay it: no new try before it settles; asked again tomorrow.
      if (await hasPaymentUnderWay(tx, invoice.id)) {
        await setInvoiceAutopay(tx, invoice.id, { nextAutopayOn: addDaysTo(today, 1) })
        return { skip: true as const }
      }
      const card = await findSavedCard(tx, invoice.userId)
      const attempt = invoice.autopayAttempts + 1
      const issuedOn = utcDay(invoice.issuedAt)
      const retry = AUTOPAY_RETRY_DAYS[attempt]
      const nextAutopayOn = card && retry !== undefined ? addDaysTo(issuedOn, retry) : null
      await setInvoiceAutopay(tx, invoice.id, { autopayAttempts: attempt, nextAutopayOn })
      if (!card || card.provider !== provider.name) return { skip: true as const }
      const payment = await insertInvoicePayment(tx, {
        invoiceId: invoice.id,
        userId: invoice.userId,
        provider: provider.name,
        amountCents: invoice.totalCents,
        currency: invoice.currency,
        idempotencyKey: `invoice-${invoice.id}-auto-${attempt}`,
        offSession: true,
        createdAt: ctx.clock.now(),
        customerId: card.customerId,
      })
      return { skip: false as const, invoice, card, payment, attempt, nextAutopayOn }
    })
    if (!claimed) break
    if (claimed.skip) continue
    const { invoice, card, payment, attempt, nextAutopayOn } = claimed
    let intent: ProviderIntent | null = null
    let declined: string | null = null
    // The card's bank said no (a decline), rather than the provider being unreachable (a failure).
    let byBank = true
    let declinedIntentId: string | undefined
    try {
      intent = await provider.chargeSavedCard({
        amountCents: invoice.totalCents,
        currency: invoice.currency,
        idempotencyKey: payment.idempotencyKey,
        invoiceId: invoice.id,
        userId: invoice.userId,
        description: `Invoice ${invoice.number}`,
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
      })
      if (intent.status !== 'succeeded' && intent.status !== 'processing')
        declined = intent.lastError ?? 'Your card was declined.'
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err
      // An outage is a try too: the client is told and pays by hand if it lasts.
      declined = isProviderFailure(err, 'declined') ? err.message : 'The payment could not be processed.'
      declinedIntentId = err.detail.intentId
      byBank = isProviderFailure(err, 'declined')
      if (!isProviderFailure(err, 'declined'))
        ctx.log.error({ err, invoiceId: invoice.id }, 'card on file charge failed')
    }
    const done = await withTransaction(ctx, async (t) => {
      const { tx } = t
      const locked = (await lockInvoice(tx, invoice.id))!
      if (intent && declined === null) {
        if (intent.status === 'processing') {
          await updateInvoicePayment(tx, payment.id, { status: 'processing', providerId: intent.id })
          return false
        }
        // Paid by hand meanwhile (another tab, a late webhook): this charge is given back.
        if (locked.status === 'paid') {
          await queueSecondPaymentRefund(t, locked, payment, intent.id)
          return false
        }
        return invoicePaid(t, locked, payment, { providerId: intent.id })
      }
      t.afterCommit(() => countPayment(t.metrics, 'invoice', byBank ? 'declined' : 'failed'))
      await updateInvoicePayment(tx, payment.id, {
        status: 'failed',
        failureReason: declined,
        ...(intent ? { providerId: intent.id } : declinedIntentId ? { providerId: declinedIntentId } : {}),
      })
      if (locked.status !== 'issued') return false
      const last = nextAutopayOn === null
      const user = await findAccount(tx, locked.userId)
      if (user)
        await enqueueMail(tx, {
          to: user.email,
          kind: 'invoice-autopay-failed',
          ...autopayFailedMail(locked, declined ?? 'Your card was declined.', nextAutopayOn, billingUrl(t)),
        })
      if (last && locked.subscriptionId !== null) {
        const sub = await setSubscriptionStatus(tx, locked.subscriptionId, 'active', 'past_due')
        if (sub)
          await addNotification(tx, {
            userId: locked.userId,
            projectId: locked.projectId,
            type: 'system',
            title: 'Maintenance plan past due',
            message: `We could not charge your card for invoice ${locked.number}. Please pay it by card from Billing.`,
          })
      }
      t.log.warn(
        { event: 'invoice_autopay_declined', invoiceId: invoice.id, attempt, last },
        'card on file declined',
      )
      return false
    })
    if (done) paid++
  }
  return paid
}
