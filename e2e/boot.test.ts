// How a signed-in page starts in a real browser: the route's client loader sends the session and the page's
// reads together, none waiting for another's answer, while the page's own code is still arriving; the page then
// renders with those answers instead of asking again. The page's policy lets its inline scripts run (a blocked
// script would show as a console error, which fails the test).
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
  it("asks for the session and the dashboard's reads together, before any answer, once each", async () => {
    const { page, context } = await session.open()
    await seedSignedInCustomer(context, { projects: ['under_development'] })
    // The role of the last identity answer, as a sign-in keeps it: the page's reads go with the session's.
    await context.addInitScript(() => window.localStorage.setItem('role', 'customer'))
    // Every answer is held back a while, so a read that waited for another's answer shows plainly.
    let firstAnswer = Number.POSITIVE_INFINITY
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700))
      firstAnswer = Math.min(firstAnswer, Date.now())
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
      // Asked for once: the page took the answer its loader asked for.
      expect(
        paths.filter((p) => p === read),
        read,
      ).toHaveLength(1)
      expect(sent.find((s) => s.path === read)!.at, `${read} sent before any answer came`).toBeLessThan(
        firstAnswer,
      )
    }
  })
})
