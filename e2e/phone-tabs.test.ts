// On a phone every tab of the client dashboard and the admin panel is in view: none hides off screen behind a
// sideways scroll.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import {
  browserSession,
  DESKTOP,
  gotoApp,
  PHONE,
  seedSignedInCustomer,
  seedStaff,
  signInWith,
} from './support/browser'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

/** Every tab's box, against the viewport's width. */
async function tabsOutOfView(page: import('playwright-core').Page, width: number) {
  const tabs = page.getByRole('tab')
  await tabs.first().waitFor()
  const boxes = await tabs.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { name: el.textContent?.trim() ?? '', left: r.left, right: r.right }
    }),
  )
  expect(boxes.length).toBeGreaterThan(3)
  return boxes.filter((b) => b.left < 0 || b.right > width).map((b) => b.name)
}

for (const viewport of [PHONE, DESKTOP]) {
  it(`shows every dashboard tab at ${viewport.width} px`, async () => {
    const { page, context } = await session.open({ viewport })
    await seedSignedInCustomer(context, { projects: ['under_development'] })
    await gotoApp(page, '/dashboard')
    expect(await tabsOutOfView(page, viewport.width)).toEqual([])
    await page.screenshot({ path: `test-results/phone-tabs-dashboard-${viewport.width}.png` })
  })
}

it('shows every admin panel tab at 375 px', async () => {
  const { page, context } = await session.open({ viewport: PHONE })
  await signInWith(context, await seedStaff('admin', `tabs-admin-${Date.now()}@studio.test`))
  await gotoApp(page, '/admin')
  expect(await tabsOutOfView(page, PHONE.width)).toEqual([])
  await page.screenshot({ path: 'test-results/phone-tabs-admin-375.png' })
})
