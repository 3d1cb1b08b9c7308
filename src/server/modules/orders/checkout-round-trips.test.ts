// What a checkout costs the database: its statements are counted on an app whose job runner is stopped, so the
// receipts it queues (and anything else in the background) add nothing to the count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons } from '../../db/schema/marketing'
import { EXIT_OFFER_COUPONS } from '../../db/seed/factories'
import { BAKERY_ORDER, createIntent, newCustomer, payByTestCard } from '../../test/checkout'
import { countQueries } from '../../test/dashboard'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS)
  await t.app.ctx.jobs.stop()
})
afterAll(async () => {
  await t?.close()
})

/** Statements sent, but begin and commit, which only the PostgreSQL driver logs. */
const statements = (queries: string[]) => queries.filter((q) => !/^(begin|commit)\b/i.test(q)).length

describe('a checkout', () => {
  it('pays in few round trips to the database', async () => {
    const { headers } = await newCustomer(t)
    const counter = countQueries(t.database.db)
    try {
      const opened = await createIntent(t, headers, {
        ...BAKERY_ORDER,
        couponCodes: ['FREEPAGES10', 'SAVE15'],
      })
      expect(opened.statusCode, opened.body).toBe(200)
      const toOpen = statements(counter.queries)
      counter.reset()
      expect((await payByTestCard(t, headers, opened.json().clientSecret)).json().status).toBe('succeeded')
      const toPay = statements(counter.queries)
      counter.reset()
      const read = await t.app.inject({ method: 'GET', url: `/api/orders/${opened.json().orderId}`, headers })
      expect(read.json()).toMatchObject({ status: 'paid', project: { status: 'requirements_needed' } })
      // Session, rate limit, the coupons, the order with its lines and the billing details, the payment;
      // session, rate limit, the locked payment and order, the coupons under their locks, everything the payment
      // makes (one statement); session and the order with what became of it.
      expect({ toOpen, toPay, toRead: statements(counter.queries) }).toEqual({
        toOpen: 5,
        toPay: 5,
        toRead: 2,
      })
    } finally {
      counter.stop()
    }
  })
})
