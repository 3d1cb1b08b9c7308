// On a phone, a customer who skipped the free .com at checkout sees it offered on their project, checks a name,
// claims it, and sees its status.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import {
  browserSession,
  gotoApp,
  horizontalOverflow,
  PHONE,
  seedSignedInCustomer,
  toastWith,
} from './support/browser'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

const TITLE = 'Corner Bakery website'

it('claims the free .com from the project at 375 px and shows it pending', async () => {
  const { page, context } = await session.open({ viewport: PHONE })
  await seedSignedInCustomer(context, { projects: ['pending_design'] })
  const name = `corner-bakery-${Date.now()}.com`

  await gotoApp(page, '/dashboard/projects')
  await page.getByRole('link', { name: `View Details of ${TITLE}` }).click()
  const dialog = page.getByRole('region', { name: 'Overview' })
  const form = dialog.getByRole('form', { name: 'Claim your free .com' })
  await form.waitFor()
  await form.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/project-domain-offer-375.png' })

  await form.getByLabel('Domain name').fill(name.toUpperCase())
  await form.getByRole('button', { name: 'Check' }).click()
  await form.getByText(`${name} is available — free for the first year`).waitFor()
  await page.screenshot({ path: 'test-results/project-domain-available-375.png' })
  // A long name wraps: nothing in the overview runs off its side.
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
  await form.getByRole('button', { name: `Claim ${name}` }).click()

  await toastWith(
    page,
    `${name} is requested. The studio registers it for you, usually within 24 hours.`,
  ).waitFor()
  const domain = dialog.getByRole('region', { name: 'Domain' })
  await domain.getByText('Pending', { exact: true }).waitFor()
  await expect
    .poll(() =>
      domain
        .getByText(/^Requested on .+\. The studio registers it for you, usually within 24 hours\.$/)
        .count(),
    )
    .toBe(1)
  expect(await dialog.getByRole('form', { name: 'Claim your free .com' }).count()).toBe(0)
  expect(await horizontalOverflow(page)).toBe(0)
  await domain.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/project-domain-claimed-375.png' })

  // Read again from the server: the request holds.
  await page.reload()
  const again = page.getByRole('region', { name: 'Overview' }).getByRole('region', { name: 'Domain' })
  await again.getByText(name).waitFor()
  await again.getByText('Pending', { exact: true }).waitFor()
})
