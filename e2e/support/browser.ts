import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function baseUrl(): string {
  return inject('baseUrl')
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

export const DESKTOP = { width: 1440, height: 900 }
export const PHONE = { width: 375, height: 812 }

/** A page that records console errors and uncaught exceptions, so a test can insist there were none. */
export async function openPage(browser: Browser, opts: { viewport?: { width: number; height: number } } = {}) {
  const context: BrowserContext = await browser.newContext({ viewport: opts.viewport ?? DESKTOP, baseURL: baseUrl() })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text())
  })
  return { page, context, errors }
}

export async function seriousA11yViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
}

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** Messages the development mailbox holds for an address, newest first. */
export async function mailboxFor(address: string): Promise<Array<{ subject: string; text: string; kind: string }>> {
  const res = await fetch(`${baseUrl()}/dev/mailbox/messages?to=${encodeURIComponent(address)}`)
  return (await res.json()) as Array<{ subject: string; text: string; kind: string }>
}

export async function waitForMail(address: string, kind: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = (await mailboxFor(address)).filter((m) => m.kind === kind)
    if (mails.length) return mails[0]!
    if (Date.now() > deadline) throw new Error(`no ${kind} mail for ${address}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}
