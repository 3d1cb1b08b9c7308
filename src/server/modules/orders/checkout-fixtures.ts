import { eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { invoices } from '../../db/schema/billing'
import { jobs } from '../../db/schema/jobs'
import { coupons } from '../../db/schema/coupons'
import { orders } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { users } from '../../db/schema/auth'
import { EXIT_OFFER_COUPONS } from '../../db/seed/factories'
import { createIntent, newCustomer, payByTestCard } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

// What the checkout tests share: an app with the exit offer's coupons, checkout as a customer, what it made.

export let t: TestApp

/** A test app with the exit offer's coupons, for the calling file. */
export function useCheckoutApp() {
  beforeAll(async () => {
    t = await createTestApp()
    await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS)
  })
  afterAll(async () => {
    await t?.close()
  })
}

export const BILLING = {
  name: 'Ada Lovelace',
  company: 'Analytical Bakery Ltd',
  address: '1 Engine Row, London',
}

export const customer = () => newCustomer(t)
export const intent = (headers: Record<string, string>, orderDetails: object, extra: object = {}) =>
  createIntent(t, headers, orderDetails, BILLING, extra)
export const pay = (headers: Record<string, string>, clientSecret: string, cardNumber?: string) =>
  payByTestCard(t, headers, clientSecret, cardNumber)

/** The projects, invoices and receipts an order made, once the queued jobs have run. */
export async function countFor(orderId: number) {
  await t.app.ctx.jobs.flush()
  const db = t.database.db
  const [order] = await db
    .select({ email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
  return {
    projects: (await db.select().from(projects).where(eq(projects.orderId, orderId))).length,
    invoices: (await db.select().from(invoices).where(eq(invoices.orderId, orderId))).length,
    receipts: (await db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter((j) => {
      const mail = j.payload as { kind?: string; to?: string }
      return mail.kind === 'receipt' && mail.to === order!.email
    }).length,
  }
}
