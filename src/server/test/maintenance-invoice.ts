import { eq } from 'drizzle-orm'
import { invoices } from '../db/schema/billing'
import { seedCustomer } from '../db/seed/factories'
import { invoiceDueCycles } from '../modules/billing/billing.service'
import { insertSubscription } from '../modules/billing/subscriptions.repo'
import { bearer } from './auth-helpers'
import type { TestApp } from './test-app'

/** A customer with a monthly plan starting today (the app's clock) and its first invoice, issued. */
export async function openMaintenanceInvoice(t: TestApp) {
  const db = t.database.db
  const { user, token } = await seedCustomer(db)
  const sub = await insertSubscription(db, {
    userId: user.id,
    plan: 'basic',
    billingCycle: 'monthly',
    monthlyCents: 49_00,
    features: [],
    startDate: t.app.ctx.clock.now().toISOString().slice(0, 10),
  })
  await invoiceDueCycles(t.app.ctx)
  const [invoice] = await db.select().from(invoices).where(eq(invoices.subscriptionId, sub.id))
  return { user, headers: bearer(token), invoice: invoice! }
}

/**
 * The customer accepts a plan staff offered and pays its first invoice with a test card, as Billing does: answers
 * the paid invoice's id.
 */
export async function acceptAndPay(
  t: TestApp,
  headers: Record<string, string>,
  subscriptionId: number,
  opts: { keepCard?: boolean } = {},
) {
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
  const accepted = await post(`/api/dashboard/subscriptions/${subscriptionId}/accept`)
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`)
  const invoiceId: number = accepted.json().invoice.id
  const intent = await post(`/api/dashboard/invoices/${invoiceId}/pay`, { keepCard: opts.keepCard ?? false })
  if (intent.statusCode !== 200) throw new Error(`pay: ${intent.statusCode} ${intent.body}`)
  const paid = await post(`/api/dashboard/invoices/${invoiceId}/test-confirm`, {
    clientSecret: intent.json().clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  })
  if (paid.json().status !== 'succeeded') throw new Error(`confirm: ${paid.statusCode} ${paid.body}`)
  return invoiceId
}
