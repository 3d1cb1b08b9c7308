// The card on file in Stripe mode, against the local stand-in through the official SDK: kept with a Stripe
// customer when the client pays by hand, then charged off-session by the billing run; a refusal (a 402 that
// names the intent) leaves the invoice open, mails the client and schedules the next try.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoicePayments, invoices, savedCards } from '../../db/schema/billing'
import { seedCustomer } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { type FakeStripe, paymentIntentEvent } from '../../test/fake-stripe'
import { startStripeTestApp, type StripeTestApp } from '../../test/stripe-app'
import type { TestApp } from '../../test/test-app'
import { DEFAULT_MAX_ATTEMPTS } from '../../jobs/queue'
import { PaymentProviderError } from '../../integrations/payments/provider'
import { maintenanceBillingJobHandler } from './billing.jobs'
import { invoiceRefundJobHandler } from './invoice-refunds'
import { insertSubscription } from './subscriptions.repo'

const SECRET = 'sk_test_autopay'
const WEBHOOK_SECRET = 'whsec_autopay'
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

async function billingRun() {
  const ac = new AbortController()
  await maintenanceBillingJobHandler(t.app.ctx).run({}, { id: 0, attempt: 1, signal: ac.signal })
}

function invoicesOf(subscriptionId: number) {
  return t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(invoices.periodStart)
}

const paymentsOf = (invoiceId: number) =>
  t.database.db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(invoicePayments.id)

async function webhook(event: object) {
  expect((await stripe.webhook(event)).statusCode).toBe(200)
}

/** A client with a monthly plan whose first invoice they pay by hand, keeping the card (Stripe's Payment Element). */
async function clientWithKeptCard() {
  at('2026-12-01')
  const { user, token } = await seedCustomer(
    t.database.db,
    {},
    { now: new Date(clock.now().getTime() + 90 * 86_400_000) },
  )
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
  const headers = bearer(token)
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/invoices/${first!.id}/pay`,
    headers,
    payload: { keepCard: true },
  })
  expect(opened.statusCode).toBe(200)
  const [row] = await paymentsOf(first!.id)
  const paid = fake.succeed(row!.providerId!)
  await webhook(paymentIntentEvent(paid))
  return { user, sub, headers, first: first!, row: row!, paid }
}

const mailsTo = async (email: string, subject: string) => {
  await t.flushMail()
  return t.smtp.to(email).filter((m) => m.subject.includes(subject))
}

it('keeps the card with a Stripe customer, charges the next invoice off-session, and the late webhook pays nothing twice', async () => {
  const { user, sub, first, row, paid } = await clientWithKeptCard()
  const customerCall = fake.requests.find(
    (r) => r.path === '/v1/customers' && r.idempotencyKey === `customer-user-${user.id}`,
  )
  expect(customerCall?.body).toMatchObject({ email: user.email, 'metadata[userId]': String(user.id) })
  const customer = [...fake.customers.values()].find((c) => c.email === user.email)!
  const create = fake.requests.find((r) => r.idempotencyKey === `invoice-${first.id}-pay-keep`)
  expect(create?.body).toMatchObject({ customer: customer.id, setup_future_usage: 'off_session' })
  expect(row).toMatchObject({ keepCard: true, customerId: customer.id })
  expect((await invoicesOf(sub.id))[0]).toMatchObject({ status: 'paid' })
  const [card] = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user.id))
  expect(card).toMatchObject({
    provider: 'stripe',
    customerId: customer.id,
    paymentMethodId: paid.payment_method,
  })
  // Stripe attached the card to the customer, so it can be charged again.
  expect(fake.paymentMethods.get(card!.paymentMethodId)?.customer).toBe(customer.id)

  at('2027-01-01')
  await billingRun()
  const [, second] = await invoicesOf(sub.id)
  expect(second).toMatchObject({ periodStart: '2027-01-01', status: 'paid', autopayAttempts: 1 })
  const charge = fake.requests.find((r) => r.idempotencyKey === `invoice-${second!.id}-auto-1`)
  expect(charge?.body).toMatchObject({
    customer: customer.id,
    payment_method: card!.paymentMethodId,
    off_session: 'true',
    confirm: 'true',
    amount: '4900',
  })
  const [auto] = await paymentsOf(second!.id)
  expect(auto).toMatchObject({
    status: 'succeeded',
    offSession: true,
    providerId: expect.stringMatching(/^pi_/),
  })
  expect(fake.intents.get(auto!.providerId!)).toMatchObject({ status: 'succeeded', amount_received: 4900 })

  // Stripe's webhook for the same intent comes after: nothing changes, no second receipt.
  await webhook(paymentIntentEvent(fake.intents.get(auto!.providerId!)!))
  expect(await paymentsOf(second!.id)).toHaveLength(1)
  expect(await mailsTo(user.email, second!.number)).toHaveLength(1)
  await billingRun()
  expect(fake.requests.filter((r) => r.body['metadata[invoiceId]'] === String(second!.id))).toHaveLength(1)
})

it('leaves the invoice open when Stripe refuses the kept card off-session, mails the client and tries again on day 3', async () => {
  const { user, sub } = await clientWithKeptCard()
  const [card] = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user.id))
  fake.declineCard(card!.paymentMethodId)

  at('2027-01-01')
  await billingRun()
  const [, due] = await invoicesOf(sub.id)
  expect(due).toMatchObject({ status: 'issued', autopayAttempts: 1, nextAutopayOn: '2027-01-04' })
  const [tried] = await paymentsOf(due!.id)
  // The 402 named the intent Stripe made: the try keeps it.
  expect(tried).toMatchObject({
    status: 'failed',
    offSession: true,
    failureReason: 'Your card has insufficient funds.',
    providerId: expect.stringMatching(/^pi_/),
  })
  expect(fake.intents.get(tried!.providerId!)).toMatchObject({ status: 'requires_payment_method' })
  const failed = await mailsTo(user.email, 'We could not charge your card')
  expect(failed).toHaveLength(1)
  expect(failed[0]!.text).toContain('insufficient funds')
  expect(failed[0]!.text).toContain('/dashboard/billing')

  // Stripe's payment_failed webhook for that intent changes nothing.
  await webhook(paymentIntentEvent(fake.intents.get(tried!.providerId!)!, 'payment_intent.payment_failed'))
  expect((await invoicesOf(sub.id))[1]).toMatchObject({ status: 'issued', nextAutopayOn: '2027-01-04' })

  // Day 3: the card works again; the second try (its own key) pays the invoice.
  fake.declineCard(card!.paymentMethodId, null)
  at('2027-01-04')
  await billingRun()
  expect((await invoicesOf(sub.id))[1]).toMatchObject({ status: 'paid', autopayAttempts: 2 })
  const tries = await t.database.db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, due!.id), eq(invoicePayments.offSession, true)))
    .orderBy(invoicePayments.id)
  expect(tries.map((p) => [p.status, p.idempotencyKey])).toEqual([
    ['failed', `invoice-${due!.id}-auto-1`],
    ['succeeded', `invoice-${due!.id}-auto-2`],
  ])
})

describe('an invoice paid twice', () => {
  /** The client's hand payment of an invoice: the intent Stripe's Payment Element confirms. */
  async function handPayment(user: { id: number }, invoiceId: number, headers: Record<string, string>) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/invoices/${invoiceId}/pay`,
      headers,
      payload: {},
    })
    expect(res.statusCode).toBe(200)
    const rows = await paymentsOf(invoiceId)
    return rows.find((r) => !r.offSession && r.userId === user.id)!
  }

  const refundsOf = (intentId: string) =>
    [...fake.refunds.values()].filter((r) => r.payment_intent === intentId)

  it('refunds a hand payment whose webhook comes after the card on file paid the invoice, once, and mails the client', async () => {
    const { user, sub, headers } = await clientWithKeptCard()
    const [card] = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user.id))
    fake.declineCard(card!.paymentMethodId)
    at('2027-01-01')
    await billingRun()
    const [, due] = await invoicesOf(sub.id)
    // The client pays by hand after the declined try; Stripe takes it but its webhook is late.
    const byHand = await handPayment(user, due!.id, headers)
    const paidByHand = fake.succeed(byHand.providerId!, '5556')
    fake.declineCard(card!.paymentMethodId, null)
    at('2027-01-04')
    await billingRun()
    expect((await invoicesOf(sub.id))[1]).toMatchObject({ status: 'paid' })
    t.smtp.clear()

    await webhook(paymentIntentEvent(paidByHand))
    const [late] = (await paymentsOf(due!.id)).filter((p) => p.id === byHand.id)
    expect(late).toMatchObject({ status: 'refunding' })
    await t.flushMail()
    const refunds = refundsOf(paidByHand.id)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ amount: 4900, status: 'succeeded' })
    expect(
      fake.requests.filter((r) => r.idempotencyKey === `invoice-payment-${byHand.id}-refund`),
    ).toHaveLength(1)
    const rows = await paymentsOf(due!.id)
    expect(rows.map((p) => [p.idempotencyKey, p.status])).toEqual([
      [`invoice-${due!.id}-auto-1`, 'failed'],
      [`invoice-${due!.id}-pay`, 'refunded'],
      [`invoice-${due!.id}-auto-2`, 'succeeded'],
    ])
    expect(rows.find((p) => p.id === byHand.id)!.refundedAt).toEqual(clock.now())
    const mails = await mailsTo(user.email, 'We refunded a second payment')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(due!.number)
    expect(mails[0]!.text).toContain('$49.00')

    // The studio sees the money it gave back by itself in Payments that need attention.
    await createStaff(t, 'admin', `attention-${byHand.id}@studio.test`)
    const admin = bearer(await signInStaff(t, 'admin', `attention-${byHand.id}@studio.test`))
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/payments/attention', headers: admin })
    expect(queue.json()).toContainEqual(
      expect.objectContaining({
        id: byHand.id,
        orderId: null,
        invoiceNumber: due!.number,
        reason: 'invoice_paid_twice',
        amountCents: 49_00,
        refundStatus: 'refunded',
      }),
    )

    // The same news again (another event, the return page's check) refunds nothing more.
    await webhook(paymentIntentEvent(paidByHand))
    await t.flushMail()
    expect(refundsOf(paidByHand.id)).toHaveLength(1)
    expect(await mailsTo(user.email, 'We refunded a second payment')).toHaveLength(1)
    expect((await invoicesOf(sub.id))[1]).toMatchObject({ status: 'paid' })
  })

  it('refunds the card on file charge when the client paid by hand while it was under way', async () => {
    const { user, sub, headers } = await clientWithKeptCard()
    const [card] = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user.id))
    fake.declineCard(card!.paymentMethodId)
    at('2027-01-01')
    await billingRun()
    fake.declineCard(card!.paymentMethodId, null)
    const [, due] = await invoicesOf(sub.id)
    const byHand = await handPayment(user, due!.id, headers)
    // The hand payment lands between the billing run's claim and its charge.
    const provider = t.app.ctx.payments
    const charge = provider.chargeSavedCard!.bind(provider)
    provider.chargeSavedCard = async (input) => {
      await webhook(paymentIntentEvent(fake.succeed(byHand.providerId!)))
      return charge(input)
    }
    at('2027-01-04')
    try {
      await billingRun()
    } finally {
      provider.chargeSavedCard = charge
    }
    await t.flushMail()
    const rows = await paymentsOf(due!.id)
    const auto = rows.find((p) => p.idempotencyKey === `invoice-${due!.id}-auto-2`)!
    expect(rows.find((p) => p.id === byHand.id)).toMatchObject({ status: 'succeeded' })
    expect(auto).toMatchObject({ status: 'refunded', providerId: expect.stringMatching(/^pi_/) })
    expect(fake.intents.get(auto.providerId!)).toMatchObject({ status: 'succeeded' })
    expect(refundsOf(auto.providerId!)).toHaveLength(1)
    expect(refundsOf(byHand.providerId!)).toHaveLength(0)
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(1)
    expect(await mailsTo(user.email, 'We refunded a second payment')).toHaveLength(1)
  })

  it('keeps the reason on the payment when the refund fails its last retry', async () => {
    const { user, sub, headers } = await clientWithKeptCard()
    const [card] = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user.id))
    fake.declineCard(card!.paymentMethodId)
    at('2027-01-01')
    await billingRun()
    const [, due] = await invoicesOf(sub.id)
    const byHand = await handPayment(user, due!.id, headers)
    const paidByHand = fake.succeed(byHand.providerId!)
    fake.declineCard(card!.paymentMethodId, null)
    at('2027-01-04')
    await billingRun()
    // Stripe is down for every try of the refund job.
    const refund = invoiceRefundJobHandler(t.app.ctx)
    const realRefund = t.app.ctx.payments.refund
    t.app.ctx.payments.refund = () =>
      Promise.reject(new PaymentProviderError('unavailable', 'Stripe is down'))
    try {
      await webhook(paymentIntentEvent(paidByHand))
      const run = (attempt: number) =>
        refund.run({ invoicePaymentId: byHand.id }, { id: 0, attempt, signal: new AbortController().signal })
      await expect(run(1)).rejects.toThrow('Stripe is down')
      expect((await paymentsOf(due!.id)).find((p) => p.id === byHand.id)).toMatchObject({
        status: 'refunding',
        failureReason: 'Paid after the invoice was paid: being refunded',
      })
      await expect(run(DEFAULT_MAX_ATTEMPTS)).rejects.toThrow('Stripe is down')
      expect((await paymentsOf(due!.id)).find((p) => p.id === byHand.id)).toMatchObject({
        status: 'refunding',
        failureReason: 'Paid after the invoice was paid: the refund failed (Stripe is down)',
      })
    } finally {
      t.app.ctx.payments.refund = realRefund
    }
    expect(refundsOf(paidByHand.id)).toHaveLength(0)
  })
})
