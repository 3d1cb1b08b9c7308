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

/** This worker's server (e2e/global-setup.ts starts one for each; VITEST_POOL_ID counts workers from 1). */
export function baseUrl(): string {
  const urls = inject('baseUrls')
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

export const DESKTOP = { width: 1440, height: 900 }
export const PHONE = { width: 375, height: 812 }

let clientCounter = 0
/**
 * A client address of its own for every browser context: the test server trusts X-Forwarded-For from loopback,
 * so per-address rate limits count each context apart, as they would count people apart.
 */
export function nextClientAddress(): string {
  clientCounter++
  return `198.18.${(process.pid + clientCounter) % 250}.${clientCounter % 250}`
}

/** A call to the app's API as the holder of `token`, from an address of its own; anything but 2xx throws. */
export async function api<T>(method: string, url: string, token: string, body?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': nextClientAddress(),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** A page that records console errors and uncaught exceptions, so a test can insist there were none. */
async function openPage(browser: Browser, opts: { viewport?: { width: number; height: number } } = {}) {
  const context: BrowserContext = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text())
  })
  return { page, context, errors }
}

export async function seriousA11yViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** Messages the development mailbox holds for an address, newest first. */
async function mailboxFor(address: string): Promise<Array<{ subject: string; text: string; kind: string }>> {
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

/**
 * Resolves once React has hydrated the page: the root carries React's container key and the page's outermost
 * element has been claimed by a fiber (hydration completes it last, and commits in the same task).
 */
async function waitForApp(page: Page) {
  await page.waitForFunction(
    () => {
      // React hydrates the whole document (app/entry.client.tsx): the document is its container, and the page's
      // first element in the body belongs to a fiber once hydrated.
      if (!Object.keys(document).some((k) => k.startsWith('__reactContainer'))) return false
      // A dialog the address opens at once (`?ticket=…`) puts Radix's focus guards (spans) before the shell.
      const shell = [...document.body.children].find(
        (el) =>
          !['LINK', 'META', 'STYLE', 'SCRIPT', 'TITLE'].includes(el.tagName) &&
          !el.hasAttribute('data-radix-focus-guard'),
      )
      return !!shell && Object.keys(shell).some((k) => k.startsWith('__reactFiber'))
    },
    undefined,
    { timeout: 30_000 },
  )
}

/** Opens a path and waits for the app to hydrate. Returns the navigation response. */
export async function gotoApp(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForApp(page)
  return response
}

/**
 * Scrolls a landing section into view (a deferred one by its island wrapper's id, e.g. 'about-island'; one that
 * hydrates with the page by its own id, e.g. 'contact') and waits until it is hydrated, so clicks and typing reach
 * React.
 */
export async function hydrateSection(page: Page, id: string) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded()
  await page.waitForFunction((id) => {
    const el = document.getElementById(id)
    const section = el?.tagName === 'SECTION' ? el : el?.querySelector('section')
    return !!section && Object.keys(section).some((k) => k.startsWith('__reactFiber'))
  }, id)
}

const LANDING_ISLANDS = [
  'about-island',
  'features-island',
  'pricing',
  'portfolio-island',
  'testimonials-island',
  'faq-island',
  'contact',
] as const

/** Scrolls through the whole landing page, hydrating every deferred section on the way, and ends at the bottom
 * (instantly: the site scrolls smoothly, which would leave a measurement or a picture half-way). */
export async function hydrateLanding(page: Page) {
  for (const id of LANDING_ISLANDS) await hydrateSection(page, id)
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  )
}

/** The toast (one is shown at a time) whose text contains `text`. */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('[data-slot="toast"]').filter({ hasText: text })
}

/** A value the page keeps in localStorage, parsed as JSON (null when absent). */
export async function storedJson<T = unknown>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key)
  return raw === null ? null : (JSON.parse(raw) as T)
}

/** The path, query and hash of the page's current address, e.g. '/#pricing'. */
export function pathOf(page: Page): string {
  const u = new URL(page.url())
  return `${u.pathname}${u.search}${u.hash}`
}

/**
 * Errors the page logged, minus the ones a test provoked on purpose (a refused request the browser reports as
 * 'Failed to load resource: … status of 401', say).
 */
function unexpectedErrors(errors: string[], allowed: RegExp[] = []): string[] {
  return errors.filter((e) => !allowed.some((re) => re.test(e)))
}

/**
 * One browser per test file, a fresh context per test: `open()` hands out pages that are closed after each test,
 * where their console errors are also checked (a test that provokes some lists them with `allowErrors`).
 */
export function browserSession() {
  let browser: Browser | undefined
  let opened: Array<{ context: BrowserContext; errors: string[]; allowed: RegExp[] }> = []
  return {
    async start() {
      browser = await launch()
    },
    async stop() {
      await browser?.close()
    },
    async open(opts: { viewport?: { width: number; height: number } } = {}) {
      if (!browser) throw new Error('browser not started')
      const o = await openPage(browser, opts)
      o.context.setDefaultTimeout(15_000)
      const entry = { context: o.context, errors: o.errors, allowed: [] as RegExp[] }
      opened.push(entry)
      return { ...o, allowErrors: (...res: RegExp[]) => entry.allowed.push(...res) }
    },
    /** Closes this test's pages and returns the console errors nobody expected. */
    async closeAll(): Promise<string[]> {
      const unexpected = opened.flatMap((o) => unexpectedErrors(o.errors, o.allowed))
      await Promise.all(opened.map((o) => o.context.close()))
      opened = []
      return unexpected
    },
  }
}

export interface SeededCustomer {
  token: string
  user: { id: number; email: string }
  projectIds: number[]
}

/**
 * Creates a customer (and projects in the given statuses) directly on the server and signs this context in as
 * them: a journey test starts where it needs to, without clicking through sign-in.
 */
export async function seedSignedInCustomer(
  context: BrowserContext,
  body: { email?: string; firstName?: string; projects?: string[] } = {},
): Promise<SeededCustomer> {
  const seeded = await seed<SeededCustomer>('/dev/seed/customer', body)
  await signInWith(context, seeded.token)
  return seeded
}

/** Creates a staff account directly on the server and answers its session token. */
export async function seedStaff(role: 'admin' | 'cfo', email: string): Promise<string> {
  return (await seed<{ token: string }>('/dev/seed/staff', { role, email })).token
}

/** Signs this context in with a session token, as a sign-in keeps it. */
export async function signInWith(context: BrowserContext, token: string) {
  await context.addInitScript((t) => window.localStorage.setItem('token', t), token)
}

/** Calls one of the server's development seed routes. */
async function seed<T>(path: string, body: object): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}
