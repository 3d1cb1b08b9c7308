import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoicePayments, invoices, maintenanceSubscriptions, savedCards } from '../../db/schema/billing'
import { seedCustomer } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { maintenanceBillingJobHandler } from './billing.jobs'
import { insertSubscription } from './subscriptions.repo'

const clock = fixedClock(new Date('2026-12-01T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(async () => {
  await t?.close()
})

type Headers = Record<string, string>
const at = (day: string) => clock.set(new Date(`${day}T10:00:00Z`))

/** The hourly billing run, as the job runner calls it. */
async function billingRun() {
  const ac = new AbortController()
  await maintenanceBillingJobHandler(t.app.ctx).run({}, { id: 0, attempt: 1, signal: ac.signal })
}

/** A client with a monthly $49.00 plan starting today, and its first invoice issued by the billing run. */
async function clientWithInvoice() {
  const { user, token } = await seedCustomer(
    t.database.db,
    {},
    { now: new Date(clock.now().getTime() + 40 * 86_400_000) },
  )
  const sub = await insertSubscription(t.database.db, {
    userId: user.id,
    plan: 'basic',
    billingCycle: 'monthly',
    monthlyCents: 49_00,
    features: [],
    startDate: clock.now().toISOString().slice(0, 10),
  })
  await billingRun()
  const [invoice] = await invoicesOf(sub.id)
  return { user, headers: bearer(token), sub, invoice: invoice! }
}

function invoicesOf(subscriptionId: number) {
  return t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(invoices.periodStart)
}

const pay = (headers: Headers, id: number, keepCard?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/invoices/${id}/pay`,
    headers,
    payload: keepCard === undefined ? {} : { keepCard },
  })

const confirm = (headers: Headers, id: number, clientSecret: string, cardNumber = '4242 4242 4242 4242') =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/invoices/${id}/test-confirm`,
    headers,
    payload: { clientSecret, cardNumber, expMonth: 12, expYear: 2099, cvc: '123' },
  })

async function planStatus(id: number) {
  const [row] = await t.database.db
    .select()
    .from(maintenanceSubscriptions)
    .where(eq(maintenanceSubscriptions.id, id))
  return row!.status
}

describe('paying a maintenance invoice by card', () => {
  it('pays an open invoice with the test card: paid with its time, one payment, a receipt', async () => {
    at('2026-12-01')
    const { user, headers, invoice } = await clientWithInvoice()
    expect(invoice).toMatchObject({ status: 'issued', totalCents: 49_00, nextAutopayOn: null })
    const opened = await pay(headers, invoice.id)
    expect(opened.statusCode).toBe(200)
    expect(opened.json()).toMatchObject({
      invoiceId: invoice.id,
      amountCents: 49_00,
      currency: 'USD',
      provider: 'test',
    })
    // Asking again answers the same payment.
    const again = await pay(headers, invoice.id)
    expect(again.json().clientSecret).toBe(opened.json().clientSecret)

    const declined = await confirm(headers, invoice.id, opened.json().clientSecret, '4000 0000 0000 0002')
    expect(declined.json()).toMatchObject({
      status: 'requires_payment_method',
      declineCode: 'generic_decline',
    })
    expect((await invoicesOf(invoice.subscriptionId!))[0]!.status).toBe('issued')

    clock.advance(60_000)
    const paid = await confirm(headers, invoice.id, opened.json().clientSecret)
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toEqual({ status: 'succeeded', invoiceId: invoice.id })
    const [after] = await invoicesOf(invoice.subscriptionId!)
    expect(after).toMatchObject({ status: 'paid', paidAt: clock.now() })
    const rows = await t.database.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'succeeded', amountCents: 49_00, offSession: false })
    // A repeated confirm changes nothing; no card is kept without the box ticked.
    expect((await confirm(headers, invoice.id, opened.json().clientSecret)).json().status).toBe('succeeded')
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user.id))).toEqual([])

    await t.flushMail()
    const mails = t.smtp.to(user.email).filter((m) => m.subject.includes('receipt'))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain(invoice.number)

    const list = await t.app.inject({ method: 'GET', url: '/api/dashboard/invoices', headers })
    expect(list.json()[0]).toMatchObject({
      id: invoice.id,
      status: 'paid',
      subscriptionId: invoice.subscriptionId,
    })
  })

  it('answers 409 for an invoice already paid and 404 for someone else’s', async () => {
    at('2026-12-01')
    const { headers, invoice } = await clientWithInvoice()
    const opened = await pay(headers, invoice.id)
    await confirm(headers, invoice.id, opened.json().clientSecret)
    const twice = await pay(headers, invoice.id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error).toBe('This invoice is already paid.')

    const other = await clientWithInvoice()
    const theirs = await pay(headers, other.invoice.id)
    expect(theirs.statusCode).toBe(404)
    // Nor can its payment be confirmed with another client's session.
    const open = await pay(other.headers, other.invoice.id)
    expect((await confirm(headers, other.invoice.id, open.json().clientSecret)).statusCode).toBe(404)
    expect((await invoicesOf(other.sub.id))[0]!.status).toBe('issued')
  })

  it('answers 401 without a session and 403 to staff', async () => {
    at('2026-12-01')
    const { invoice } = await clientWithInvoice()
    expect((await pay({}, invoice.id)).statusCode).toBe(401)
    await createStaff(t, 'admin', 'invoice-pay-admin@studio.test')
    const admin = bearer(await signInStaff(t, 'admin', 'invoice-pay-admin@studio.test'))
    expect((await pay(admin, invoice.id)).statusCode).toBe(403)
  })
})

describe('the card on file', () => {
  it('is kept when the client asks and charged by the billing run on the next cycle', async () => {
    at('2026-12-01')
    const { user, headers, sub, invoice } = await clientWithInvoice()
    const opened = await pay(headers, invoice.id, true)
    expect((await confirm(headers, invoice.id, opened.json().clientSecret)).json().status).toBe('succeeded')
    const [card] = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user.id))
    expect(card).toMatchObject({ provider: 'test', paymentMethodId: 'tpm_4242' })

    at('2027-01-01')
    await billingRun()
    const [, second] = await invoicesOf(sub.id)
    expect(second).toMatchObject({
      periodStart: '2027-01-01',
      status: 'paid',
      paidAt: clock.now(),
      autopayAttempts: 1,
    })
    const [charge] = await t.database.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, second!.id))
    expect(charge).toMatchObject({
      status: 'succeeded',
      offSession: true,
      idempotencyKey: `invoice-${second!.id}-auto-1`,
    })
    // A second run the same day charges nothing more.
    await billingRun()
    expect(
      await t.database.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, second!.id)),
    ).toHaveLength(1)
    await t.flushMail()
    expect(t.smtp.to(user.email).filter((m) => m.subject.includes(second!.number))).toHaveLength(1)
  })

  it('retries a declined card on days 3 and 7 with a mail each time, then the plan is past due until paid', async () => {
    at('2026-12-01')
    const { user, headers, sub, invoice } = await clientWithInvoice()
    const opened = await pay(headers, invoice.id, true)
    await confirm(headers, invoice.id, opened.json().clientSecret)
    // The kept card is declined from now on.
    await t.database.db
      .update(savedCards)
      .set({ paymentMethodId: 'tpm_0002' })
      .where(eq(savedCards.userId, user.id))
    t.smtp.clear()

    const failures = async () => {
      await t.flushMail()
      return t.smtp.to(user.email).filter((m) => m.subject.startsWith('We could not charge your card'))
    }
    at('2027-01-01')
    await billingRun()
    const [, due] = await invoicesOf(sub.id)
    expect(due).toMatchObject({ status: 'issued', autopayAttempts: 1, nextAutopayOn: '2027-01-04' })
    expect(await failures()).toHaveLength(1)
    expect((await failures())[0]!.text).toContain('/dashboard/billing')

    for (const day of ['2027-01-02', '2027-01-03']) {
      at(day)
      await billingRun()
    }
    expect(await failures()).toHaveLength(1)
    at('2027-01-04')
    await billingRun()
    expect((await invoicesOf(sub.id))[1]).toMatchObject({ autopayAttempts: 2, nextAutopayOn: '2027-01-08' })
    expect(await failures()).toHaveLength(2)
    expect(await planStatus(sub.id)).toBe('active')

    at('2027-01-08')
    await billingRun()
    expect((await invoicesOf(sub.id))[1]).toMatchObject({
      status: 'issued',
      autopayAttempts: 3,
      nextAutopayOn: null,
    })
    const mails = await failures()
    expect(mails).toHaveLength(3)
    expect(mails[2]!.text).toContain('past due')
    expect(await planStatus(sub.id)).toBe('past_due')
    const plans = await t.app.inject({ method: 'GET', url: '/api/dashboard/subscriptions', headers })
    expect(plans.json().find((p: { id: number }) => p.id === sub.id).status).toBe('past_due')

    at('2027-01-12')
    await billingRun()
    expect(await failures()).toHaveLength(3)
    const tries = await t.database.db
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, due!.id), eq(invoicePayments.offSession, true)))
    expect(tries.map((p) => p.status)).toEqual(['failed', 'failed', 'failed'])

    // Paid by hand with another card: the plan is active again.
    const byHand = await pay(headers, due!.id)
    expect((await confirm(headers, due!.id, byHand.json().clientSecret)).json().status).toBe('succeeded')
    expect((await invoicesOf(sub.id))[1]).toMatchObject({ status: 'paid' })
    expect(await planStatus(sub.id)).toBe('active')
  })

  it('gives back the card on file charge of an invoice the client paid by hand while it was under way', async () => {
    at('2026-12-01')
    const { user, headers, sub, invoice } = await clientWithInvoice()
    const opened = await pay(headers, invoice.id, true)
    await confirm(headers, invoice.id, opened.json().clientSecret)
    at('2027-01-01')
    // The client pays the new invoice by hand between the billing run's claim and its charge.
    const provider = t.app.ctx.payments
    const charge = provider.chargeSavedCard!.bind(provider)
    const refund = provider.refund.bind(provider)
    const refunded: Array<[string, string]> = []
    provider.refund = (id, key, ...rest) => (refunded.push([id, key]), refund(id, key, ...rest))
    provider.chargeSavedCard = async (input) => {
      const byHand = await pay(headers, input.invoiceId)
      expect((await confirm(headers, input.invoiceId, byHand.json().clientSecret)).json().status).toBe(
        'succeeded',
      )
      return charge(input)
    }
    try {
      await billingRun()
      await t.flushMail()
    } finally {
      provider.chargeSavedCard = charge
      provider.refund = refund
    }
    const [, second] = await invoicesOf(sub.id)
    expect(second).toMatchObject({ status: 'paid' })
    const rows = await t.database.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, second!.id))
      .orderBy(invoicePayments.id)
    expect(rows.map((p) => [p.offSession, p.status])).toEqual([
      [true, 'refunded'],
      [false, 'succeeded'],
    ])
    expect(refunded).toEqual([[rows[0]!.providerId, `invoice-payment-${rows[0]!.id}-refund`]])
    const mails = t.smtp.to(user.email).filter((m) => m.subject.includes('refunded a second payment'))
    expect(mails).toHaveLength(1)
  })
})
