import type { Locator, Page } from 'playwright-core'
import { hydrateSection } from './browser'

/** Opens the order dialog from the pricing section (hydrating the section first). */
export async function openOrderDialog(page: Page): Promise<Locator> {
  await hydrateSection(page, 'pricing')
  await page.getByRole('button', { name: 'Order Your Website' }).click()
  const dialog = page.getByRole('dialog', { name: 'Build your website order' })
  await dialog.waitFor()
  return dialog
}

/** An add-on's toggle in the order dialog, by its exact name ("Advanced SEO" is not "Advanced Security"). */
export function addonToggle(dialog: Locator, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return dialog.getByRole('button', { name: new RegExp(`^${escaped} \\$\\d+$`) })
}

/** The dialog's running total, as shown ("$205"). */
export function orderTotal(dialog: Locator): Locator {
  return dialog.locator('dd[aria-live]')
}
