// Stripe mode through the official SDK, pointed at a local stand-in of Stripe's API; webhooks signed by the SDK.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import type { PaymentNeedingAttention } from '../../../shared/contracts/admin-payments'
import { invoices } from '../../db/schema/billing'
import { jobs } from '../../db/schema/jobs'
import { coupons } from '../../db/schema/coupons'
import { orders, payments } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { users } from '../../db/schema/auth'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { openCheckout } from '../../test/checkout'
import { type FakeStripe, signedWebhook } from '../../test/fake-stripe'
import { startStripeTestApp, type StripeTestApp } from '../../test/stripe-app'
import type { TestApp } from '../../test/test-app'

// What the Stripe mode tests share: their app and Stripe stand-in, checkout, webhooks, and what a payment made.

const SECRET = 'sk_test_fake'
const WEBHOOK_SECRET = 'whsec_test_secret'

export let clock: ReturnType<typeof fixedClock>
export let fake: FakeStripe
export let t: TestApp
let stripe: StripeTestApp
let adminToken: string | undefined

/** A test app in Stripe mode against a fresh Stripe stand-in, with a one-use coupon, for the calling file. */
export function useStripeApp() {
  beforeAll(async () => {
    // A worker runs several test files on this module as it was loaded: each file starts with its own clock.
    clock = fixedClock(new Date(Date.now()))
    adminToken = undefined
    stripe = await startStripeTestApp({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET, clock })
    ;({ t, fake } = stripe)
    await t.database.db.insert(coupons).values({
      code: 'ONLYONE',
      description: '$10 off, once in all',
      kind: 'fixed',
      value: 10_00,
      maxRedemptions: 1,
    })
  })
  afterAll(async () => {
    await stripe?.close()
  })
}

export const ORDER = {
  title: 'Harbour Gym',
  businessType: 'fitness',
  extraPages: 1,
  selectedAddons: ['blog'],
}

export async function checkout(orderDetails: object = ORDER) {
  const { user, headers, ...body } = await openCheckout(t, orderDetails, { name: 'Grace Hopper' })
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, body.orderId))
  return { user, headers, body, intentId: payment!.providerId }
}

/** POST /api/webhooks/stripe with `event`, signed as Stripe signs it, or with the `signature` given instead. */
export async function webhook(event: object, signature?: string) {
  if (signature === undefined) return stripe.webhook(event)
  const signed = await signedWebhook(stripe.sdk, WEBHOOK_SECRET, event)
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: signed.payload,
  })
}

export async function made(orderId: number) {
  await t.app.ctx.jobs.flush()
  const db = t.database.db
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  const [owner] = await db.select().from(users).where(eq(users.id, order!.userId!))
  const receipts = (await db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
    (j) =>
      (j.payload as { kind?: string }).kind === 'receipt' &&
      (j.payload as { to?: string }).to === owner!.email,
  )
  return {
    status: order!.status,
    projects: (await db.select().from(projects).where(eq(projects.orderId, orderId))).length,
    invoices: (await db.select().from(invoices).where(eq(invoices.orderId, orderId))).length,
    receipts: receipts.length,
  }
}

export async function attentionQueue(): Promise<PaymentNeedingAttention[]> {
  if (!adminToken) {
    await createStaff(t, 'admin', 'queue-admin@studio.test')
    adminToken = await signInStaff(t, 'admin', 'queue-admin@studio.test')
  }
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/payments/attention',
    headers: bearer(adminToken),
  })
  expect(res.statusCode).toBe(200)
  return res.json()
}

export async function mailsTo(email: string, kind: string) {
  await t.app.ctx.jobs.flush()
  return (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
    (j) => (j.payload as { kind?: string }).kind === kind && (j.payload as { to?: string }).to === email,
  )
}
