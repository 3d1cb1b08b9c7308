import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/auth-helpers'
import { countQueries, DASHBOARD_READS, seedDashboardClient } from '../../test/dashboard'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

/** The statements each of the first screen's reads makes for a client, session lookup included. */
async function queriesPerRead(token: string) {
  const counter = countQueries(t.database.db)
  try {
    const counts: Record<string, number> = {}
    for (const url of DASHBOARD_READS) {
      counter.reset()
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) })
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
      counts[url] = counter.queries.length
    }
    return counts
  } finally {
    counter.stop()
  }
}

describe("the dashboard's first screen", () => {
  it('makes the same number of queries for 1 project and 1 notification as for 50 projects and 500 notifications', async () => {
    const small = await seedDashboardClient(t.database.db, {
      projects: 1,
      notifications: 1,
      invoices: 1,
      subscriptions: 1,
    })
    const large = await seedDashboardClient(t.database.db, {
      projects: 50,
      notifications: 500,
      invoices: 50,
      subscriptions: 5,
    })
    const few = await queriesPerRead(small.token)
    const many = await queriesPerRead(large.token)
    expect(many).toEqual(few)
    for (const n of Object.values(few)) expect(n).toBeGreaterThan(0)
    // The list itself is one query; the rest is the session lookup, the same for every signed-in read.
    expect(few['/api/dashboard/notifications']).toBe(few['/api/dashboard/invoices'])
    expect(few['/api/dashboard/subscriptions']).toBe(few['/api/dashboard/invoices'])
    const lists = await Promise.all(
      DASHBOARD_READS.map(async (url) =>
        (await t.app.inject({ method: 'GET', url, headers: bearer(large.token) })).json(),
      ),
    )
    expect(lists.map((l: unknown[]) => l.length)).toEqual([50, 200, 50, 5])
    console.info(`queries per read: ${JSON.stringify(few)}`)
  })
})
