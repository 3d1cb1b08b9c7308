// What floats over the page (the recent-orders card, the offer's bar, the chat button) never lies over a primary
// control or the text a buyer decides on: after a Pricing link at 1440 × 900, the card and the bar leave the
// pricing card's Order Your Website button and its guarantee uncovered; at 375 × 812 the chat button leaves the
// hero's buttons and guarantee, and the checkout's Total and Continue to payment, uncovered at every scroll
// position, and the page's last line at its foot. Each is measured by box and proven reachable by
// document.elementFromPoint at its centre.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, browserSession, DESKTOP, gotoApp, PHONE, seedSignedInCustomer } from './support/browser'

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '.tmp', 'screenshots')
mkdirSync(SCREENSHOTS, { recursive: true })

const session = browserSession()
beforeAll(async () => {
  await session.start()
  // A paid order of today, so the recent-orders card has something to show, as on a live site.
  const seeded = await fetch(`${baseUrl()}/dev/seed/customer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ projects: ['requirements_needed'] }),
  })
  expect(seeded.status).toBe(200)
})
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

function floating(page: Page) {
  return {
    'recent-orders card': page.getByRole('region', { name: 'Recent orders' }),
    'offer bar': page.getByRole('region', { name: 'Current offer' }),
    'chat button': page.getByRole('link', { name: 'Chat with us (opens in a new tab)' }),
  }
}

/** Two frames, then a moment for a fade to end: what the page shows once a scroll has settled. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
      ),
  )
}

/** The page stops moving: a smooth scroll (the site scrolls smoothly to an anchor) has come to rest. */
async function scrollEnds(page: Page) {
  let last = -1
  for (;;) {
    await settle(page)
    const y = await page.evaluate(() => window.scrollY)
    if (y === last) return
    last = y
  }
}

/** Whether a person sees the element: it is on the page, rendered, and not faded out (it or what holds it). */
async function shown(el: Locator) {
  if ((await el.count()) === 0 || !(await el.isVisible())) return false
  return el.evaluate((node) => {
    for (let e: Element | null = node; e; e = e.parentElement)
      if (Number(getComputedStyle(e).opacity) < 0.05) return false
    return true
  })
}

/**
 * The failures at this scroll position: each shown floating element whose box meets the target's, and a target
 * that document.elementFromPoint does not reach at the centre of what is in view of it. Nothing when the target is
 * out of view: below the viewport, or above the foot of the sticky header (which scrolls content under itself).
 */
async function coverings(page: Page, targetName: string, target: Locator): Promise<string[]> {
  const box = await target.boundingBox()
  const viewport = page.viewportSize()!
  const headerBottom = await page.evaluate(
    () => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
  )
  if (!box || box.y + box.height <= headerBottom || box.y >= viewport.height) return []
  const failures: string[] = []
  for (const [name, float] of Object.entries(floating(page))) {
    if (!(await shown(float))) continue
    const fbox = await float.boundingBox()
    if (fbox && intersects(fbox, box))
      failures.push(`${name} covers ${targetName} at scroll ${await page.evaluate(() => window.scrollY)}`)
  }
  // The centre of what is in view of the target (a tall one may be cut by the viewport's edges).
  const top = Math.max(box.y, headerBottom)
  const bottom = Math.min(box.y + box.height, viewport.height)
  const reached = await target.evaluate(
    (el, [x, y]) => {
      const hit = document.elementFromPoint(x!, y!)
      return !!hit && (el === hit || el.contains(hit))
    },
    [box.x + box.width / 2, (top + bottom) / 2],
  )
  if (!reached) failures.push(`${targetName} is not what a tap at its centre reaches`)
  return failures
}

/**
 * Scrolls the page down from its top, a sixth of a screen at a time, checking every target at each stop: to the
 * bottom, or until `within` (the section that holds the targets) has scrolled out of view.
 */
async function scanWhileScrolling(page: Page, targets: Record<string, Locator>, within?: Locator) {
  const failures: string[] = []
  const end = within
    ? await within.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
    : Infinity
  const height = await page.evaluate(
    (end) => Math.min(end, document.documentElement.scrollHeight - window.innerHeight),
    end,
  )
  const step = Math.round(page.viewportSize()!.height / 6)
  for (let y = 0; y <= height + step; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Math.min(y, height))
    await settle(page)
    for (const [name, target] of Object.entries(targets))
      failures.push(...(await coverings(page, name, target)))
  }
  return failures
}

describe('floating elements at 1440 × 900', () => {
  it('leave Order Your Website and its guarantee uncovered after each Pricing link', async () => {
    const { page } = await session.open({ viewport: DESKTOP })
    await gotoApp(page, '/')
    const { 'recent-orders card': card, 'offer bar': bar } = floating(page)
    // Both are up before the link is followed: the card comes five seconds after the page opens.
    await bar.waitFor()
    await card.waitFor({ timeout: 15_000 })

    const pricing = page.locator('#pricing')
    const order = pricing.getByRole('button', { name: 'Order Your Website' })
    const guarantee = pricing.getByText(/-day money-back guarantee after delivery/)
    const links: Array<[string, Locator]> = [
      ['header', page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })],
      ['hero', page.getByRole('link', { name: 'Start Your Website Today' })],
      ['offer bar', bar.getByRole('link')],
    ]
    for (const [where, link] of links) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await settle(page)
      await link.click()
      await page.waitForURL((u) => u.hash === '#pricing')
      await scrollEnds(page)
      await page.screenshot({ path: path.join(SCREENSHOTS, `floating-pricing-${where}-1440.png`) })
      expect([
        ...(await coverings(page, 'Order Your Website', order)),
        ...(await coverings(page, 'the guarantee', guarantee)),
      ]).toEqual([])
    }
    // Scrolled on to where nothing it must leave clear is beneath it, the card is back.
    await page.locator('#faq').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }))
    await settle(page)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'floating-faq-1440.png') })
    expect(await shown(card)).toBe(true)

    // Nothing in the way at any point of the page either.
    expect(
      await scanWhileScrolling(page, { 'Order Your Website': order, 'the guarantee': guarantee }, pricing),
    ).toEqual([])
  })
})

describe('the chat button at 375 × 812', () => {
  it("covers neither the hero's buttons nor its guarantee at any scroll position", async () => {
    const { page } = await session.open({ viewport: PHONE })
    await gotoApp(page, '/')
    const chat = floating(page)['chat button']
    await chat.waitFor()
    await settle(page)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'floating-hero-375.png') })
    const hero = page.locator('section[aria-labelledby="hero-title"]')
    const targets = {
      'Start Your Website Today': hero.getByRole('link', { name: 'Start Your Website Today' }),
      'View Examples': hero.getByRole('link', { name: 'View Examples' }),
      "the hero's guarantee": hero.getByText(/-day money-back guarantee after delivery/),
    }
    // On the first screen, as the page opens.
    for (const [name, target] of Object.entries(targets))
      expect(await coverings(page, name, target)).toEqual([])
    // The button is there to use on that first screen.
    expect(await shown(chat)).toBe(true)
    expect(await scanWhileScrolling(page, targets, hero)).toEqual([])
  })

  it("leaves the page's last line uncovered at the foot of the page", async () => {
    const { page } = await session.open({ viewport: PHONE })
    await gotoApp(page, '/support')
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    )
    await settle(page)
    const chat = floating(page)['chat button']
    expect(await shown(chat)).toBe(true)
    const chatBox = (await chat.boundingBox())!
    // The lines of text themselves (the paragraph's box spans the page's width, padding and all).
    const lines = await page
      .locator('footer')
      .getByText(/Registered in England and Wales/)
      .evaluate((p) => {
        const range = document.createRange()
        range.selectNodeContents(p)
        return [...range.getClientRects()].map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }))
      })
    expect(lines.length).toBeGreaterThan(0)
    expect(
      lines.filter((line) => intersects(line, chatBox)),
      'lines of the footer under the chat button',
    ).toEqual([])
  })

  it("covers neither the checkout's Total nor Continue to payment at any scroll position", async () => {
    const { page, context } = await session.open({ viewport: PHONE })
    await seedSignedInCustomer(context, { firstName: 'Grace' })
    await context.addInitScript(() =>
      window.localStorage.setItem(
        'pendingOrder',
        JSON.stringify({ extraPages: 2, addonIds: ['blog'], timeline: 'standard', timestamp: Date.now() }),
      ),
    )
    await gotoApp(page, '/checkout')
    await page.getByRole('heading', { name: 'Your package' }).waitFor()
    const total = page.getByTestId('order-total').locator('..')
    await total.waitFor()
    const targets = {
      'the Total': total,
      'Continue to payment': page.getByRole('button', { name: 'Continue to payment' }),
    }
    // The Total at the foot of the screen, where the chat button sits.
    await total.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }))
    await settle(page)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'floating-checkout-total-375.png') })
    expect(await coverings(page, 'the Total', total)).toEqual([])
    expect(await scanWhileScrolling(page, targets)).toEqual([])
  })
})
