// Rules that must hold when requests arrive together. PGlite runs one query at a time, so these prove most on
// PostgreSQL (TEST_DATABASE_URL), where the requests really overlap.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices } from '../../db/schema/billing'
import { couponRedemptions, coupons } from '../../db/schema/coupons'
import { orders, payments } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { createIntent, newCustomer, openCheckout, payByTestCard } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.database.db.insert(coupons).values({
    code: 'FIVEONLY',
    description: '$20 off, five uses',
    kind: 'fixed',
    value: 20_00,
    maxRedemptions: 5,
  })
})
afterAll(async () => {
  await t?.close()
})

const ORDER = { title: 'Rush hour', extraPages: 3, selectedAddons: ['analytics'] }

const openOne = (orderDetails: object = ORDER) => openCheckout(t, orderDetails, { name: 'Parallel Customer' })
const pay = (headers: Record<string, string>, clientSecret: string) => payByTestCard(t, headers, clientSecret)

describe('checkout under concurrency', () => {
  it('redeems a coupon limited to 5 uses exactly 5 times when 30 customers pay at once, charging none of the rest', async () => {
    const checkouts = await Promise.all(
      Array.from({ length: 30 }, () => openOne({ ...ORDER, couponCodes: ['FIVEONLY'] })),
    )
    const answers = await Promise.all(checkouts.map((c) => pay(c.headers, c.clientSecret)))
    const ok = answers.filter((r) => r.statusCode === 200 && r.json().status === 'succeeded')
    const refused = answers.filter((r) => r.statusCode === 409)
    expect(ok).toHaveLength(5)
    expect(refused).toHaveLength(25)
    for (const r of refused)
      expect(r.json().message).toBe('FIVEONLY: This coupon has reached its usage limit')
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'FIVEONLY'))
    expect(
      await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon!.id)),
    ).toHaveLength(5)
    const ids = checkouts.map((c) => c.orderId)
    const paid = await t.database.db.select().from(orders).where(inArray(orders.id, ids))
    expect(paid.filter((o) => o.status === 'paid')).toHaveLength(5)
    expect(paid.filter((o) => o.status === 'pending')).toHaveLength(25)
    const charged = await t.database.db.select().from(payments).where(inArray(payments.orderId, ids))
    expect(charged.filter((p) => p.status === 'succeeded')).toHaveLength(5)
    expect(await t.database.db.select().from(projects).where(inArray(projects.orderId, ids))).toHaveLength(5)
  })

  it('makes one project and one invoice when the same payment is confirmed 8 times at once', async () => {
    const c = await openOne()
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(c.headers, c.clientSecret)))
    for (const r of answers) expect(r.json()).toMatchObject({ status: 'succeeded', orderId: c.orderId })
    expect(await t.database.db.select().from(projects).where(eq(projects.orderId, c.orderId))).toHaveLength(1)
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, c.orderId))).toHaveLength(1)
  })

  it('keeps one open order and one payment when a customer opens checkout 10 times at once', async () => {
    const { headers } = await newCustomer(t)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createIntent(t, headers, ORDER, { name: 'Twin Tabs' })),
    )
    const ok = answers.filter((r) => r.statusCode === 200).map((r) => r.json())
    expect(ok.length).toBeGreaterThan(0)
    expect(new Set(ok.map((b) => b.orderId)).size).toBe(1)
    expect(new Set(ok.map((b) => b.clientSecret)).size).toBe(1)
    expect(
      await t.database.db.select().from(payments).where(eq(payments.orderId, ok[0].orderId)),
    ).toHaveLength(1)
  })

  it.each([1, 2, 3, 4])(
    'never changes an order while it is paid: changes racing the payment leave every payment matching its order (round %i)',
    async () => {
      const c = await openOne()
      const [paid, ...changes] = await Promise.all([
        pay(c.headers, c.clientSecret),
        ...Array.from({ length: 12 }, (_, i) =>
          createIntent(t, c.headers, { ...ORDER, extraPages: i % 4 }, { name: 'Parallel Customer' }),
        ),
      ])
      expect([200, 409]).toContain(paid!.statusCode)
      for (const r of changes) expect([200, 409], r.body).toContain(r.statusCode)
      const mine = await t.database.db.select().from(orders).where(eq(orders.userId, c.user.id))
      expect(mine.filter((o) => o.status === 'pending' && !o.frozenAt).length).toBeLessThanOrEqual(1)
      const theirs = await t.database.db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.orderId,
            mine.map((o) => o.id),
          ),
        )
      for (const order of mine) {
        const own = theirs.filter((p) => p.orderId === order.id)
        expect(own.length).toBeLessThanOrEqual(1)
        if (own[0]) expect(own[0].amountCents).toBe(order.amountCents)
        if (order.status === 'paid') expect(own[0]).toMatchObject({ status: 'succeeded' })
      }
      if (paid!.statusCode === 200) {
        const [first] = mine.filter((o) => o.id === c.orderId)
        expect(first).toMatchObject({ status: 'paid', amountCents: c.amountCents })
      }
    },
  )
})
