// What the Users tab costs the database: the statements a request sends are counted (the app's job runner stopped,
// so nothing in the background adds to the count) before and after more accounts, orders and records are added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices } from '../../db/schema/billing'
import { supportTickets } from '../../db/schema/support'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { countQueries } from '../../test/dashboard'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: string
let firstId = 0
beforeAll(async () => {
  t = await createTestApp()
  await t.app.ctx.jobs.stop()
  await createStaff(t, 'admin', 'trips-admin@studio.test')
  admin = await signInStaff(t, 'admin', 'trips-admin@studio.test')
  firstId = (await addCustomers(1, 1))[0]!
})
afterAll(async () => {
  await t?.close()
})

/** `n` customers with `orders` paid orders (each with its project) apiece; answers their ids. */
async function addCustomers(n: number, orders: number) {
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    const { user } = await seedCustomer(t.database.db, {}, { session: false })
    for (let j = 0; j < orders; j++)
      await seedPaidOrder(t.database.db, { userId: user.id, amountCents: 100_00 + j })
    ids.push(user.id)
  }
  return ids
}

/** Statements a GET sends, but begin and commit, which only the PostgreSQL driver logs. */
async function statementsFor(url: string) {
  const counter = countQueries(t.database.db)
  try {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) })
    expect(res.statusCode, res.body).toBe(200)
    return counter.queries.filter((q) => !/^(begin|commit)\b/i.test(q)).length
  } finally {
    counter.stop()
  }
}

async function statementsForEach(urls: string[]) {
  const counts: number[] = []
  for (const url of urls) counts.push(await statementsFor(url))
  return counts
}

const READS = [
  '/api/admin/users',
  '/api/admin/users?sort=-spent',
  '/api/admin/users?sort=projects&pageSize=100',
  '/api/admin/users?q=customer&sort=name',
]

describe('the Users tab', () => {
  it('costs the same statements for a page of 2 accounts as for a page of 40, whatever the sort', async () => {
    const few = await statementsForEach(READS)
    // The session, the page with the number of matches (read in the order of the sorted figure's ranking when it
    // sorts by one), then the projects counted by projects and the money kept by billing and by orders: each figure
    // for every account it ranks or for the page's accounts, never per row.
    expect(few).toEqual(READS.map(() => 5))
    await addCustomers(38, 2)
    const many = await statementsForEach(READS)
    expect(many).toEqual(few)
  })

  it("costs the same statements for an account's record, however much it holds", async () => {
    const before = await statementsFor(`/api/admin/users/${firstId}`)
    // The session, the account, its money kept (billing's part, then orders'), then one statement per list (the
    // projects' with their count).
    expect(before).toBe(9)
    for (let j = 0; j < 12; j++) {
      const order = await seedPaidOrder(t.database.db, { userId: firstId, amountCents: 50_00 })
      await t.database.db.insert(invoices).values({
        number: `INV-TRIPS-${j}`,
        userId: firstId,
        orderId: order.id,
        projectId: order.project!.id,
        status: 'paid',
        lines: [],
        subtotalCents: 50_00,
        totalCents: 50_00,
      })
      await t.database.db.insert(supportTickets).values({
        userId: firstId,
        name: 'Casey',
        email: 'casey@example.com',
        subject: `Question ${j}`,
        priority: 'low',
        message: 'A question.',
      })
    }
    expect(await statementsFor(`/api/admin/users/${firstId}`)).toBe(before)
  })
})
