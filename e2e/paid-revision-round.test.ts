// A third revision round, paid by card before it starts: the client's project page shows its price first, the
// client asks for it and pays its invoice by test card in place, the round starts; both sides' pages list the
// rounds with the paid invoice. At a phone's and a desktop's width, screenshotted and checked with axe.
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import {
  api,
  browserSession,
  DESKTOP,
  gotoApp,
  horizontalOverflow,
  PHONE,
  seedSignedInCustomer,
  seedStaff,
  seriousA11yViolations,
  signInWith,
} from './support/browser'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

const STAGING = 'https://staging.example.com/rounds'

/** The two included rounds, asked for and answered through the API as the panels would. */
async function useIncludedRounds(client: string, admin: string, projectId: number) {
  for (const round of [1, 2]) {
    await api('POST', `/api/projects/${projectId}/request-revisions`, client, {
      revisionRequests: `Changes of round ${round}`,
    })
    await api('POST', `/api/admin/projects/${projectId}/submit-for-review`, admin, { stagingUrl: STAGING })
  }
}

async function payByTestCard(page: Page) {
  const dialog = page.getByRole('dialog', { name: /Pay invoice INV-/ })
  await dialog.getByRole('button', { name: 'Continue to card' }).click()
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242')
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30')
  await dialog.getByLabel('CVC').fill('123')
  await dialog.getByRole('button', { name: 'Pay $30.00' }).click()
  await dialog.getByText('Payment received — thank you').waitFor()
  await dialog.getByRole('button', { name: 'Done' }).click()
}

for (const viewport of [PHONE, DESKTOP]) {
  it(`pays a third revision round by test card before it starts, at ${viewport.width} px`, async () => {
    const { page, context } = await session.open({ viewport })
    const customer = await seedSignedInCustomer(context, { projects: ['awaiting_approval'] })
    const projectId = customer.projectIds[0]!
    const admin = await seedStaff('admin', `rounds-${viewport.width}-${Date.now()}@sitecraft.test`)
    await useIncludedRounds(customer.token, admin, projectId)

    await gotoApp(page, `/dashboard/projects/${projectId}`)
    await page.getByText(/Round 3 costs \$30\.00: you pay its invoice by card before it starts/).waitFor()
    await page.getByRole('textbox', { name: 'Request revisions' }).fill('Swap the hero photo, please.')
    await page.getByRole('button', { name: 'Request round 3 ($30.00)' }).click()
    await page.getByText('Round 3 waits for your payment: $30.00').waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(await horizontalOverflow(page)).toBe(0)
    await page.screenshot({
      path: `test-results/revision-round-waiting-${viewport.width}.png`,
      fullPage: true,
    })

    await page.getByRole('button', { name: 'Pay $30.00' }).click()
    await payByTestCard(page)
    // The round starts on the server: the page reads the project again until it has.
    const history = page.getByRole('region', { name: 'Revision rounds' })
    await history
      .getByRole('listitem')
      .filter({ hasText: 'Round 3' })
      .getByText('Started', { exact: true })
      .waitFor()
    expect(await history.textContent()).toMatch(/\$30\.00 · invoice INV-\d+, paid/)
    await page.getByText('Under Development').first().waitFor()
    await page.screenshot({ path: `test-results/revision-round-paid-${viewport.width}.png`, fullPage: true })

    // The studio's page lists the round with its paid invoice.
    const studio = await session.open({ viewport })
    await signInWith(studio.context, admin)
    await gotoApp(studio.page, `/admin/projects/${projectId}`)
    const rounds = studio.page.getByRole('region', { name: 'Revision rounds' })
    await rounds.getByText('Swap the hero photo, please.').waitFor()
    expect(await rounds.textContent()).toMatch(/Round 3.*Started.*invoice INV-\d+, paid/)
    expect(await seriousA11yViolations(studio.page)).toEqual([])
    await studio.page.screenshot({
      path: `test-results/revision-round-studio-${viewport.width}.png`,
      fullPage: true,
    })
  })
}
