// How a signed-in page starts in a real browser: the script written into the page's head sends the session and
// the page's reads before any of the application's code has arrived, the page's policy lets it run (a blocked
// script would show as a console error, which fails the test), and the application takes those answers instead
// of asking again.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { browserSession, gotoApp, seedSignedInCustomer } from './support/browser'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

const FIRST_READS = [
  '/api/auth/me',
  '/api/dashboard/subscriptions',
  '/api/dashboard/notifications',
  '/api/dashboard/projects',
]

describe('a signed-in page starting', () => {
  it("asks for the session and the dashboard's reads before its code arrives, once each", async () => {
    const { page, context } = await session.open()
    await seedSignedInCustomer(context, { projects: ['under_development'] })
    // The role of the last identity answer, as a sign-in keeps it: the page's reads go with the session's.
    await context.addInitScript(() => window.localStorage.setItem('role', 'customer'))
    // Every script file is held back a while, so what the page sends without them shows plainly.
    let firstScriptServed = Number.POSITIVE_INFINITY
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700))
      firstScriptServed = Math.min(firstScriptServed, Date.now())
      await route.continue()
    })
    const sent: { path: string; at: number }[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/api/')) sent.push({ path: url.pathname, at: Date.now() })
    })

    await gotoApp(page, '/dashboard')
    await page.getByText('Corner Bakery website').first().waitFor()

    const paths = sent.map((s) => s.path)
    for (const read of FIRST_READS) {
      // Asked for once: the application took the answer sent at start.
      expect(
        paths.filter((p) => p === read),
        read,
      ).toHaveLength(1)
      expect(sent.find((s) => s.path === read)!.at, `${read} sent before any script arrived`).toBeLessThan(
        firstScriptServed,
      )
    }
  })
})
