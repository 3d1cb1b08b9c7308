// What a checkout costs the database: its statements are counted on an app whose job runner is stopped, so the
// receipts it queues (and anything else in the background) add nothing to the count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons } from '../../db/schema/coupons'
import { EXIT_OFFER_COUPONS } from '../../db/seed/factories'
import { BAKERY_ORDER, createIntent, newCustomer, payByTestCard } from '../../test/checkout'
import { countQueries } from '../../test/dashboard'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.database.db.insert(coupons).values([
    ...EXIT_OFFER_COUPONS,
    {
      code: 'TENOFF',
      description: '$10 off',
      kind: 'fixed',
      value: 10_00,
      maxRedemptions: 100,
      stackable: true,
    },
  ])
  await t.app.ctx.jobs.stop()
})
afterAll(async () => {
  await t?.close()
})

/** Statements sent, but begin and commit, which only the PostgreSQL driver logs. */
const statements = (queries: string[]) => queries.filter((q) => !/^(begin|commit)\b/i.test(q)).length

/** The statements one new customer's checkout sends: to open it, to pay by test card, to read the paid order. */
async function checkoutCost(orderDetails: object) {
  const { headers } = await newCustomer(t)
  const counter = countQueries(t.database.db)
  try {
    const opened = await createIntent(t, headers, orderDetails)
    expect(opened.statusCode, opened.body).toBe(200)
    const toOpen = statements(counter.queries)
    counter.reset()
    const paid = await payByTestCard(t, headers, opened.json().clientSecret)
    expect(paid.json().status, paid.body).toBe('succeeded')
    const toPay = statements(counter.queries)
    counter.reset()
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${opened.json().orderId}`, headers })
    expect(read.json()).toMatchObject({ status: 'paid', project: { status: 'requirements_needed' } })
    return { toOpen, toPay, toRead: statements(counter.queries) }
  } finally {
    counter.stop()
  }
}

describe('a checkout', () => {
  it('costs a fixed number of statements, whatever the number of lines and coupons', async () => {
    // The instance's first checkout reads the studio's details into its copy of the settings (one more statement);
    // later ones do not. Without coupons, their share lock and redemptions are not needed (two fewer).
    expect((await checkoutCost(BAKERY_ORDER)).toPay).toBe(9)
    const usual = await checkoutCost({ ...BAKERY_ORDER, couponCodes: ['FREEPAGES10', 'SAVE15'] })
    // To open: session, rate limit, the coupons; the billing details kept; the order with its lines; the payment.
    // To pay: session (with who pays), rate limit, the payment and order locked (with the order's lines); the
    // coupons read again under their share locks (none has a total limit); the order paid with the charge; the
    // project with its first timeline entry; its notice; the redemptions; the receipt job; the invoice, numbered
    // as the transaction commits. The studio's details come from the instance's copy of the settings.
    // To read: session, the order with what became of it.
    expect(usual).toEqual({ toOpen: 6, toPay: 10, toRead: 2 })
    // More lines, a third coupon and a domain: only what the coupon and the domain are costs more — the domain
    // asked about again before the payment opens (1); a coupon with a total limit is locked for update and its
    // uses counted under the lock (2), the domain claimed and tied to the project (2). A statement per line or per
    // coupon would show here.
    const larger = await checkoutCost({
      ...BAKERY_ORDER,
      extraPages: 8,
      timeline: 'rush',
      selectedAddons: ['ecommerce', 'blog', 'advanced-seo', 'analytics', 'logo-design', 'live-chat'],
      couponCodes: ['FREEPAGES10', 'SAVE15', 'TENOFF'],
      domain: 'round-trips-example.com',
    })
    expect(larger).toEqual({ ...usual, toOpen: usual.toOpen + 1, toPay: usual.toPay + 4 })
  })
})
