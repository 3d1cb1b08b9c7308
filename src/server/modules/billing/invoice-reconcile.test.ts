// The reconciliation of maintenance invoices' payments against Stripe's stand-in: a hand payment whose webhook was
// lost, and a card-on-file charge that was processing, are settled from what Stripe says.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { invoicePayments, invoices, savedCards } from '../../db/schema/billing'
import { seedCustomer } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer } from '../../test/auth-helpers'
import { type FakeStripe, paymentIntentEvent } from '../../test/fake-stripe'
import { startStripeTestApp, type StripeTestApp } from '../../test/stripe-app'
import type { TestApp } from '../../test/test-app'
import { reconcileJobHandler } from '../orders'
import { maintenanceBillingJobHandler } from './billing.jobs'
import { INVOICE_RECONCILE_AFTER_MS, reconcileInvoicePayments } from './invoice-reconcile'
import { insertSubscription } from './subscriptions.repo'

const SECRET = 'sk_test_invoice_reconcile'
const WEBHOOK_SECRET = 'whsec_invoice_reconcile'
const clock = fixedClock(new Date('2026-12-01T10:00:00Z'))
let fake: FakeStripe
let t: TestApp
let stripe: StripeTestApp

beforeAll(async () => {
  stripe = await startStripeTestApp({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET, clock })
  ;({ t, fake } = stripe)
})
afterAll(async () => {
  await stripe?.close()
})

const at = (day: string) => clock.set(new Date(`${day}T10:00:00Z`))
const job = () => ({ id: 0, attempt: 1, signal: new AbortController().signal })
const billingRun = () => maintenanceBillingJobHandler(t.app.ctx).run({}, job())
const reconcile = () => reconcileInvoicePayments(t.app.ctx, t.app.ctx.payments)

const invoicesOf = (subscriptionId: number) =>
  t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(invoices.periodStart)
const paymentsOf = (invoiceId: number) =>
  t.database.db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(invoicePayments.id)

async function receipts(email: string, number: string) {
  await t.flushMail()
  return t.smtp.to(email).filter((m) => m.subject.includes('receipt') && m.subject.includes(number))
}

/** A client with a monthly plan and its first invoice, with the card form opened (`keepCard` as asked). */
async function clientPaying(keepCard: boolean) {
  at('2026-12-01')
  const { user, token } = await seedCustomer(t.database.db, {}, { now: new Date('2027-03-01T00:00:00Z') })
  const sub = await insertSubscription(t.database.db, {
    userId: user.id,
    plan: 'basic',
    billingCycle: 'monthly',
    monthlyCents: 49_00,
    features: [],
    startDate: '2026-12-01',
  })
  await billingRun()
  const [first] = await invoicesOf(sub.id)
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/invoices/${first!.id}/pay`,
    headers: bearer(token),
    payload: { keepCard },
  })
  expect(res.statusCode).toBe(200)
  const [payment] = await paymentsOf(first!.id)
  return { user, sub, first: first!, payment: payment! }
}

it('pays an invoice whose hand payment Stripe took while its webhook was lost, once, through the reconcile job', async () => {
  const { user, sub, first, payment } = await clientPaying(false)
  fake.succeed(payment.providerId!)
  // The webhook is lost and the client closed the tab.
  clock.advance(INVOICE_RECONCILE_AFTER_MS + 1000)
  await reconcileJobHandler(t.app.ctx, t.app.ctx.payments).run({}, job())
  expect((await invoicesOf(sub.id))[0]).toMatchObject({ status: 'paid' })
  expect((await paymentsOf(first.id)).map((p) => p.status)).toEqual(['succeeded'])
  expect(await receipts(user.email, first.number)).toHaveLength(1)
  expect(await reconcile()).toMatchObject({ seen: 0 })
})

it('settles a card-on-file charge that was processing: paid when Stripe settles it, failed when it is refused', async () => {
  const { user, sub, payment } = await clientPaying(true)
  await stripe.webhook(paymentIntentEvent(fake.succeed(payment.providerId!)))
  const [card] = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user.id))
  fake.settleLater(card!.paymentMethodId)

  at('2027-01-01')
  await billingRun()
  const [, second] = await invoicesOf(sub.id)
  const [charge] = await paymentsOf(second!.id)
  expect(second).toMatchObject({ status: 'issued', nextAutopayOn: '2027-01-04' })
  expect(charge).toMatchObject({
    status: 'processing',
    offSession: true,
    providerId: expect.stringMatching(/^pi_/),
  })
  clock.advance(INVOICE_RECONCILE_AFTER_MS + 1000)
  expect(await reconcile()).toMatchObject({ seen: 1, settled: 1 })
  expect((await paymentsOf(second!.id))[0]).toMatchObject({ status: 'processing' })
  // Day 3 while it is under way: no second charge, asked again the next day.
  at('2027-01-04')
  await billingRun()
  expect(await paymentsOf(second!.id)).toHaveLength(1)
  expect((await invoicesOf(sub.id))[1]).toMatchObject({ autopayAttempts: 1, nextAutopayOn: '2027-01-05' })

  fake.succeed(charge!.providerId!)
  expect(await reconcile()).toMatchObject({ seen: 1, settled: 1 })
  expect((await invoicesOf(sub.id))[1]).toMatchObject({ status: 'paid' })
  expect((await paymentsOf(second!.id))[0]).toMatchObject({ status: 'succeeded' })
  expect(await receipts(user.email, second!.number)).toHaveLength(1)

  // The next cycle's debit is refused after it was under way: the try fails, the invoice stays open for day 3.
  at('2027-02-01')
  await billingRun()
  const [, , third] = await invoicesOf(sub.id)
  const [debit] = await paymentsOf(third!.id)
  expect(debit).toMatchObject({ status: 'processing' })
  fake.decline(debit!.providerId!, 'The bank refused the debit.', 'card_declined')
  clock.advance(INVOICE_RECONCILE_AFTER_MS + 1000)
  expect(await reconcile()).toMatchObject({ seen: 1, settled: 1 })
  expect((await paymentsOf(third!.id))[0]).toMatchObject({
    status: 'failed',
    failureReason: 'The bank refused the debit.',
  })
  expect((await invoicesOf(sub.id))[2]).toMatchObject({ status: 'issued', nextAutopayOn: '2027-02-04' })
  // Refused: the next try is due as planned, and is made.
  fake.settleLater(card!.paymentMethodId, false)
  at('2027-02-04')
  await billingRun()
  expect((await invoicesOf(sub.id))[2]).toMatchObject({ status: 'paid', autopayAttempts: 2 })
  expect(await reconcile()).toMatchObject({ seen: 0 })
})
