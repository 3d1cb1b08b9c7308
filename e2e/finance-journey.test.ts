// The finance dashboard as the CFO uses it, with a client beside it: two orders paid through the real checkout
// API; the period and status filters in the address and in the figures' requests; each tab's chart or table;
// the CSV and PDF exports; a partial refund from an order's detail (the Net revenue card drops by it, the client
// sees the credit note under Billing); the client pays a maintenance invoice by test card. Then the dashboard,
// the order's detail and the client's Billing at desktop and phone width: no horizontal scroll at 375 px, axe
// clean, a screenshot each (in test-results/finance-shots, or FINANCE_SHOTS_DIR).
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  baseUrl,
  browserSession,
  DESKTOP,
  gotoApp,
  horizontalOverflow,
  pathOf,
  PHONE,
  seedSignedInCustomer,
  seriousA11yViolations,
  toastWith,
} from './support/browser'

const SCREENSHOTS = process.env.FINANCE_SHOTS_DIR ?? path.resolve('test-results/finance-shots')
const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

const stamp = Date.now()
const ORDER = {
  title: 'Corner Bakery',
  businessType: 'restaurant',
  description: 'Bread and cakes',
  timeline: 'standard',
  extraPages: 2,
  selectedAddons: ['ecommerce', 'blog'],
  couponCodes: [] as string[],
  domain: '',
}

/** The dashboard's tabs: each its address's name, its tab's name, and what it draws (a recharts svg or a table). */
const TABS = [
  ['revenue', 'Revenue Analytics', 'svg.recharts-surface'],
  ['orders', 'Order Analysis', 'svg.recharts-surface'],
  ['customers', 'Customer Insights', 'svg.recharts-surface'],
  ['details', 'Order Details', 'table'],
  ['recurring', 'Recurring Revenue', 'svg.recharts-surface'],
] as const

async function seedStaff(role: 'admin' | 'cfo'): Promise<string> {
  const res = await fetch(`${baseUrl()}/dev/seed/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role, email: `finance-${role}-${stamp}@sitecraft.test` }),
  })
  if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

/** An order paid through the checkout's API with the test card: its id and amount. */
async function paidOrder(token: string, title: string) {
  const intent = await api<{ clientSecret: string; orderId: number; amountCents: number }>(
    'POST',
    '/api/create-payment-intent',
    token,
    { orderDetails: { ...ORDER, title }, billing: { name: 'Marnie Shore' } },
  )
  const paid = await api<{ status: string }>('POST', '/api/test-payments/confirm', token, {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  })
  expect(paid.status).toBe('succeeded')
  return intent
}

/** Nothing on the page is still loading: no skeleton, no spinner, no section being fetched. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[data-slot="skeleton"], .animate-spin, [aria-busy="true"]'),
  )
}

/** The value a figure card shows, e.g. '$1,234.00'. */
function card(page: Page, label: string) {
  return page.locator(`section[aria-label="Key figures"] h3:text-is("${label}") + p`)
}

const dollars = (s: string | null) => Number((s ?? '').replace(/[^0-9.-]/g, ''))

async function openTab(page: Page, id: string, name: string, drawn: string) {
  await page.getByRole('tab', { name }).click()
  await page.waitForURL((u) => (u.searchParams.get('tab') ?? 'revenue') === id)
  const panel = page.getByRole('tabpanel', { name })
  // A chart is drawn when it comes into view (docs/decisions/0050-how-a-page-starts.md): on a phone they are
  // below the figures.
  if (drawn.includes('recharts')) {
    await panel.locator('figure').first().waitFor()
    for (const chart of await panel.locator('figure').all()) await chart.scrollIntoViewIfNeeded()
  }
  await panel.locator(drawn).first().waitFor()
  await settled(page)
  return panel
}

/**
 * Screenshots the page from its top (the whole page; only the viewport when a dialog is open, which a full-page
 * capture would cut off) and checks it for sideways scrolling at phone width.
 */
async function shoot(page: Page, name: string, width: number, { dialog = false } = {}) {
  if (width === PHONE.width) expect(await horizontalOverflow(page), `${name} scrolls sideways`).toBe(0)
  if (!dialog) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: !dialog })
}

describe('finance journey', () => {
  it('filters, tabs, exports, a refund the client sees, a maintenance invoice paid, at both widths', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true })
    const cfo = await session.open()
    const client = await session.open()
    const f = cfo.page
    const c = client.page
    // Charts drawn at once (they animate otherwise), so the screenshots show them whole.
    await Promise.all([f, c].map((page) => page.emulateMedia({ reducedMotion: 'reduce' })))

    // 1. A CFO, an admin, and a client with two orders paid through the checkout.
    const cfoToken = await seedStaff('cfo')
    const adminToken = await seedStaff('admin')
    await cfo.context.addInitScript((t) => window.localStorage.setItem('token', t), cfoToken)
    const customer = await seedSignedInCustomer(client.context, { firstName: 'Marnie' })
    const first = await paidOrder(customer.token, `Corner Bakery ${stamp}`)
    const second = await paidOrder(customer.token, `Harbour Café ${stamp}`)

    // 2. The figures, and the filters in the address and in the figures' requests.
    await gotoApp(f, '/cfo-dashboard?days=7')
    await f.getByRole('heading', { level: 1, name: 'Financial Dashboard' }).waitFor()
    await settled(f)
    expect(dollars(await card(f, 'Total revenue').textContent())).toBeGreaterThanOrEqual(
      (first.amountCents + second.amountCents) / 100,
    )
    expect(Number(await card(f, 'Total orders').textContent())).toBeGreaterThanOrEqual(2)
    const period = f.getByLabel('Period')
    const described = f.locator('h1 + p[aria-live="polite"]')
    const week = await described.textContent()
    expect(week).toMatch(/ – .*, times in /)
    expect(await period.inputValue()).toBe('7')
    let stats = f.waitForRequest((r) => r.url().includes('/api/cfo/stats?') && r.url().includes('days=365'))
    await period.selectOption('365')
    expect(new URL((await stats).url()).searchParams.get('days')).toBe('365')
    await f.waitForURL((u) => u.searchParams.get('days') === '365')
    // The period line under the heading moves its first day back.
    await expect.poll(() => described.textContent()).not.toBe(week)
    await settled(f)
    // No order is cancelled: that status's figures are empty, and the address and the request say so.
    stats = f.waitForRequest(
      (r) => r.url().includes('/api/cfo/stats?') && r.url().includes('status=cancelled'),
    )
    await f.getByLabel('Order status').selectOption('cancelled')
    await stats
    await f.waitForURL((u) => u.searchParams.get('status') === 'cancelled')
    await expect.poll(() => card(f, 'Total orders').textContent()).toBe('0')
    await f.getByLabel('Order status').selectOption('all')
    await f.waitForURL((u) => !u.searchParams.has('status'))
    await expect.poll(async () => Number(await card(f, 'Total orders').textContent())).toBeGreaterThan(1)
    expect(pathOf(f)).toBe('/cfo-dashboard?days=365')
    await settled(f)
    await shoot(f, 'cfo-cards', DESKTOP.width)
    for (const [id, name, drawn] of TABS) {
      const panel = await openTab(f, id, name, drawn)
      if (id === 'details')
        await panel.getByRole('button', { name: `View order #${first.orderId}` }).waitFor()
      await shoot(f, `cfo-${id}`, DESKTOP.width)
    }
    expect(await seriousA11yViolations(f)).toEqual([])

    // 3. The exports: a CSV with the client's orders, a PDF.
    const exported: Record<string, { name: string; body: Buffer }> = {}
    for (const type of ['CSV', 'PDF'] as const) {
      const download = f.waitForEvent('download')
      await f.getByRole('button', { name: `Export ${type}` }).click()
      const file = await download
      exported[type] = { name: file.suggestedFilename(), body: readFileSync(await file.path()) }
      expect(file.suggestedFilename()).toMatch(
        new RegExp(`^financial-report-\\d{4}-\\d{2}-\\d{2}\\.${type.toLowerCase()}$`),
      )
      await toastWith(f, 'Report downloaded').filter({ hasText: exported[type].name }).waitFor()
    }
    const csv = exported.CSV!.body.toString('utf8')
    expect(csv).toContain(String(first.orderId))
    expect(csv).toContain(String(second.orderId))
    expect(exported.PDF!.body.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // 4. A partial refund from the order's detail; the Net revenue card drops by it.
    await openTab(f, 'details', 'Order Details', 'table')
    const netBefore = dollars(await card(f, 'Net revenue').textContent())
    await f.getByRole('button', { name: `View order #${first.orderId}` }).click()
    const dialog = f.getByRole('dialog', { name: `Order #${first.orderId}` })
    await dialog.getByText('No refunds').waitFor()
    await settled(f)
    await shoot(f, 'order-detail', DESKTOP.width, { dialog: true })
    expect(await seriousA11yViolations(f)).toEqual([])
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
    const refund = dialog.getByRole('form', { name: 'Refund' })
    await refund.getByLabel('Amount ($)').fill('12.50')
    await refund.getByLabel('Reason').fill('The blog add-on was not needed after all.')
    await refund.getByRole('button', { name: 'Issue refund' }).click()
    // It asks first, with the amount; the confirm button has the focus.
    const ask = refund.getByRole('group', { name: /^Refund \$12\.50 to / })
    await ask.waitFor()
    await shoot(f, 'refund-confirm', DESKTOP.width, { dialog: true })
    await ask.getByRole('button', { name: 'Refund $12.50' }).click()
    const toast = toastWith(f, 'Refund issued')
    await toast.waitFor()
    const creditNote = /CN-[\w-]+/.exec((await toast.textContent()) ?? '')?.[0]
    expect(creditNote).toBeDefined()
    await dialog.getByText('The blog add-on was not needed after all.').waitFor()
    await dialog.getByText(creditNote!, { exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect
      .poll(async () => dollars(await card(f, 'Net revenue').textContent()))
      .toBeCloseTo(netBefore - 12.5, 2)

    // 5. The client sees the credit note under Billing.
    await gotoApp(c, '/dashboard/billing')
    await c.getByText(`Credit note ${creditNote}`, { exact: true }).waitFor()

    // 6. The studio offers a maintenance plan from today; nothing is billed until the client accepts it and pays
    // its first month by card under Billing.
    const today = new Date().toISOString().slice(0, 10)
    await api('POST', '/api/admin/maintenance', adminToken, {
      userId: customer.user.id,
      planName: 'basic',
      amount: 49,
      billingCycle: 'monthly',
      startDate: today,
    })
    const run = await fetch(`${baseUrl()}/dev/run/maintenance-billing`, { method: 'POST' })
    expect(((await run.json()) as { invoiced: number }).invoiced).toBe(0)
    await gotoApp(c, '/dashboard/billing')
    await c.getByText(/It starts once you pay its first month by card/).waitFor()
    await settled(c)
    await shoot(c, 'client-billing-due', DESKTOP.width)
    await c.getByRole('button', { name: 'Accept and pay' }).click()
    const payDialog = c.getByRole('dialog', { name: /^Pay invoice INV-/ })
    const number = /^Pay invoice (.+)$/.exec(
      (await payDialog.getByRole('heading').first().textContent())!,
    )![1]!
    await payDialog.getByRole('button', { name: 'Continue to card' }).click()
    await payDialog.getByLabel('Card number').fill('4242 4242 4242 4242')
    await payDialog.getByLabel('Expiry (MM/YY)').fill('12/34')
    await payDialog.getByLabel('CVC').fill('123')
    await payDialog.getByRole('button', { name: 'Pay $49.00' }).click()
    await payDialog.getByText('Payment received — thank you').waitFor()
    await payDialog.getByRole('button', { name: 'Done' }).click()
    await payDialog.waitFor({ state: 'detached' })
    const row = c.getByRole('listitem').filter({ hasText: number })
    await row.getByText('Paid', { exact: true }).waitFor()
    expect(await c.getByRole('button', { name: `Pay invoice ${number} now` }).count()).toBe(0)
    await settled(c)
    await shoot(c, 'client-billing', DESKTOP.width)
    expect(await seriousA11yViolations(c)).toEqual([])

    // 7. At phone width: the dashboard, each tab, the order's detail and the client's Billing.
    const phone = await session.open({ viewport: PHONE })
    const p = phone.page
    await p.emulateMedia({ reducedMotion: 'reduce' })
    await phone.context.addInitScript((t) => window.localStorage.setItem('token', t), cfoToken)
    await gotoApp(p, '/cfo-dashboard?days=365')
    await settled(p)
    await shoot(p, 'cfo-cards', PHONE.width)
    for (const [id, name, drawn] of TABS) {
      await openTab(p, id, name, drawn)
      await shoot(p, `cfo-${id}`, PHONE.width)
    }
    expect(await seriousA11yViolations(p)).toEqual([])
    await gotoApp(p, `/cfo-dashboard?days=365&tab=details&order=${first.orderId}`)
    await p
      .getByRole('dialog', { name: `Order #${first.orderId}` })
      .getByText(creditNote!)
      .waitFor()
    await settled(p)
    await shoot(p, 'order-detail', PHONE.width, { dialog: true })
    expect(await seriousA11yViolations(p)).toEqual([])
    await c.setViewportSize(PHONE)
    await gotoApp(c, '/dashboard/billing')
    await c.getByText(`Credit note ${creditNote}`, { exact: true }).waitFor()
    await settled(c)
    await shoot(c, 'client-billing', PHONE.width)
  })
})
