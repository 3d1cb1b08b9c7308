import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  browserSession,
  DESKTOP,
  gotoApp,
  horizontalOverflow,
  hydrateLanding,
  PHONE,
  seriousA11yViolations,
} from './support/browser'

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '.tmp', 'screenshots')
mkdirSync(SCREENSHOTS, { recursive: true })

const PAGES = [
  { name: 'landing', path: '/', status: 200 },
  { name: 'portfolio', path: '/portfolio', status: 200 },
  { name: 'support', path: '/support', status: 200 },
  { name: 'terms-of-service', path: '/terms-of-service', status: 200 },
  { name: 'privacy-policy', path: '/privacy-policy', status: 200 },
  { name: 'login', path: '/login', status: 200 },
  { name: 'admin-login', path: '/admin-login', status: 200 },
  { name: 'cfo-login', path: '/cfo-login', status: 200 },
  { name: 'not-found', path: '/nope', status: 404 },
]

const WIDTHS = [PHONE, DESKTOP]

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

/**
 * A step of a test that has no time limit of its own (a script run in the page, axe), given one: a step that
 * hangs fails with its name rather than as the whole test's timeout.
 */
async function step<T>(name: string, work: Promise<T>, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: not done after ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Scrolls down a screen at a time so lazy images load and deferred content appears, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // The next frame, or 100 ms when the browser holds frames back.
    const frame = () =>
      new Promise((r) => {
        requestAnimationFrame(() => r(undefined))
        setTimeout(r, 100)
      })
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    await frame()
  })
}

/** Every image that has started loading has finished (lazy images scrolled past included). */
async function imagesSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete || (img.loading === 'lazy' && !img.currentSrc)),
  )
}

for (const viewport of WIDTHS) {
  describe(`at ${viewport.width} px`, () => {
    for (const p of PAGES) {
      it(`${p.path}: no horizontal overflow, no serious axe violation, no console error`, async () => {
        const { page } = await session.open({ viewport })
        const response = await gotoApp(page, p.path)
        expect(response?.status()).toBe(p.status)
        await page.getByRole('heading', { level: 1 }).first().waitFor()

        if (p.path === '/') {
          // Every deferred section hydrated, and the portfolio loaded, before anything is measured.
          await hydrateLanding(page)
          await page.locator('#portfolio img').first().waitFor()
        }
        if (p.path === '/portfolio')
          await page.getByRole('list', { name: 'Websites we have built' }).waitFor()
        await step('scrolling through the page', scrollThrough(page))
        await imagesSettled(page)

        expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(1)
        expect(await step('axe', seriousA11yViolations(page), 30_000)).toEqual([])

        // Sections off screen skip rendering (content-visibility: auto), and a full-page capture is taken without
        // scrolling, so they would come out blank: render them all for the picture.
        await page.evaluate(() => {
          for (const el of document.querySelectorAll<HTMLElement>('[id$="-island"]'))
            el.style.contentVisibility = 'visible'
          window.scrollTo({ top: 0, behavior: 'instant' })
        })
        await page.screenshot({
          path: path.join(SCREENSHOTS, `${p.name}-${viewport.width}.png`),
          fullPage: true,
          animations: 'disabled',
        })
      })
    }
  })
}

describe('on a 375 px phone', () => {
  it('fits the order dialog on the screen, add-ons and summary inside its edges', async () => {
    const { page } = await session.open({ viewport: PHONE })
    await gotoApp(page, '/')
    await hydrateLanding(page)
    await page.getByRole('button', { name: 'Order Your Website' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const { scrollWidth, clientWidth } = await dialog.evaluate((d) => ({
      scrollWidth: d.scrollWidth,
      clientWidth: d.clientWidth,
    }))
    expect(scrollWidth - clientWidth, 'dialog content wider than the dialog, px').toBeLessThanOrEqual(0)
  })

  it('shows the offer at the top of the page, not floating over it, and nothing hangs below the footer', async () => {
    const { page } = await session.open({ viewport: PHONE })
    await gotoApp(page, '/')
    await hydrateLanding(page)
    const banner = page.getByRole('region', { name: 'Current offer' })
    await banner.waitFor()
    // It scrolls away with the page, and the hero's own padding holds it: it hides none of the hero's content.
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('absolute')
    const [bannerBottom, headingTop] = await page.evaluate(() => [
      document.querySelector('[aria-label="Current offer"]')!.getBoundingClientRect().bottom,
      document.querySelector('h1')!.getBoundingClientRect().top,
    ])
    expect(bannerBottom).toBeLessThanOrEqual(headingTop)
    await scrollThrough(page)
    const below = await page.evaluate(
      () =>
        document.documentElement.scrollHeight -
        (document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY),
    )
    expect(below, 'px below the footer').toBeLessThanOrEqual(1)
  })
})
