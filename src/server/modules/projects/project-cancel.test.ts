// Cancelling a paid project from the Projects tab: the refund question (all, part or none of what is left), made by
// the finance refund against Stripe (the official SDK pointed at a local stand-in), the client's mail saying what
// happens to their money, the finance figures following, and nothing cancelled when the refund fails.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CANCEL_PROJECT_MESSAGES } from '../../../shared/contracts/admin-projects'
import { auditLog } from '../../db/schema/audit'
import { creditNotes, refunds } from '../../db/schema/billing'
import { orders, payments } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { openCheckout } from '../../test/checkout'
import { type FakeStripe, paymentIntentEvent } from '../../test/fake-stripe'
import { startStripeTestApp, type StripeTestApp } from '../../test/stripe-app'
import type { TestApp } from '../../test/test-app'
import { REFUND_MESSAGES } from '../orders/orders.refund'
import { CANCELLATION_MESSAGES } from './cancellation'
import { traces } from './lifecycle-fixtures'

let fake: FakeStripe
let t: TestApp
let stripe: StripeTestApp
let admin: Record<string, string>
let cfo: Record<string, string>

beforeAll(async () => {
  stripe = await startStripeTestApp({ secretKey: 'sk_test_fake', webhookSecret: 'whsec_cancel' })
  ;({ t, fake } = stripe)
  await createStaff(t, 'admin', 'cancel-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'cancel-admin@studio.test'))
  await createStaff(t, 'cfo', 'cancel-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'cancel-cfo@studio.test'))
})
afterAll(async () => {
  await stripe?.close()
})

/** $130: five pages, one extra page and a blog. */
const ORDER = { title: 'Harbour Gym', businessType: 'fitness', extraPages: 1, selectedAddons: ['blog'] }

/** A customer's order paid by card at Stripe: the webhook makes it paid, with its project and invoice. */
async function paidProject() {
  const { user, headers, orderId } = await openCheckout(t, ORDER, { name: 'Grace Hopper' })
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))
  const intent = fake.succeed(payment!.providerId)
  expect((await stripe.webhook(paymentIntentEvent(intent))).statusCode).toBe(200)
  const [project] = await t.database.db.select().from(projects).where(eq(projects.orderId, orderId))
  return { user, headers, orderId, intent, project: project! }
}

const cancel = (id: number, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/projects/${id}/cancel`, headers, payload })

const paymentOf = (id: number, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/projects/${id}/payment`, headers })

async function netRevenue() {
  const res = await t.app.inject({ method: 'GET', url: '/api/cfo/stats?days=30', headers: cfo })
  expect(res.statusCode).toBe(200)
  const body = res.json() as {
    totalRevenueCents: number
    refundedAmountCents: number
    netRevenueCents: number
  }
  return {
    total: body.totalRevenueCents / 100,
    refunded: body.refundedAmountCents / 100,
    net: body.netRevenueCents / 100,
  }
}

const refundsOf = (orderId: number) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id)

/** The cancellation mail (the client also gets the refund's own mail with its credit note). */
async function cancellationMail(projectId: number, email: string) {
  const { mails } = await traces(t, projectId, email)
  return mails.filter((m) => m.subject === `Your project "Harbour Gym" has been cancelled`)
}

describe('POST /api/admin/projects/:id/cancel', () => {
  it('with a full refund: the card refunded once with a credit note, the project cancelled, the client told, net revenue down', async () => {
    const { user, orderId, intent, project } = await paidProject()
    const payment = await paymentOf(project.id)
    expect(payment.json()).toEqual({
      method: 'card',
      paidCents: 130_00,
      refundedCents: 0,
      refundableCents: 130_00,
    })
    const before = await netRevenue()

    const res = await cancel(project.id, { refund: 'full', note: 'The client closed the gym' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Project cancelled; $130.00 refunded',
      project: { id: project.id, status: 'cancelled', statusLabel: 'Cancelled' },
    })

    const made = await refundsOf(orderId)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({
      status: 'succeeded',
      amountCents: 130_00,
      reason: 'Project cancelled: The client closed the gym',
    })
    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, made[0]!.creditNoteId!))
    expect(note!.amountCents).toBe(130_00)
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intent.id)).toHaveLength(1)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order!.status).toBe('refunded')

    const [mail] = await cancellationMail(project.id, user.email)
    expect(mail!.text).toContain('We have cancelled your project "Harbour Gym"')
    expect(mail!.text).toContain('The client closed the gym')
    expect(mail!.text).toContain(
      'Your money: We have refunded $130.00 to your card; it reaches you in 5-10 business days.',
    )
    const { notes, events } = await traces(t, project.id, user.email)
    expect(notes.at(-1)).toMatchObject({
      title: 'Project cancelled',
      message:
        '"Harbour Gym" has been cancelled. We have refunded $130.00 to your card; it reaches you in 5-10 business days. The client closed the gym',
    })
    expect(events.at(-1)).toMatchObject({
      toStatus: 'cancelled',
      note: 'Cancelled with a refund of $130.00: The client closed the gym',
    })

    // The finance figures follow: the refund is in the period's refunds and out of its net revenue.
    const after = await netRevenue()
    expect(after.refunded - before.refunded).toBeCloseTo(130, 2)
    expect(before.net - after.net).toBeCloseTo(130, 2)

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.cancel'), eq(auditLog.recordId, String(project.id))))
    expect(audit).toMatchObject({
      actorEmail: 'cancel-admin@studio.test',
      after: { status: 'cancelled', refund: 'full', refundedCents: 130_00 },
    })
    expect((await paymentOf(project.id)).json()).toMatchObject({ refundedCents: 130_00, refundableCents: 0 })
  })

  it('with part: that amount refunded, and the mail says what is not', async () => {
    const { user, orderId, project } = await paidProject()
    const before = await netRevenue()
    const res = await cancel(project.id, { refund: 'part', amountCents: 30_00 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe('Project cancelled; $30.00 refunded')
    expect((await refundsOf(orderId)).map((r) => [r.status, r.amountCents])).toEqual([['succeeded', 30_00]])
    const [mail] = await cancellationMail(project.id, user.email)
    expect(mail!.text).toContain(
      'We have refunded $30.00 of your $130.00 payment to your card; it reaches you in 5-10 business days. The remaining $100.00 is not refunded.',
    )
    expect(before.net - (await netRevenue()).net).toBeCloseTo(30, 2)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order!.status).toBe('paid')
  })

  it('without a refund: nothing refunded, and the mail says so', async () => {
    const { user, orderId, project } = await paidProject()
    const before = await netRevenue()
    const res = await cancel(project.id, { refund: 'none' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe('Project cancelled; nothing was refunded')
    expect(await refundsOf(orderId)).toEqual([])
    const [mail] = await cancellationMail(project.id, user.email)
    expect(mail!.text).toContain('Your money: No refund has been made.')
    expect((await netRevenue()).net).toBeCloseTo(before.net, 2)
  })

  it('refuses amounts the contract or the order does not allow, with 400 and the words', async () => {
    const { orderId, project } = await paidProject()
    const cases: Array<[object, string]> = [
      [{}, CANCEL_PROJECT_MESSAGES.refundRequired],
      [{ refund: 'some' }, CANCEL_PROJECT_MESSAGES.refundRequired],
      [{ refund: 'part' }, CANCEL_PROJECT_MESSAGES.amountRequired],
      [{ refund: 'part', amountCents: 0 }, CANCEL_PROJECT_MESSAGES.amountPositive],
      [{ refund: 'part', amountCents: -500 }, CANCEL_PROJECT_MESSAGES.amountPositive],
      [{ refund: 'part', amountCents: 12.5 }, CANCEL_PROJECT_MESSAGES.amountCents],
      [{ refund: 'part', amountCents: '3000' }, CANCEL_PROJECT_MESSAGES.amountNumber],
      // More than the order has left to refund.
      [{ refund: 'part', amountCents: 130_01 }, 'Refund amount cannot be more than $130.00'],
    ]
    for (const [payload, message] of cases) {
      const res = await cancel(project.id, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message, JSON.stringify(payload)).toBe(message)
    }
    expect(await refundsOf(orderId)).toEqual([])
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id))
    expect(row!.status).toBe('requirements_needed')
  })

  it('leaves the project as it was when the provider refuses the refund (502), and can be asked again', async () => {
    const { user, orderId, project } = await paidProject()
    // The SDK tries three times (two retries): every attempt fails.
    fake.setFailNext(3)
    const failed = await cancel(project.id, { refund: 'full' })
    expect(failed.statusCode).toBe(502)
    expect(failed.json().message).toBe(REFUND_MESSAGES.providerFailed)
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id))
    expect(row!.status).toBe('requirements_needed')
    expect((await refundsOf(orderId)).map((r) => r.status)).toEqual(['failed'])
    expect(await cancellationMail(project.id, user.email)).toEqual([])

    const again = await cancel(project.id, { refund: 'full' })
    expect(again.statusCode).toBe(200)
    expect((await refundsOf(orderId)).map((r) => r.status)).toEqual(['failed', 'succeeded'])
  })

  it('refuses a second cancellation (409) and a refund when nothing is left (409)', async () => {
    const { project } = await paidProject()
    expect((await cancel(project.id, { refund: 'full' })).statusCode).toBe(200)
    const again = await cancel(project.id, { refund: 'none' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This project is already Cancelled.')

    const other = await paidProject()
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/cfo/orders/${other.orderId}/refund`,
      headers: cfo,
      payload: { reason: 'Refunded from the finance dashboard' },
    })
    expect(refunded.statusCode).toBe(200)
    const nothing = await cancel(other.project.id, { refund: 'full' })
    expect(nothing.statusCode).toBe(409)
    expect(nothing.json().message).toBe(CANCELLATION_MESSAGES.nothingToRefund)
    // Cancelled without a new refund, the mail still says what was refunded.
    expect((await cancel(other.project.id, { refund: 'none' })).statusCode).toBe(200)
    const [mail] = await cancellationMail(other.project.id, other.user.email)
    expect(mail!.text).toContain('We have refunded $130.00 to your card')
  })

  it('is for admins: the CFO and the client get 403, an unknown project 404', async () => {
    const { headers, orderId, project } = await paidProject()
    expect((await cancel(project.id, { refund: 'full' }, cfo)).statusCode).toBe(403)
    expect((await cancel(project.id, { refund: 'full' }, headers)).statusCode).toBe(403)
    expect((await paymentOf(project.id, cfo)).statusCode).toBe(403)
    expect((await paymentOf(project.id, headers)).statusCode).toBe(403)
    const missing = await cancel(999_999, { refund: 'none' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Project not found')
    expect((await paymentOf(999_999)).statusCode).toBe(404)
    expect(await refundsOf(orderId)).toEqual([])
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id))
    expect(row!.status).toBe('requirements_needed')
  })
})
