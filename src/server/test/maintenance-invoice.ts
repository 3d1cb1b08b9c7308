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
