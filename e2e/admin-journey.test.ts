// The admin panel as the studio uses it, with a client beside it: a portfolio item with an uploaded picture → on
// /portfolio; a coupon made on the Coupons tab → used at the client's checkout (with a domain); the client's
// support ticket answered and resolved → the client reads and answers → the admin sees the answer; the domain
// registered → the client's notification; a trust-bar figure edited → on the landing page. Then every admin tab
// at desktop and phone width: no horizontal scroll, axe clean, a screenshot each (in test-results/admin-shots, or ADMIN_SHOTS_DIR).
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  browserSession,
  DESKTOP,
  gotoApp,
  horizontalOverflow,
  PHONE,
  seedSignedInCustomer,
  seedStaff,
  signInWith,
  seriousA11yViolations,
  toastWith,
} from './support/browser'

const SCREENSHOTS = process.env.ADMIN_SHOTS_DIR ?? path.resolve('test-results/admin-shots')
const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

// A real PNG (1×1), so the server's byte check sees an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

// The journey's own names, new for each attempt: a retry must not meet the coupon, domain or admin of the first.
let stamp = Date.now()
let ITEM = ''
let CODE = ''
let SUBJECT = ''
let DOMAIN = ''
function nameThisAttempt() {
  stamp = Date.now()
  ITEM = `Lighthouse Café ${stamp}`
  CODE = `HARBOUR${stamp % 100000}`
  SUBJECT = `Menu page typo ${stamp}`
  DOMAIN = `harbour-cafe-${stamp}.com`
}
const REPLY = 'Fixed: the menu now says “sourdough”. Thanks for spotting it!'
const ANSWER = 'Lovely, thank you. Could the opening hours go in the footer too?'

/** The admin panel's tabs: each its section's address and its tab's name. */
const TABS = [
  ['overview', 'Overview'],
  ['users', 'Users'],
  ['projects', 'Projects'],
  ['domains', 'Domains'],
  ['portfolio', 'Portfolio'],
  ['coupons', 'Coupons'],
  ['support', 'Support'],
  ['contacts', 'Contacts'],
  ['notifications', 'Notifications'],
  ['audit', 'Audit'],
  ['settings', 'Settings'],
] as const

let adminToken = ''
/** What the admin changed that the other browser tests expect as it was, put back after the journey. */
const restore: { settings?: object; portfolioId?: number } = {}

const seedAdmin = () => seedStaff('admin', `admin-journey-${stamp}@sitecraft.test`)

/** Closes a dialog with its Close button and waits until it is gone. */
async function close(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'detached' })
}

/** Nothing on the page is still loading: no skeleton, no spinner, no section being fetched. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[data-slot="skeleton"], .animate-spin, [aria-busy="true"]'),
  )
}

/** Scrolls down a screen at a time so lazy pictures load, waits until they have, and goes back to the top. */
async function loadPictures(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
    }
  })
  await page
    .waitForFunction(
      // The pictures shown: a table's or a card list's, the other hidden at this width, never load.
      () => [...document.images].every((img) => img.complete || !img.checkVisibility()),
      undefined,
      { timeout: 5000 },
    )
    .catch(async () => {
      const waiting = await page.evaluate(() =>
        [...document.images].filter((i) => !i.complete && i.checkVisibility()).map((i) => i.currentSrc),
      )
      console.log('pictures still loading:', waiting)
    })
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

afterAll(async () => {
  if (!adminToken) return
  if (restore.settings) await api('PUT', '/api/admin/settings', adminToken, restore.settings)
  if (restore.portfolioId) await api('DELETE', `/api/admin/portfolio/${restore.portfolioId}`, adminToken)
})

describe('admin journey', () => {
  it('portfolio, coupon at checkout, a support conversation, a domain and a trust-bar figure', async () => {
    nameThisAttempt()
    const admin = await session.open()
    const client = await session.open()
    const a = admin.page
    const c = client.page

    adminToken = await seedAdmin()
    await signInWith(admin.context, adminToken)
    const customer = await seedSignedInCustomer(client.context, { firstName: 'Marnie' })
    // The client's ticket, opened from the dashboard (through the API).
    const { ticketId } = await api<{ ticketId: number }>(
      'POST',
      '/api/dashboard/support-tickets',
      customer.token,
      { subject: SUBJECT, message: 'The menu page says "sourdogh".', priority: 'medium' },
    )
    const before = await api<{
      settings: Record<string, unknown>
      promotion: { title: string; discountPercent: number; endsAt: string } | null
    }>('GET', '/api/admin/settings', adminToken)
    if (before.promotion) {
      const { title, discountPercent, endsAt } = before.promotion
      restore.settings = { ...before.settings, promotion: { title, discountPercent, endsAt } }
    }

    // 1. A portfolio item with an uploaded picture.
    await gotoApp(a, '/admin/portfolio')
    await a.getByRole('button', { name: 'Add Portfolio Item' }).click()
    let dialog = a.getByRole('dialog', { name: 'Add a portfolio item' })
    await dialog.getByLabel('Title').fill(ITEM)
    await dialog.getByLabel('Category').selectOption({ index: 1 })
    await dialog.getByLabel('Description').fill('A harbour-side café with a daily sourdough menu.')
    const file = path.join(tmpdir(), `portfolio-${stamp}.png`)
    writeFileSync(file, PNG)
    await dialog.getByLabel('Upload an image').setInputFiles(file)
    const preview = dialog.getByRole('img', { name: 'Preview of the image' })
    await preview.waitFor()
    const imageUrl = await dialog.getByLabel('Image URL').inputValue()
    expect(imageUrl).not.toBe('')
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    await dialog.getByRole('button', { name: 'Add Item' }).click()
    await toastWith(a, 'Portfolio Item Added').waitFor()
    await dialog.waitFor({ state: 'detached' })
    await a.getByText(ITEM).first().waitFor()
    const items = await api<{ items: Array<{ id: number; title: string }> }>(
      'GET',
      '/api/admin/portfolio?page=1',
      adminToken,
    )
    restore.portfolioId = items.items.find((i) => i.title === ITEM)?.id

    // 2. It is on the portfolio page, with its picture.
    await gotoApp(c, '/portfolio')
    const built = c.getByRole('list', { name: 'Websites we have built' })
    const card = built.getByRole('listitem').filter({ hasText: ITEM })
    await card.waitFor()
    const picture = card.locator(`img[src="${imageUrl}"]`)
    await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

    // 3. A coupon on the Coupons tab: 20% off.
    await gotoApp(a, '/admin/coupons')
    await a.getByRole('button', { name: 'New Coupon' }).click()
    dialog = a.getByRole('dialog', { name: 'New Coupon' })
    await dialog.getByLabel('Code', { exact: true }).fill(CODE.toLowerCase())
    await dialog.getByLabel('Type').selectOption('percent')
    await dialog.getByLabel('Percent off (%)').fill('20')
    await dialog.getByLabel('Description (optional)').fill('20% off for harbour-side businesses')
    await dialog.getByRole('button', { name: 'Create Coupon' }).click()
    await toastWith(a, 'Coupon Created').filter({ hasText: CODE }).waitFor()
    await dialog.waitFor({ state: 'detached' })
    await a.getByRole('button', { name: `Edit ${CODE}` }).waitFor()

    // 4. The client uses it at checkout, with a domain, and pays by test card: the discount shows.
    await c.evaluate(() =>
      window.localStorage.setItem(
        'pendingOrder',
        JSON.stringify({
          extraPages: 2,
          selectedAddons: ['Blog ($25)'],
          addonIds: ['blog'],
          total: 135,
          timestamp: Date.now(),
        }),
      ),
    )
    await gotoApp(c, '/checkout')
    await c.getByRole('heading', { name: 'Your package' }).waitFor()
    await c.getByLabel('Coupon code').fill(CODE.toLowerCase())
    await c.getByRole('button', { name: 'Apply' }).click()
    await c.getByRole('button', { name: `Remove coupon ${CODE}` }).waitFor()
    await c.getByLabel('Domain name').fill(DOMAIN)
    await c.getByRole('button', { name: 'Check', exact: true }).click()
    await c.getByText(`${DOMAIN} is available`).waitFor()
    await c.getByRole('button', { name: 'Add to order' }).click()
    // 100 + 2 × 5 + 25 = 135 (the .com's first year free); 20% off = 27.
    const total = c.getByTestId('order-total')
    await expect.poll(() => total.textContent()).toContain('$108.00')
    const discount = c.locator('dl div').filter({ hasText: `Discount (${CODE})` })
    expect(await discount.first().textContent()).toContain('−$27.00')
    await c.getByLabel('Name for the invoice').fill('Marnie Shore')
    await c.getByRole('button', { name: 'Continue to payment' }).click()
    await c.getByLabel('Card number').fill('4242 4242 4242 4242')
    await c.getByLabel('Expiry (MM/YY)').fill('12/34')
    await c.getByLabel('CVC').fill('123')
    await c.getByRole('button', { name: 'Pay $108.00' }).click()
    await c.waitForURL((u) => u.pathname === '/payment-success')
    await c.getByRole('heading', { level: 1, name: 'Payment successful!' }).waitFor()
    await c.getByText(`Discount (${CODE})`).waitFor()
    // The Coupons tab counts the use.
    await gotoApp(a, '/admin/coupons')
    const row = a.getByRole('row').filter({ hasText: CODE })
    await expect.poll(() => row.textContent()).toContain('$27.00 off')

    // 5. The admin answers the ticket and resolves it.
    await gotoApp(a, '/admin/support')
    await a
      .getByRole('list', { name: 'Support tickets' })
      .getByRole('listitem')
      .filter({ hasText: SUBJECT })
      .getByRole('button', { name: /^Conversation/ })
      .click()
    dialog = a.getByRole('dialog', { name: SUBJECT })
    await dialog.getByRole('list', { name: 'Conversation' }).getByText('sourdogh').waitFor()
    await dialog.getByLabel('Your reply').fill(REPLY)
    await dialog.getByRole('button', { name: 'Send Reply' }).click()
    await toastWith(a, 'Your reply was sent.').waitFor()
    await dialog.getByRole('list', { name: 'Conversation' }).getByText(REPLY).waitFor()
    await dialog.getByRole('button', { name: 'Resolve' }).click()
    await toastWith(a, 'The ticket is resolved.').waitFor()
    await dialog.getByText('Resolved', { exact: true }).waitFor()
    await close(dialog)

    // 6. The client reads the reply on the dashboard's Support tab and answers it.
    await gotoApp(c, '/dashboard/support')
    const ticket = c
      .getByRole('list', { name: 'Your support tickets' })
      .getByRole('listitem')
      .filter({ hasText: SUBJECT })
    await ticket.getByText('Resolved', { exact: true }).waitFor()
    await ticket.getByRole('button', { name: /^View Conversation/ }).click()
    dialog = c.getByRole('dialog', { name: SUBJECT })
    await dialog.getByRole('list', { name: 'Conversation' }).getByText(REPLY).waitFor()
    await dialog.getByLabel('Your answer').fill(ANSWER)
    await dialog.getByRole('button', { name: 'Send Answer' }).click()
    await toastWith(c, 'Answer Sent').waitFor()
    await dialog.getByRole('list', { name: 'Conversation' }).getByText(ANSWER).waitFor()
    await close(dialog)

    // 7. The admin sees the answer (the ticket's own address, as the mail links to it).
    await gotoApp(a, `/admin/support?ticket=${ticketId}`)
    dialog = a.getByRole('dialog', { name: SUBJECT })
    await dialog.getByRole('list', { name: 'Conversation' }).getByText(ANSWER).waitFor()
    await close(dialog)

    // 8. The admin records the domain's registration on the Domains tab.
    await gotoApp(a, '/admin/domains')
    await a.getByRole('button', { name: `Register ${DOMAIN}` }).click()
    dialog = a.getByRole('dialog', { name: 'Register Domain' })
    await dialog.getByRole('textbox', { name: 'Registrar' }).fill('Namecheap')
    await dialog.getByRole('button', { name: 'Record Registration' }).click()
    await toastWith(a, 'Domain Registered').waitFor()
    await dialog.waitFor({ state: 'detached' })
    expect(await a.getByRole('button', { name: `Register ${DOMAIN}` }).count()).toBe(0)

    // 9. The client is notified.
    await gotoApp(c, '/dashboard/notifications')
    const notifications = c.getByRole('tabpanel', { name: 'Notifications' })
    await notifications.getByText('Domain registered', { exact: true }).waitFor()
    expect(await notifications.textContent()).toContain(`${DOMAIN} is registered for you.`)

    // 10. A trust-bar figure edited on the Settings tab shows on the landing page.
    await gotoApp(a, '/admin/settings')
    const rating = a.getByRole('group', { name: 'Rating' })
    await rating.getByLabel('Label').fill('Average review')
    await rating.getByLabel('Value').fill('4.8/5')
    await a.getByRole('button', { name: 'Save settings' }).click()
    await toastWith(a, 'Settings Saved').waitFor()

    await gotoApp(c, '/')
    const trust = c.getByRole('region', { name: 'SiteCraft in numbers' })
    const figure = trust.locator('div').filter({ hasText: 'Average review' })
    await expect.poll(() => figure.textContent()).toContain('4.8/5')
  })
})

describe('every admin tab at desktop and phone width', () => {
  it('has no horizontal scroll at 375 px, passes axe at both widths, and is screenshotted', async () => {
    if (!adminToken) adminToken = await seedAdmin()
    mkdirSync(SCREENSHOTS, { recursive: true })
    const problems: string[] = []
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await session.open({ viewport })
      await signInWith(context, adminToken)
      for (const [tab, label] of TABS) {
        await gotoApp(page, `/admin/${tab}`)
        await page.getByRole('tab', { name: label, exact: true, selected: true }).waitFor()
        await settled(page)
        await loadPictures(page)
        const name = `admin-${tab}-${viewport.width}`
        await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
        if (viewport === PHONE) {
          const overflow = await page.evaluate(
            () => document.scrollingElement!.scrollWidth - window.innerWidth,
          )
          if (overflow > 0) problems.push(`${name}: ${overflow} px wider than the screen`)
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
        }
        for (const v of await seriousA11yViolations(page)) problems.push(`${name}: ${v}`)
      }
    }
    expect(problems).toEqual([])
  })
})
