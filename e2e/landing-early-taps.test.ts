// The landing page's controls work from the moment they are painted: a tap right after scrolling to them, on a
// slow phone connection, opens the order form or sends the contact form; a form the browser posts itself (before
// any script runs) goes by POST and never puts what was typed into an address.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, DESKTOP, gotoApp, launch, nextClientAddress, PHONE, waitForMail } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function context(opts: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } }) {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: opts.viewport ?? PHONE,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
  })
}

/** A slow phone: about 1.6 Mbit/s down with 150 ms of latency, and a CPU four times slower. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Every page request the browser makes by GET with a query, which a form submitted by GET would be. */
function getsWithQuery(page: Page) {
  const seen: string[] = []
  page.on('request', (r) => {
    const u = new URL(r.url())
    if (r.isNavigationRequest() && r.method() === 'GET' && u.search) seen.push(u.href)
  })
  return seen
}

const instantly = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)!.scrollIntoView({ behavior: 'instant' }), selector)

describe('the landing page on a slow phone', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`opens the order form from a tap 50 ms after scrolling to pricing (${viewport.width} px)`, async () => {
      const ctx: BrowserContext = await context({ viewport })
      const page = await ctx.newPage()
      await throttle(page)
      // Started, as a person scrolling down would find it: then the tap comes 50 ms after the scroll.
      await gotoApp(page, '/')
      await instantly(page, '#pricing')
      await page.waitForTimeout(50)
      await page.getByRole('button', { name: 'Order Your Website' }).click()
      // It acts, or says it is on its way: the order form opens.
      await page.getByRole('dialog', { name: 'Build your website order' }).waitFor({ timeout: 20_000 })
      await ctx.close()
    })
  }

  it('sends the contact form pressed 100 ms after scrolling to it, in the page, never by GET', async () => {
    const ctx = await context({})
    const page = await ctx.newPage()
    const gets = getsWithQuery(page)
    await throttle(page)
    await gotoApp(page, '/')
    await instantly(page, '#contact')
    const form = page.getByRole('form', { name: 'Project details' })
    const email = `early-tap-${Date.now()}@example.com`
    await form.getByLabel('Your Name *').fill('Early Tapper')
    await form.getByLabel('Email Address *').fill(email)
    await form.getByLabel('Project Details *').fill('A small site for my bakery, with a menu page.')
    await form.getByRole('button', { name: 'Send My Project Details' }).click()
    await page
      .locator('[data-slot="toast"]')
      .filter({ hasText: 'Message Sent!' })
      .waitFor({ timeout: 20_000 })
    expect(gets).toEqual([])
    expect(page.url()).not.toContain('early-tap')
    await waitForMail(email, 'contact-ack')
    await ctx.close()
  })
})

describe('the contact form before any script has run', () => {
  it('posts the form to the server, which sends it and shows that it was sent', async () => {
    const ctx = await context({ javaScriptEnabled: false, viewport: DESKTOP })
    const page = await ctx.newPage()
    const gets = getsWithQuery(page)
    const methods: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/contact')) methods.push(r.method())
    })
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Project details' })
    const email = `no-script-${Date.now()}@example.com`
    await form.getByLabel('Your Name *').fill('Nora Script')
    await form.getByLabel('Email Address *').fill(email)
    await form.getByLabel('Project Details *').fill('A site for my flower shop, with opening hours.')
    await form.getByRole('button', { name: 'Send My Project Details' }).click()
    await page.waitForURL((u) => u.hash === '#contact-sent')
    expect(await page.locator('#contact-sent').isVisible()).toBe(true)
    expect(await page.locator('#contact-sent').textContent()).toContain('Message sent!')
    expect(methods).toEqual(['POST'])
    expect(gets).toEqual([])
    expect(page.url()).not.toContain('no-script')
    await waitForMail(email, 'contact-ack')

    // Left incomplete, it sends nothing and says what is missing.
    await page.goto('/')
    await form.getByLabel('Your Name *').fill('Nora Script')
    await form.getByRole('button', { name: 'Send My Project Details' }).click()
    await page.waitForURL((u) => u.hash === '#contact-invalid')
    expect(await page.locator('#contact-invalid').isVisible()).toBe(true)
    await ctx.close()
  })
})
