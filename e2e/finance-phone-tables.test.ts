// The finance dashboard's tables on a phone: Order Details, Top customers and an order's lines show, on each row,
// what matters (the amount, the status and View) without scrolling sideways inside the table; at desktop width
// they are tables with a column each. Screenshots at 375 and 1440 px in .tmp/screenshots.
import { mkdirSync } from 'node:fs'
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
  seriousA11yViolations,
  signInWith,
} from './support/browser'

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '.tmp', 'screenshots')
mkdirSync(SCREENSHOTS, { recursive: true })

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

const stamp = Date.now()

/** An order paid through the checkout's API with the test card. */
async function paidOrder(token: string, title: string) {
  const intent = await api<{ clientSecret: string; orderId: number; amountCents: number }>(
    'POST',
    '/api/create-payment-intent',
    token,
    {
      orderDetails: {
        title,
        businessType: 'restaurant',
        description: 'Bread and cakes',
        timeline: 'standard',
        extraPages: 2,
        selectedAddons: ['ecommerce', 'blog'],
        couponCodes: [],
        domain: '',
      },
      billing: { name: 'Marnie Shore' },
    },
  )
  await api('POST', '/api/test-payments/confirm', token, {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  })
  return intent
}

/** Nothing on the page is still loading. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[data-slot="skeleton"], .animate-spin, [aria-busy="true"]'),
  )
}

/** How much wider than its box a table is, and than the box that would scroll it sideways (0 when it fits). */
async function sidewaysScroll(table: Locator) {
  return table.evaluate((t) => {
    let box: HTMLElement | null = t.parentElement
    while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
    return {
      table: t.scrollWidth - t.clientWidth,
      container: box ? box.scrollWidth - box.clientWidth : 0,
    }
  })
}

/** The first body row's cell under each named column header. */
async function firstRowCells(table: Locator, headers: string[]): Promise<Record<string, Locator>> {
  const names = (await table.locator('thead th').allTextContents()).map((t) => t.trim())
  const row = table.locator('tbody tr').first()
  return Object.fromEntries(
    headers.map((h) => {
      const i = names.indexOf(h)
      expect(i, `column ${h} in ${names.join(', ')}`).toBeGreaterThanOrEqual(0)
      return [h, row.locator('td').nth(i)]
    }),
  )
}

/** Each element's box lies within the viewport's width (and is shown at all). */
async function outsideViewport(page: Page, elements: Record<string, Locator>) {
  const width = page.viewportSize()!.width
  const out: string[] = []
  for (const [name, el] of Object.entries(elements)) {
    await el.scrollIntoViewIfNeeded()
    const box = await el.boundingBox()
    if (!box || box.width === 0) out.push(`${name} is not shown`)
    else if (box.x < 0 || box.x + box.width > width)
      out.push(`${name} spans ${Math.round(box.x)}–${Math.round(box.x + box.width)} px`)
  }
  return out
}

async function shoot(page: Page, name: string, { dialog = false } = {}) {
  if (!dialog) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${name}-${page.viewportSize()!.width}.png`),
    fullPage: !dialog,
  })
}

describe("the finance dashboard's tables", () => {
  let cfoToken: string
  let orderId: number
  beforeAll(async () => {
    cfoToken = await seedStaff('cfo', `finance-tables-${stamp}@sitecraft.test`)
    const client = await session.open()
    const customer = await seedSignedInCustomer(client.context, {
      firstName: 'Marnie',
      email: `marnie.shore-${stamp}@a-rather-long-bakery-domain.example`,
    })
    orderId = (await paidOrder(customer.token, `Corner Bakery ${stamp}`)).orderId
    await paidOrder(customer.token, `Harbour Café ${stamp}`)
    await session.closeAll()
  })

  async function open(viewport: { width: number; height: number }, query: string) {
    const { page, context } = await session.open({ viewport })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await signInWith(context, cfoToken)
    await gotoApp(page, `/cfo-dashboard?days=365&${query}`)
    await settled(page)
    return page
  }

  it('at 375 px, Order Details shows each order’s amount, status and View without scrolling sideways', async () => {
    const page = await open(PHONE, 'tab=details')
    const panel = page.getByRole('tabpanel', { name: 'Order Details' })
    const table = panel.getByRole('table', { name: 'Paid orders' })
    await table.getByRole('button', { name: `View order #${orderId}` }).waitFor()
    await settled(page)
    await shoot(page, 'finance-details')
    await table.screenshot({ path: path.join(SCREENSHOTS, 'finance-details-table-375.png') })
    expect(await sidewaysScroll(table)).toEqual({ table: 0, container: 0 })
    expect(await horizontalOverflow(page)).toBe(0)
    const cells = await firstRowCells(table, ['Amount', 'Status'])
    const view = table
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^View order #/ })
    expect(await outsideViewport(page, { ...cells, View: view })).toEqual([])
    expect(await cells.Amount!.textContent()).toMatch(/^\$\d/)
    // Still a table to assistive technology: a row with its cells, each under its column.
    expect(await table.getByRole('columnheader', { name: 'Amount' }).count()).toBe(1)
    expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(3)
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it('at 375 px, Top customers shows each customer’s revenue without scrolling sideways', async () => {
    const page = await open(PHONE, 'tab=customers')
    const table = page.getByRole('table', { name: 'Top customers by revenue' })
    await table.locator('tbody tr').first().waitFor()
    await settled(page)
    await shoot(page, 'finance-customers')
    await table.screenshot({ path: path.join(SCREENSHOTS, 'finance-customers-table-375.png') })
    expect(await sidewaysScroll(table)).toEqual({ table: 0, container: 0 })
    expect(await horizontalOverflow(page)).toBe(0)
    const cells = await firstRowCells(table, ['Customer', 'Orders', 'Revenue'])
    expect(await outsideViewport(page, cells)).toEqual([])
    expect(await cells.Revenue!.textContent()).toMatch(/\$\d/)
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it('at 375 px, an order’s lines show each amount without scrolling sideways', async () => {
    const page = await open(PHONE, `tab=details&order=${orderId}`)
    const dialog = page.getByRole('dialog', { name: `Order #${orderId}` })
    const table = dialog.getByRole('table', { name: 'Order lines' })
    await table.locator('tbody tr').first().waitFor()
    await settled(page)
    await shoot(page, 'finance-order-lines', { dialog: true })
    expect(await sidewaysScroll(table)).toEqual({ table: 0, container: 0 })
    const cells = await firstRowCells(table, ['Description', 'Qty', 'Unit', 'Amount'])
    expect(await outsideViewport(page, cells)).toEqual([])
    expect(await cells.Amount!.textContent()).toMatch(/\$\d/)
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it('at 1440 px, each is a table with a column per field, nothing cut off', async () => {
    const page = await open(DESKTOP, 'tab=details')
    const orders = page.getByRole('table', { name: 'Paid orders' })
    await orders.getByRole('button', { name: `View order #${orderId}` }).waitFor()
    await settled(page)
    await shoot(page, 'finance-details')
    expect(await sidewaysScroll(orders)).toEqual({ table: 0, container: 0 })
    // One row of headers, each shown as a column: their tops line up.
    const tops = await orders
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => Math.round(th.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    expect(tops.length).toBe(7)
    const row = await orders
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => Math.round(td.getBoundingClientRect().top)))
    expect(new Set(row).size).toBe(1)

    await page.getByRole('tab', { name: 'Customer Insights' }).click()
    const top = page.getByRole('table', { name: 'Top customers by revenue' })
    await top.locator('tbody tr').first().waitFor()
    await settled(page)
    await shoot(page, 'finance-customers')
    expect(await sidewaysScroll(top)).toEqual({ table: 0, container: 0 })
    const topRow = await top
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => Math.round(td.getBoundingClientRect().top)))
    expect(new Set(topRow).size).toBe(1)

    await gotoApp(page, `/cfo-dashboard?days=365&tab=details&order=${orderId}`)
    const lines = page
      .getByRole('dialog', { name: `Order #${orderId}` })
      .getByRole('table', { name: 'Order lines' })
    await lines.locator('tbody tr').first().waitFor()
    await settled(page)
    await shoot(page, 'finance-order-lines', { dialog: true })
    expect(await sidewaysScroll(lines)).toEqual({ table: 0, container: 0 })
  })
})
