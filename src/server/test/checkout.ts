import { seedCustomer } from '../db/seed/factories'
import { bearer } from './auth-helpers'
import type { TestApp } from './test-app'

type Headers = Record<string, string>

/** A five-page order with two extra pages and two add-ons, no coupon, no domain: the checkout tests' usual order. */
export const BAKERY_ORDER = {
  title: 'Corner Bakery',
  businessType: 'restaurant',
  description: 'Bread and cakes',
  timeline: 'standard',
  extraPages: 2,
  selectedAddons: ['ecommerce', 'blog'],
  couponCodes: [] as string[],
  domain: '',
}

/** A new signed-in customer's headers. */
export async function newCustomer(t: TestApp) {
  const { user, token } = await seedCustomer(t.database.db)
  return { user, headers: bearer(token) }
}

/** POST /api/create-payment-intent as the customer of `headers`, with `extra` beside the order (amount…). */
export function createIntent(
  t: TestApp,
  headers: Headers,
  orderDetails: object,
  billing: object = { name: 'Test Customer' },
  extra: object = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers,
    payload: { orderDetails, billing, ...extra },
  })
}

/** A new customer with an open checkout for `orderDetails` (the intent must be accepted). */
export async function openCheckout(t: TestApp, orderDetails: object, billing?: object) {
  const customer = await newCustomer(t)
  const res = await createIntent(t, customer.headers, orderDetails, billing)
  if (res.statusCode !== 200) throw new Error(`checkout refused: ${res.statusCode} ${res.body}`)
  return { ...customer, ...(res.json() as { clientSecret: string; orderId: number; amountCents: number }) }
}

/** POST /api/test-payments/confirm with a test card (4242… pays) and a future expiry. */
export function payByTestCard(
  t: TestApp,
  headers: Headers,
  clientSecret: string,
  cardNumber = '4242 4242 4242 4242',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    headers,
    payload: { clientSecret, cardNumber, expMonth: 12, expYear: 2099, cvc: '123' },
  })
}
