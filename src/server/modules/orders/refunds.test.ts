// Refunds and credit notes: the CFO's refund endpoint against Stripe through the official SDK (pointed at a local
// stand-in of Stripe's API), the provider's charge.refunded and dispute webhooks, and the credit notes' PDFs.
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { creditNotes, disputes, refunds } from '../../db/schema/billing'
import { jobs } from '../../db/schema/jobs'
import { notifications } from '../../db/schema/notifications'
import { orders, payments } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import type { RefundResponse } from '../../../shared/contracts/finance'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { newCustomer, openCheckout } from '../../test/checkout'
import { type FakeStripe, paymentIntentEvent } from '../../test/fake-stripe'
import { startStripeTestApp, type StripeTestApp } from '../../test/stripe-app'
import type { TestApp } from '../../test/test-app'
import { REFUND_MESSAGES } from './orders.refund'

const SECRET = 'sk_test_fake'
const WEBHOOK_SECRET = 'whsec_test_secret'
let fake: FakeStripe
let t: TestApp
let stripe: StripeTestApp
let cfo: Record<string, string>
let admin: Record<string, string>

beforeAll(async () => {
  stripe = await startStripeTestApp({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET })
  ;({ t, fake } = stripe)
  await createStaff(t, 'cfo', 'cfo@sitecraft.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'cfo@sitecraft.test'))
  await createStaff(t, 'admin', 'boss@sitecraft.test')
  admin = bearer(await signInStaff(t, 'admin', 'boss@sitecraft.test'))
})
afterAll(async () => {
  await stripe?.close()
})

/** $130: five pages, one extra page and a blog. */
const ORDER = { title: 'Harbour Gym', businessType: 'fitness', extraPages: 1, selectedAddons: ['blog'] }

const webhook = (event: object) => stripe.webhook(event)

/** A customer's order paid by card at Stripe (the webhook finalises it: paid, project, invoice). */
async function paidOrder() {
  const { user, headers, orderId } = await openCheckout(t, ORDER, { name: 'Grace Hopper' })
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))
  const intent = fake.succeed(payment!.providerId)
  expect((await webhook(paymentIntentEvent(intent))).statusCode).toBe(200)
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId))
  expect(order!.status).toBe('paid')
  return { user, headers, orderId, intent }
}

function refund(orderId: number, payload: object, headers: Record<string, string> = cfo) {
  return t.app.inject({ method: 'POST', url: `/api/cfo/orders/${orderId}/refund`, headers, payload })
}

/** A `charge.*` event for the charge of an intent, listing these refunds. */
function chargeEvent(
  intent: { id: string; amount: number; currency: string; latest_charge: string | null },
  list: { id: string; amount: number; reference?: string }[],
  type = 'charge.refunded',
) {
  const refunded = list.reduce((sum, r) => sum + r.amount, 0)
  const charge = {
    id: intent.latest_charge,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: refunded,
    currency: intent.currency,
    payment_intent: intent.id,
    refunded: refunded === intent.amount,
    refunds: {
      object: 'list',
      data: list.map((r) => ({
        id: r.id,
        object: 'refund',
        amount: r.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: r.reference ? { reference: r.reference } : {},
      })),
      has_more: false,
    },
  }
  return { ...paymentIntentEvent(charge as never, type), data: { object: charge } }
}

async function ledgerOf(orderId: number) {
  const db = t.database.db
  return {
    order: (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!,
    refunds: await db.select().from(refunds).where(eq(refunds.orderId, orderId)),
  }
}

describe('POST /api/cfo/orders/:id/refund', () => {
  it('refunds part, then the rest: CN-000001 and CN-000002, the order refunded and its project cancelled', async () => {
    const { user, headers, orderId, intent } = await paidOrder()

    const part = await refund(orderId, { amount: 30, reason: 'The blog was dropped' })
    expect(part.statusCode).toBe(200)
    const first = part.json() as RefundResponse
    expect(first).toMatchObject({
      success: true,
      message: 'Refunded $30.00',
      refund: { amountCents: 30_00, status: 'succeeded', createdBy: 'cfo@sitecraft.test' },
    })
    expect(first.refund.creditNote).toMatchObject({ number: 'CN-000001', amountCents: 30_00 })
    expect(first.order.order).toMatchObject({ status: 'paid', amountCents: 130_00, refundedCents: 30_00 })
    expect(first.order.refundableCents).toBe(100_00)
    const asked = fake.requests.filter((r) => r.path === '/v1/refunds')
    expect(asked.at(-1)).toMatchObject({
      idempotencyKey: `ledger-refund-${first.refund.id}`,
      body: { payment_intent: intent.id, amount: '3000' },
    })

    const rest = await refund(orderId, { reason: 'Cancelled by the client', cancelProject: true }, admin)
    expect(rest.statusCode).toBe(200)
    const second = rest.json() as RefundResponse
    expect(second.message).toBe('Refunded $100.00 and cancelled the project')
    expect(second.refund.creditNote).toMatchObject({ number: 'CN-000002', amountCents: 100_00 })
    expect(second.order.order).toMatchObject({ status: 'refunded', refundedCents: 130_00 })
    expect(second.order.refundableCents).toBe(0)
    expect(second.order.creditNotes.map((n) => n.number)).toEqual(['CN-000001', 'CN-000002'])
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intent.id)).toHaveLength(2)
    const [project] = await t.database.db.select().from(projects).where(eq(projects.orderId, orderId))
    expect(project!.status).toBe('cancelled')

    const again = await refund(orderId, { reason: 'Once more' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(REFUND_MESSAGES.nothingLeft)

    // The customer is told in the app and by mail; each refund is audited.
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Partial refund issued', 'Order refunded']),
    )
    await t.flushMail()
    const mails = t.smtp.to(user.email).map((m) => m.subject)
    expect(mails).toEqual(
      expect.arrayContaining([
        'Your SiteCraft refund of $30.00 (credit note CN-000001)',
        'Your SiteCraft refund of $100.00 (credit note CN-000002)',
      ]),
    )
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'))
    expect(audits.filter((a) => a.recordId === String(orderId))).toHaveLength(2)

    // The customer's Billing tab lists both; the PDF is theirs, the CFO's and admins', nobody else's.
    const list = await t.app.inject({ method: 'GET', url: '/api/dashboard/credit-notes', headers })
    expect(list.statusCode).toBe(200)
    expect(list.json().map((n: { number: string }) => n.number)).toEqual(['CN-000002', 'CN-000001'])
    const pdfUrl = first.refund.creditNote!.pdfUrl
    expect(pdfUrl).toBe(`/api/credit-notes/${first.refund.creditNote!.id}/pdf`)
    for (const who of [headers, cfo, admin]) {
      const pdf = await t.app.inject({ method: 'GET', url: pdfUrl, headers: who })
      expect(pdf.statusCode).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      expect(pdf.rawPayload.subarray(-6).toString()).toContain('%%EOF')
    }
    const other = await newCustomer(t)
    const refused = await t.app.inject({ method: 'GET', url: pdfUrl, headers: other.headers })
    expect(refused.statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: pdfUrl })).statusCode).toBe(401)
    const otherList = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/credit-notes',
      headers: other.headers,
    })
    expect(otherList.json()).toEqual([])
  })

  it('refuses bad input with each message', async () => {
    const { orderId } = await paidOrder()
    const cases: [object, string][] = [
      [{ amount: 0, reason: 'x' }, 'Refund amount must be more than $0'],
      [{ amount: -5, reason: 'x' }, 'Refund amount must be more than $0'],
      [{ amount: '10', reason: 'x' }, 'Refund amount must be a number'],
      [{ amount: 10.005, reason: 'x' }, 'Refund amount must be in dollars and cents (at most 2 decimals)'],
      [{ amount: 10 }, 'Please give a reason for the refund'],
      [{ amount: 10, reason: '   ' }, 'Please give a reason for the refund'],
    ]
    for (const [payload, message] of cases) {
      const res = await refund(orderId, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toBe(message)
    }
    expect((await ledgerOf(orderId)).refunds).toEqual([])
  })

  it('answers 401 to visitors, 403 to customers and 404 for an order that does not exist', async () => {
    const { headers, orderId } = await paidOrder()
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/cfo/orders/${orderId}/refund`,
      payload: { reason: 'x' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await refund(orderId, { reason: 'x' }, headers)).statusCode).toBe(403)
    const missing = await refund(999_999, { reason: 'x' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe(REFUND_MESSAGES.orderNotFound)
    expect((await ledgerOf(orderId)).refunds).toEqual([])
  })

  it('refuses more than is left (409) and an unpaid order', async () => {
    const { orderId } = await paidOrder()
    const over = await refund(orderId, { amount: 130.01, reason: 'Too much' })
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toBe('You can refund at most $130.00')
    expect((await refund(orderId, { amount: 100, reason: 'Most of it' })).statusCode).toBe(200)
    const rest = await refund(orderId, { amount: 31, reason: 'Too much' })
    expect(rest.json().message).toBe('You can refund at most $30.00')
    const unpaid = await openCheckout(t, ORDER)
    const pending = await refund(unpaid.orderId, { reason: 'Not paid' })
    expect(pending.statusCode).toBe(409)
    expect(pending.json().message).toBe(REFUND_MESSAGES.notPaid)
  })

  it('answers 502 when the provider fails, releasing what the refund held', async () => {
    const { orderId } = await paidOrder()
    // The SDK tries three times (two retries): every attempt fails.
    fake.setFailNext(3)
    const failed = await refund(orderId, { amount: 50, reason: 'Outage' })
    expect(failed.statusCode).toBe(502)
    expect(failed.json().message).toBe(REFUND_MESSAGES.providerFailed)
    const after = await ledgerOf(orderId)
    expect(after.refunds.map((r) => r.status)).toEqual(['failed'])
    expect(after.order.status).toBe('paid')
    const whole = await refund(orderId, { reason: 'Again' })
    expect(whole.statusCode).toBe(200)
    expect(whole.json().refund).toMatchObject({ amountCents: 130_00, status: 'succeeded' })
  })
})

describe('the provider webhooks', () => {
  it('records a refund made here once, whichever door hears it first, and one made at Stripe', async () => {
    const { orderId, intent } = await paidOrder()
    const res = await refund(orderId, { amount: 40, reason: 'Part' })
    const made = res.json() as RefundResponse
    const [row] = (await ledgerOf(orderId)).refunds
    const providerRefund = {
      id: row!.providerRefundId!,
      amount: 40_00,
      reference: `ledger-refund-${made.refund.id}`,
    }
    for (let i = 0; i < 2; i++)
      expect((await webhook(chargeEvent(intent, [providerRefund]))).statusCode).toBe(200)
    expect((await ledgerOf(orderId)).refunds).toHaveLength(1)

    // Refunded in Stripe's dashboard: recorded once with its credit note, by no one here.
    const dashboard = { id: 're_dashboard_1', amount: 90_00 }
    for (let i = 0; i < 2; i++)
      expect((await webhook(chargeEvent(intent, [providerRefund, dashboard]))).statusCode).toBe(200)
    const after = await ledgerOf(orderId)
    expect(after.refunds).toHaveLength(2)
    const fromStripe = after.refunds.find((r) => r.providerRefundId === 're_dashboard_1')!
    expect(fromStripe).toMatchObject({
      source: 'provider',
      status: 'succeeded',
      createdBy: null,
      amountCents: 90_00,
    })
    const notes = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, fromStripe.creditNoteId!))
    expect(notes).toHaveLength(1)
    expect(after.order.status).toBe('refunded')
  })

  it('asks Stripe for the refunds when the event leaves them out', async () => {
    const { orderId, intent } = await paidOrder()
    // Refunded in Stripe's dashboard, straight at the stand-in.
    const stripe = new Stripe(SECRET, { host: '127.0.0.1', port: fake.port, protocol: 'http' })
    const made = await stripe.refunds.create({ payment_intent: intent.id, amount: 25_00 })
    const event = chargeEvent(intent, [{ id: made.id, amount: 25_00 }])
    delete (event.data.object as { refunds?: unknown }).refunds
    for (let i = 0; i < 2; i++) expect((await webhook(event)).statusCode).toBe(200)
    const after = await ledgerOf(orderId)
    expect(after.refunds).toHaveLength(1)
    expect(after.refunds[0]).toMatchObject({
      providerRefundId: made.id,
      amountCents: 25_00,
      source: 'provider',
    })
    expect(after.order.status).toBe('paid')
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/v1/refunds')).toBe(true)
  })

  it('completes a pending refund the webhook hears of before the refund call answers', async () => {
    const { orderId, intent } = await paidOrder()
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId))
    const [invoice] = await t.database.db.query.invoices.findMany({
      where: (i, { eq }) => eq(i.orderId, order!.id),
    })
    const [pending] = await t.database.db
      .insert(refunds)
      .values({ orderId, invoiceId: invoice!.id, amountCents: 20_00, reason: 'Half-way', status: 'pending' })
      .returning()
    const event = chargeEvent(intent, [
      { id: 're_early', amount: 20_00, reference: `ledger-refund-${pending!.id}` },
    ])
    expect((await webhook(event)).statusCode).toBe(200)
    const after = await ledgerOf(orderId)
    expect(after.refunds).toHaveLength(1)
    expect(after.refunds[0]).toMatchObject({
      id: pending!.id,
      status: 'succeeded',
      providerRefundId: 're_early',
    })
    expect(after.refunds[0]!.creditNoteId).not.toBeNull()
  })

  it('stores a dispute and mails the studio when it opens and when it closes', async () => {
    const { orderId, intent } = await paidOrder()
    const dispute = (status: string) => ({
      id: 'dp_test_1',
      object: 'dispute',
      amount: 130_00,
      currency: 'usd',
      status,
      reason: 'fraudulent',
      charge: intent.latest_charge,
      payment_intent: intent.id,
      created: Math.floor(Date.now() / 1000),
    })
    const event = (type: string, status: string) => ({
      ...paymentIntentEvent(intent, type),
      data: { object: dispute(status) },
    })
    const opened = event('charge.dispute.created', 'needs_response')
    for (let i = 0; i < 2; i++) expect((await webhook(opened)).statusCode).toBe(200)
    const [stored] = await t.database.db.select().from(disputes).where(eq(disputes.orderId, orderId))
    expect(stored).toMatchObject({ status: 'needs_response', amountCents: 130_00, reason: 'fraudulent' })
    expect((await webhook(event('charge.dispute.closed', 'lost'))).statusCode).toBe(200)
    const [closed] = await t.database.db.select().from(disputes).where(eq(disputes.orderId, orderId))
    expect(closed).toMatchObject({ status: 'lost' })
    expect(closed!.closedAt).not.toBeNull()
    const mails = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
      (j) => (j.payload as { kind?: string }).kind === 'dispute',
    )
    expect(mails.map((j) => (j.payload as { to: string }).to)).toEqual([
      t.config.studioEmail,
      t.config.studioEmail,
    ])
  })
})
