import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { browserSession, gotoApp, pathOf, storedJson, toastWith, waitForMail } from './support/browser'

// One real coupon request (the server allows 3 an hour from one address).

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

const POPUP = 'Before you go: two codes for your website'

/**
 * The mouse heads out through the top of the window: it moves to the top edge, then leaves the document
 * (a `mouseout` with no related target and clientY <= 0, what the browser fires when the pointer crosses into
 * the tabs or the address bar).
 */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(700, 40)
  await page.mouse.move(700, 0)
  await page.evaluate(() =>
    document.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientX: 700, clientY: -2, relatedTarget: null }),
    ),
  )
}

/** Leaves through the top until the popup shows: the listener is attached by an effect right after hydration. */
async function triggerPopup(page: Page) {
  const dialog = page.getByRole('dialog', { name: POPUP })
  for (let attempt = 0; ; attempt++) {
    await leaveThroughTop(page)
    try {
      await dialog.waitFor({ timeout: 1_000 })
      return dialog
    } catch (err) {
      if (attempt >= 10) throw err
    }
  }
}

describe('exit-intent popup', () => {
  it('opens once when the mouse leaves through the top, and not again in the same page view', async () => {
    const { page } = await session.open()
    await gotoApp(page, '/')
    const dialog = await triggerPopup(page)
    expect(await dialog.textContent()).toMatch(/FREEPAGES10.*SAVE15/)

    await dialog.getByRole('button', { name: 'No thanks' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await leaveThroughTop(page)
    // A reopened dialog mounts at once (its code is already loaded); give it a few frames to show.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))),
    )
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await storedJson(page, 'exitIntentEmail')).toBeNull()
  })

  it('does not open while the mouse stays inside the window', async () => {
    const { page } = await session.open()
    await gotoApp(page, '/')
    await page.mouse.move(700, 300)
    // Leaving into another element of the page is not leaving the window.
    await page.evaluate(() =>
      document.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, clientY: 300, relatedTarget: document.body }),
      ),
    )
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)))
    expect(await page.getByRole('dialog').count()).toBe(0)
    // The listener was there all along: leaving through the top still opens it.
    await triggerPopup(page)
  })

  it('mails both codes for the e-mail given, remembers it and lands on /#pricing', async () => {
    const { page } = await session.open()
    await gotoApp(page, '/')
    const dialog = await triggerPopup(page)
    const email = `exit-${Date.now()}@example.com`
    await dialog.getByLabel('Your email address').fill(email)
    await dialog.getByRole('button', { name: 'Send Me the Codes' }).click()

    await dialog.waitFor({ state: 'hidden' })
    await toastWith(page, 'Check your inbox').waitFor()
    await page.waitForURL((u) => u.pathname === '/' && u.hash === '#pricing')
    expect(pathOf(page)).toBe('/#pricing')
    expect(await page.evaluate(() => localStorage.getItem('exitIntentEmail'))).toBe(email)

    const mail = await waitForMail(email, 'coupon-codes')
    expect(mail.text).toContain('FREEPAGES10')
    expect(mail.text).toContain('SAVE15')

    // The pricing section is brought into view.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const r = document.getElementById('pricing')!.getBoundingClientRect()
          return r.top < window.innerHeight && r.bottom > 0
        }),
      )
      .toBe(true)
  })

  it('is not offered again to a visitor who already asked for the codes', async () => {
    const { page, context } = await session.open()
    await context.addInitScript(() => localStorage.setItem('exitIntentEmail', 'earlier@example.com'))
    await gotoApp(page, '/')
    // As long as triggerPopup would keep trying (the listener arrives just after hydration), nothing opens.
    for (let attempt = 0; attempt < 6; attempt++) {
      await leaveThroughTop(page)
      await page.evaluate(() => new Promise((r) => setTimeout(r, 1_000)))
      expect(await page.getByRole('dialog').count()).toBe(0)
    }
  })
})
