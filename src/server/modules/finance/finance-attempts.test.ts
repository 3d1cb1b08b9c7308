// The payment success rate counts every card refused, not only the payments that ended: a card declined twice and
// then paid is three attempts, one success. And a bank transfer an admin records is no checkout.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { BAKERY_ORDER, openCheckout, payByTestCard } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let cfo: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'cfo', 'attempts-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'attempts-cfo@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

const stats = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/cfo/stats?days=30', headers: cfo })).json()

it('counts each declined card as an attempt, so a card declined twice and then paid is 1 of 3', async () => {
  const checkout = await openCheckout(t, BAKERY_ORDER, { name: 'Ada Lovelace' })
  for (let i = 0; i < 2; i++) {
    const declined = await payByTestCard(t, checkout.headers, checkout.clientSecret, '4000 0000 0000 0002')
    expect(declined.json()).toMatchObject({ status: 'requires_payment_method' })
  }
  expect(await stats()).toMatchObject({
    cardPaymentsAttempted: 2,
    cardPaymentsSucceeded: 0,
    paymentSuccess: 0,
  })
  expect((await payByTestCard(t, checkout.headers, checkout.clientSecret)).statusCode).toBe(200)
  expect(await stats()).toMatchObject({
    cardPaymentsAttempted: 3,
    cardPaymentsSucceeded: 1,
    paymentSuccess: 33.3,
    checkoutsStarted: 1,
    checkoutsPaid: 1,
    conversionRate: 100,
  })
  // An unpaid checkout halves the conversion.
  await openCheckout(t, BAKERY_ORDER, { name: 'Grace Hopper' })
  expect(await stats()).toMatchObject({ checkoutsStarted: 2, checkoutsPaid: 1, conversionRate: 50 })
})
