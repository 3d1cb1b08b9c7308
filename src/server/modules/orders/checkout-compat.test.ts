// The compatibility calls (orders.compat.ts): they answer what the paid order made and create nothing unpaid.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { coupons } from '../../db/schema/coupons'
import { BAKERY_ORDER as ORDER } from '../../test/checkout'
import { countFor, customer, intent, pay, t, useCheckoutApp } from './checkout-fixtures'

useCheckoutApp()

describe('compatibility calls', () => {
  it('answer what the paid order made and never create anything unpaid', async () => {
    const { headers } = await customer()
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/projects',
      headers,
      payload: { title: 'Free site', totalAmountCents: 0, extraPages: 20, selectedAddons: [] },
    })
    expect(none.statusCode).toBe(409)
    const { clientSecret, orderId } = (
      await intent(headers, { ...ORDER, couponCodes: ['FREEPAGES10'], domain: 'compat-example.com' })
    ).json()
    await pay(headers, clientSecret)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/projects',
      headers,
      payload: { title: 'x', totalAmountCents: 1_00 },
    })
    expect(created.statusCode).toBe(200)
    // 185 less the two paid pages FREEPAGES10 makes free.
    expect(created.json()).toMatchObject({ orderId, totalAmountCents: 175_00 })
    expect(await countFor(orderId)).toMatchObject({ projects: 1 })
    const projectId = created.json().id
    const [freepages] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'FREEPAGES10'))
    const [save15] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'SAVE15'))
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/use',
      headers,
      payload: { couponId: freepages!.id, projectId, discountAmount: 999 },
    })
    // What FREEPAGES10 took off: the two paid pages it made free.
    expect(used.json()).toMatchObject({ success: true, discountAmountCents: 10_00 })
    const notUsed = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/use',
      headers,
      payload: { couponId: save15!.id, projectId, discountAmount: 50 },
    })
    expect(notUsed.statusCode).toBe(404)
    const domain = await t.app.inject({
      method: 'POST',
      url: '/api/domains/request',
      headers,
      payload: { domain: 'other-example.com', projectId, price: 0, status: 'registered' },
    })
    expect(domain.json()).toMatchObject({
      domainName: 'compat-example.com',
      status: 'pending_registration',
      priceCents: 0,
    })
  })
})
