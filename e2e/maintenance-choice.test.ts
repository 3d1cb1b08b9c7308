// Maintenance by the customer's choice: delivery's free month shows under Billing, and a paid plan starts only
// when the customer chooses it there and pays its first cycle by card. At phone width, as most clients read it.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { api, browserSession, gotoApp, PHONE, seedSignedInCustomer, seedStaff } from './support/browser'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

it('shows the free month, then starts a plan the customer chooses and pays by card, at 375 px', async () => {
  const { page, context } = await session.open({ viewport: PHONE })
  const customer = await seedSignedInCustomer(context, { projects: ['completed'] })
  const admin = await seedStaff('admin', `maintenance-admin-${Date.now()}@studio.test`)
  await api('POST', '/api/admin/deliver-project', admin, {
    projectId: customer.projectIds[0],
    websiteUrl: 'https://corner-bakery.example',
    maintenanceIncluded: true,
  })

  await gotoApp(page, '/dashboard/billing')
  await page.getByText(/Included free with your website until .+\. Nothing is charged after it/).waitFor()
  await page.getByText('Free month', { exact: true }).waitFor()
  await page.screenshot({ path: 'test-results/maintenance-free-month-375.png', fullPage: true })

  await page.getByRole('button', { name: 'Choose a plan' }).click()
  const choose = page.getByRole('dialog', { name: 'Choose a maintenance plan' })
  await choose.getByRole('radio', { name: /Standard · \$35\.00\/month/ }).check()
  await choose.getByLabel('Billing').selectOption('quarterly')
  await choose.getByText('$94.50', { exact: true }).waitFor()
  await page.screenshot({ path: 'test-results/maintenance-choose-375.png' })
  // The dialog fits the phone: nothing to scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await choose.getByRole('button', { name: 'Continue to payment' }).click()

  const pay = page.getByRole('dialog', { name: /^Pay invoice INV-/ })
  expect(await pay.getByLabel('Keep this card for future maintenance payments').isChecked()).toBe(true)
  await pay.getByRole('button', { name: 'Continue to card' }).click()
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242')
  await pay.getByLabel('Expiry (MM/YY)').fill('12/34')
  await pay.getByLabel('CVC').fill('123')
  await pay.getByRole('button', { name: 'Pay $94.50' }).click()
  await pay.getByText('Payment received — thank you').waitFor()
  await pay.getByRole('button', { name: 'Done' }).click()
  await pay.waitFor({ state: 'detached' })

  // The plan is active; no second plan is offered for the website; the first quarter's invoice is paid.
  const plan = page.getByRole('listitem').filter({ hasText: 'Standard plan' })
  await plan.getByText('Active', { exact: true }).waitFor()
  expect(await page.getByRole('button', { name: 'Choose a plan' }).count()).toBe(0)
  await page.screenshot({ path: 'test-results/maintenance-active-375.png', fullPage: true })
})
