// The finance cards, Customer Insights, Recurring Revenue and the admin's Users tab against the same money worked
// out by hand. Everything is made through the product's own doors: card checkouts (one card declined before it
// paid, one checkout never paid), a customer an admin added with a bank transfer, a full and two partial refunds
// (card and manual, each with its credit note), a project delivered with its free month, a plan the customer chose
// and paid, a plan started by the billing run and paid, one offered and not accepted, one cancelled. The expected
// figures are plain sums of the amounts the product charged; none is read back through the queries under test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAINTENANCE_PLAN_MONTHLY_CENTS } from '../../../shared/catalog'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { BAKERY_ORDER, openCheckout, payByTestCard } from '../../test/checkout'
import { openMaintenanceInvoice } from '../../test/maintenance-invoice'
import { createTestApp, type TestApp } from '../../test/test-app'

type Headers = Record<string, string>
let t: TestApp
let admin: Headers
let cfo: Headers

const DECLINED = '4000 0000 0000 0002'

/** What was charged and given back, in cents, as the test made it happen. */
const made = {
  ada: { id: 0, orderCents: 0, refundedCents: 100_00 },
  ben: { id: 0, orderCents: 0, maintenanceCents: 0 },
  cy: { id: 0, orderCents: 0 },
  dee: { id: 0, orderCents: 1_200_00, refundedCents: 200_00 },
  fay: { id: 0, maintenanceCents: 49_00 },
  gus: { id: 0 },
  eve: { id: 0 },
}

async function post(url: string, headers: Headers, payload?: object) {
  const res = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json()
}

async function get(url: string, headers: Headers) {
  const res = await t.app.inject({ method: 'GET', url, headers })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json()
}

/** A maintenance invoice paid by card from Billing, as the client does it. */
async function payInvoice(headers: Headers, invoiceId: number) {
  const intent = await post(`/api/dashboard/invoices/${invoiceId}/pay`, headers, { keepCard: false })
  const paid = await post(`/api/dashboard/invoices/${invoiceId}/test-confirm`, headers, {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  })
  expect(paid.status).toBe('succeeded')
}

beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'by-hand-admin@studio.test')
  await createStaff(t, 'cfo', 'by-hand-cfo@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'by-hand-admin@studio.test'))
  cfo = bearer(await signInStaff(t, 'cfo', 'by-hand-cfo@studio.test'))
  const refund = (orderId: number, body: object) => post(`/api/cfo/orders/${orderId}/refund`, cfo, body)

  // Ada pays by card at once, then gets $100.00 back.
  const ada = await openCheckout(t, BAKERY_ORDER, { name: 'Ada Lovelace' })
  expect((await payByTestCard(t, ada.headers, ada.clientSecret)).statusCode).toBe(200)
  made.ada.id = ada.user.id
  made.ada.orderCents = ada.amountCents
  await refund(ada.orderId, { amount: 100, reason: 'One page dropped' })

  // Ben's card is declined once, then paid; his project is delivered with its free month, and he chooses the
  // standard plan and pays its first month by card.
  const ben = await openCheckout(
    t,
    { ...BAKERY_ORDER, title: 'Ben Garage', extraPages: 0, selectedAddons: [] },
    { name: 'Ben Brown' },
  )
  const declined = await payByTestCard(t, ben.headers, ben.clientSecret, DECLINED)
  expect(declined.json()).toMatchObject({ status: 'requires_payment_method' })
  expect((await payByTestCard(t, ben.headers, ben.clientSecret)).statusCode).toBe(200)
  made.ben.id = ben.user.id
  made.ben.orderCents = ben.amountCents
  const benOrder = await get(`/api/orders/${ben.orderId}`, ben.headers)
  const benProject: number = benOrder.project.id
  expect(benProject).toBeGreaterThan(0)
  const moved = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/projects/${benProject}`,
    headers: admin,
    payload: { status: 'completed' },
  })
  expect(moved.statusCode, moved.body).toBe(200)
  await post('/api/admin/deliver-project', admin, {
    projectId: benProject,
    websiteUrl: 'https://ben-garage.example',
    maintenanceIncluded: true,
  })
  const chosen = await post('/api/dashboard/subscriptions', ben.headers, {
    projectId: benProject,
    plan: 'standard',
    billingCycle: 'monthly',
  })
  made.ben.maintenanceCents = chosen.invoice.amountCents
  expect(made.ben.maintenanceCents).toBe(MAINTENANCE_PLAN_MONTHLY_CENTS.standard)
  await payInvoice(ben.headers, chosen.invoice.id)

  // Cy pays by card and gets all of it back.
  const cy = await openCheckout(t, { ...BAKERY_ORDER, title: 'Cy Cafe', extraPages: 1 }, { name: 'Cy Young' })
  expect((await payByTestCard(t, cy.headers, cy.clientSecret)).statusCode).toBe(200)
  made.cy.id = cy.user.id
  made.cy.orderCents = cy.amountCents
  await refund(cy.orderId, { reason: 'Changed their mind' })

  // Dee paid $1,200.00 by bank transfer; the admin records it, then $200.00 goes back by hand.
  const dee = await post('/api/admin/add-user', admin, {
    firstName: 'Dee',
    lastName: 'Dalton',
    email: 'dee.dalton@example.com',
    projectTitle: 'Dalton Dental website',
    paymentAmount: 1200,
    paymentMethod: 'bank_transfer',
    paymentReference: 'BT-1200',
  })
  made.dee.id = dee.user.id
  await refund(dee.orderId, { amount: 200, reason: 'Logo design not needed' })

  // Eve opens a checkout and never pays.
  made.eve.id = (await openCheckout(t, BAKERY_ORDER, { name: 'Eve Adams' })).user.id

  // Fay's plan is started today and its first $49.00 invoice paid by card; Gus's is cancelled before he pays.
  const fay = await openMaintenanceInvoice(t)
  made.fay.id = fay.user.id
  expect(fay.invoice.totalCents).toBe(made.fay.maintenanceCents)
  await payInvoice(fay.headers, fay.invoice.id)
  const gus = await openMaintenanceInvoice(t)
  made.gus.id = gus.user.id
  await post(`/api/admin/maintenance/${gus.invoice.subscriptionId}/cancel`, admin)

  // Staff offer Ada a premium plan; she has not accepted it.
  await post('/api/admin/maintenance', admin, {
    userId: made.ada.id,
    planName: 'premium',
    amount: 75,
    billingCycle: 'monthly',
    startDate: new Date().toISOString().slice(0, 10),
  })
})
afterAll(async () => {
  await t?.close()
})

/** Money kept by each customer, by hand: what they paid less what went back. */
function keptByHand() {
  return {
    [made.ada.id]: made.ada.orderCents - made.ada.refundedCents,
    [made.ben.id]: made.ben.orderCents + made.ben.maintenanceCents,
    [made.cy.id]: 0,
    [made.dee.id]: made.dee.orderCents - made.dee.refundedCents,
    [made.fay.id]: made.fay.maintenanceCents,
    [made.gus.id]: 0,
    [made.eve.id]: 0,
  }
}

describe('the finance figures, worked out by hand', () => {
  it('the cards: revenue, refunds, orders, customers, payment success and conversion', async () => {
    const orderCents = made.ada.orderCents + made.ben.orderCents + made.cy.orderCents + made.dee.orderCents
    const maintenanceCents = made.ben.maintenanceCents + made.fay.maintenanceCents
    const gross = orderCents + maintenanceCents
    const refunded = made.ada.refundedCents + made.cy.orderCents + made.dee.refundedCents
    const stats = await get('/api/cfo/stats?days=30', cfo)
    expect(stats).toMatchObject({
      totalRevenueCents: gross,
      refundedAmountCents: refunded,
      netRevenueCents: gross - refunded,
      // Everything happened today: this month is the whole period, the last one had nothing.
      monthlyRevenueCents: gross,
      lastMonthRevenueCents: 0,
      monthlyGrowth: null,
      // Ada's, Ben's, Cy's (refunded since, but paid) and Dee's orders; plans are no orders.
      totalOrders: 4,
      monthlyOrders: 4,
      averageOrderValueCents: Math.round(orderCents / 4),
      // Who paid in the period: Ada, Ben, Cy, Dee and Fay (her maintenance invoice). Not Gus, not Eve.
      activeCustomers: 5,
      // Card checkouts: Ada's, Ben's, Cy's and Eve's (Dee's bank transfer is none); three were paid.
      checkoutsStarted: 4,
      checkoutsPaid: 3,
      conversionRate: 75,
      // Card payments of orders: Ada 1, Ben 2 (declined, then paid), Cy 1; three went through.
      cardPaymentsAttempted: 4,
      cardPaymentsSucceeded: 3,
      paymentSuccess: 75,
    })
    const month = stats.revenueByMonth.at(-1)
    expect(month).toMatchObject({
      revenueCents: gross,
      refundedCents: refunded,
      orders: 4,
    })
  })

  it('Customer Insights: the customers who paid, most money kept first, which adds up to the net revenue', async () => {
    const kept = keptByHand()
    const orders: Record<number, number> = {
      [made.ada.id]: 1,
      [made.ben.id]: 1,
      [made.cy.id]: 1,
      [made.dee.id]: 1,
      [made.fay.id]: 0,
    }
    const expected = [made.ada.id, made.ben.id, made.cy.id, made.dee.id, made.fay.id]
      .map((id) => ({ id, orders: orders[id], revenueCents: kept[id]! }))
      .sort((a, b) => b.revenueCents - a.revenueCents || a.id - b.id)
    const stats = await get('/api/cfo/stats?days=30', cfo)
    expect(
      stats.topCustomers.map((c: { id: number; orders: number; revenueCents: number }) => ({
        id: c.id,
        orders: c.orders,
        revenueCents: c.revenueCents,
      })),
    ).toEqual(expected)
    // Dee's $1,200.00 less $200.00 leads.
    expect(stats.topCustomers[0]).toMatchObject({ id: made.dee.id, revenueCents: 1_000_00 })
    const sum = stats.topCustomers.reduce((s: number, c: { revenueCents: number }) => s + c.revenueCents, 0)
    expect(sum).toBe(stats.netRevenueCents)
  })

  it("the admin's Users tab and each account's record: Total Spent is the money kept", async () => {
    const kept = keptByHand()
    const list = await get('/api/admin/users?pageSize=100', admin)
    for (const [id, spent] of Object.entries(kept)) {
      const row = list.items.find((u: { id: number }) => u.id === Number(id))
      expect(row, `account ${id}`).toMatchObject({ totalSpentCents: spent })
      expect((await get(`/api/admin/users/${id}`, admin)).user.totalSpentCents).toBe(spent)
    }
    // Sorted by spend, the same order as Customer Insights.
    const sorted = await get('/api/admin/users?sort=-spent&pageSize=3', admin)
    expect(sorted.items.map((u: { id: number }) => u.id)).toEqual(
      Object.entries(kept)
        .map(([id, c]) => ({ id: Number(id), c }))
        .sort((a, b) => b.c - a.c || b.id - a.id)
        .slice(0, 3)
        .map((k) => k.id),
    )
  })

  it("recurring revenue: MRR is the paying plans, as the admin's list of plans shows them", async () => {
    // Paying: Ben's standard plan and Fay's basic one. Not: Ben's free month, Ada's offer, Gus's cancelled plan.
    const mrr = MAINTENANCE_PLAN_MONTHLY_CENTS.standard + made.fay.maintenanceCents
    const recurring = await get('/api/cfo/recurring?days=30', cfo)
    expect(recurring).toMatchObject({
      mrrCents: mrr,
      activePlans: 2,
      // Started in the period: Fay's and Gus's plans (today). Ben's paid plan starts after his free month; a free
      // month and an offer are no paying plans. Gus's plan, live until the admin cancelled it, churned.
      newPlans: 2,
      churnedPlans: 1,
      maintenanceRevenueCents: made.ben.maintenanceCents + made.fay.maintenanceCents,
      pastDuePlans: 0,
    })
    expect(recurring.mrrByMonth.at(-1)).toEqual({
      month: expect.any(String),
      mrrCents: mrr,
    })
    const plans = await get('/api/admin/maintenance?pageSize=100', admin)
    expect(plans.total).toBe(5)
    const byStatus = (status: string) =>
      plans.items
        .filter((p: { status: string }) => p.status === status)
        .map((p: { user: { id: number } }) => p.user.id)
    expect(byStatus('active').sort()).toEqual([made.ben.id, made.fay.id].sort())
    expect(byStatus('included')).toEqual([made.ben.id])
    expect(byStatus('offered')).toEqual([made.ada.id])
    expect(byStatus('cancelled')).toEqual([made.gus.id])
    // The list shows the paying plans first (the ones MRR counts), then the free month and the offer, then the
    // cancelled plan.
    expect(plans.items.map((p: { status: string }) => p.status)).toEqual([
      'active',
      'active',
      expect.stringMatching(/^(included|offered)$/),
      expect.stringMatching(/^(included|offered)$/),
      'cancelled',
    ])
    const active = plans.items.filter((p: { status: string }) => p.status === 'active')
    expect(active.reduce((s: number, p: { monthlyAmountCents: number }) => s + p.monthlyAmountCents, 0)).toBe(
      mrr,
    )
  })
})
