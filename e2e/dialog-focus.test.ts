// A dialog opened from the keyboard and closed (Escape, its Close button) gives the focus back to the control that
// opened it, so a keyboard or screen-reader user carries on from where they were: the landing page's order dialog
// at desktop and phone width, and the admin panel's dialogs.
import type { Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  browserSession,
  DESKTOP,
  gotoApp,
  hydrateSection,
  PHONE,
  seedStaff,
  signInWith,
} from './support/browser'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

/** Focuses the control as Tab would, and presses Enter on it: the dialog it opens, once open. */
async function openWithKeyboard(page: Page, opener: Locator, dialog: Locator) {
  await opener.focus()
  expect(await isFocused(opener)).toBe(true)
  await page.keyboard.press('Enter')
  await dialog.waitFor()
  // The focus has moved into the dialog.
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { timeout: 5_000 })
    .toBe(true)
}

function isFocused(el: Locator) {
  return el.evaluate((node) => node === document.activeElement)
}

/** Where the focus is, in words, for a failure's message. */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement
    return el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : 'nothing'
  })
}

async function expectFocusBackOn(page: Page, opener: Locator, dialog: Locator) {
  await dialog.waitFor({ state: 'detached' })
  await expect
    .poll(async () => ((await isFocused(opener)) ? 'the opener' : await focusedElement(page)), {
      timeout: 5_000,
    })
    .toBe('the opener')
}

describe('the order dialog', () => {
  for (const [name, viewport] of [
    ['1440', DESKTOP],
    ['375', PHONE],
  ] as const) {
    it(`gives the focus back to Order Your Website when closed by Escape or Close, at ${name} px`, async () => {
      const { page } = await session.open({ viewport })
      await gotoApp(page, '/')
      await hydrateSection(page, 'pricing')
      const opener = page.locator('#pricing').getByRole('button', { name: 'Order Your Website' })
      const dialog = page.getByRole('dialog', { name: 'Build your website order' })

      await openWithKeyboard(page, opener, dialog)
      await page.keyboard.press('Escape')
      await expectFocusBackOn(page, opener, dialog)

      // Again, closed by its Close button from the keyboard.
      await openWithKeyboard(page, opener, dialog)
      await dialog.getByRole('button', { name: 'Close' }).focus()
      await page.keyboard.press('Enter')
      await expectFocusBackOn(page, opener, dialog)
    })
  }
})

describe("the admin panel's dialogs", () => {
  it('give the focus back to Send Broadcast and Add User', async () => {
    const { page, context } = await session.open({ viewport: DESKTOP })
    await signInWith(context, await seedStaff('admin', `dialog-focus-${Date.now()}@sitecraft.test`))
    await gotoApp(page, '/admin/users')

    const broadcast = page.getByRole('button', { name: 'Send Broadcast' })
    const broadcastDialog = page.getByRole('dialog')
    await openWithKeyboard(page, broadcast, broadcastDialog)
    await page.keyboard.press('Escape')
    await expectFocusBackOn(page, broadcast, broadcastDialog)

    const addUser = page.getByRole('button', { name: 'Add User' })
    const addDialog = page.getByRole('dialog')
    await openWithKeyboard(page, addUser, addDialog)
    await addDialog.getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('Enter')
    await expectFocusBackOn(page, addUser, addDialog)
  })
})
