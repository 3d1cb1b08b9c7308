// Sample data of a new development database: made by the product's own services, once, and never into a database
// that has orders of its own, nor where mail or money would leave the machine.
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices } from '../../db/schema/billing'
import { domainRequests } from '../../db/schema/domains'
import { couponRedemptions } from '../../db/schema/coupons'
import { orders } from '../../db/schema/orders'
import { projectEvents, projects } from '../../db/schema/projects'
import { users } from '../../db/schema/auth'
import { seedPaidOrder, seedCustomer } from '../../db/seed/factories'
import { seedDatabase } from '../../db/seed/seed'
import { createTestApp, type TestApp } from '../../test/test-app'
import { SAMPLE_CUSTOMERS, SAMPLE_STAGES } from './sample-customers'
import { seedSampleData } from './sample-data.service'

/** An app as a development start has it: the seed, an admin, mail kept in the development mailbox. */
async function developmentApp(config: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ config: { smtpUrl: undefined, ...config.config } })
  await seedDatabase(t.database.db)
  await seedCustomer(t.database.db, { role: 'admin', email: 'admin@sitecraft.local' }, { session: false })
  return t
}

describe('sample data on a new development database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await developmentApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('is added once, by one of several instances starting together, with a project at every stage', async () => {
    const results = await Promise.all([1, 2, 3].map(() => seedSampleData(t.app.ctx)))
    expect(results.filter((r) => 'seeded' in r)).toHaveLength(1)
    expect(results.filter((r) => 'skipped' in r)).toHaveLength(2)

    const db = t.database.db
    const rows = await db
      .select({ status: projects.status, email: users.email, deliveryDate: projects.deliveryDate })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.userId))
      .orderBy(asc(projects.id))
    expect(rows.map((r) => [r.email, r.status])).toEqual(SAMPLE_CUSTOMERS.map((c) => [c.email, c.status]))
    // A delivery date once the requirements are in.
    for (const r of rows) expect(r.deliveryDate === null).toBe(r.status === 'requirements_needed')

    // Every order paid at its server price, with its invoice numbered in turn.
    const paid = await db.select().from(orders).orderBy(asc(orders.id))
    expect(paid.map((o) => o.status)).toEqual(SAMPLE_CUSTOMERS.map(() => 'paid'))
    const numbers = (await db.select().from(invoices).orderBy(asc(invoices.id))).map((i) => i.number)
    expect(new Set(numbers).size).toBe(SAMPLE_CUSTOMERS.length)
    // The exit-offer codes, redeemed as a checkout redeems them.
    const loom = paid.find((o) => o.title === 'Loom & Thread')!
    // Its 4 paid pages made free by FREEPAGES10, and 6 more added.
    expect(loom).toMatchObject({ extraPages: 4, freePages: 6, couponCodes: ['FREEPAGES10', 'SAVE15'] })
    expect(
      await db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, loom.id)),
    ).toHaveLength(2)
    expect(await db.select().from(domainRequests)).toHaveLength(1)

    // The delivered project went through every move, each on its timeline.
    const [delivered] = await db.select().from(projects).where(eq(projects.status, 'delivered'))
    expect(delivered!.websiteUrl).toBe('https://harbor-consulting-sample.com')
    const moves = await db
      .select({ to: projectEvents.toStatus })
      .from(projectEvents)
      .where(eq(projectEvents.projectId, delivered!.id))
      .orderBy(asc(projectEvents.id))
    expect(moves.map((m) => m.to).filter((s, i, all) => s && s !== all[i - 1])).toEqual(SAMPLE_STAGES)
  })

  it('is not added again on the next start', async () => {
    expect(await seedSampleData(t.app.ctx)).toMatchObject({ skipped: expect.any(String) })
    expect(await t.database.db.select().from(projects)).toHaveLength(SAMPLE_CUSTOMERS.length)
  })
})

describe('sample data is left out', () => {
  it('of a database that has orders of its own', async () => {
    const t = await developmentApp()
    try {
      await seedPaidOrder(t.database.db)
      expect(await seedSampleData(t.app.ctx)).toMatchObject({ skipped: expect.any(String) })
      const emails = (await t.database.db.select({ email: users.email }).from(users)).map((u) => u.email)
      expect(emails).not.toContain(SAMPLE_CUSTOMERS[0]!.email)
    } finally {
      await t.close()
    }
  })

  it('where mail goes out through SMTP', async () => {
    const t = await createTestApp()
    try {
      await seedCustomer(t.database.db, { role: 'admin' }, { session: false })
      expect(await seedSampleData(t.app.ctx)).toEqual({ skipped: 'mail goes out through SMTP' })
      expect(await t.database.db.select().from(orders)).toHaveLength(0)
    } finally {
      await t.close()
    }
  })
})
