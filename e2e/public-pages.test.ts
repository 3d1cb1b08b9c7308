import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { browserSession, gotoApp, pathOf, toastWith, waitForMail } from './support/browser'

// One real support request (the server allows 5 an hour from one address).

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

const SEEDED = [
  { title: 'Ember & Table Bistro', featured: true },
  { title: 'Northgate Legal', featured: true },
  { title: 'Pulse Fitness Studio', featured: true },
  { title: 'Willow Lane Realty', featured: true },
  { title: 'Bright Smile Dental', featured: true },
  { title: 'Loom & Thread', featured: true },
  { title: 'Harbor Consulting', featured: false },
  { title: 'Maya Chen Photography', featured: false },
]

describe('portfolio page', () => {
  it('lists the seeded sites, marks the featured ones and opens live sites in a new tab', async () => {
    const { page, context } = await session.open()
    await gotoApp(page, '/portfolio')
    await page.getByRole('heading', { level: 1, name: 'Our Portfolio' }).waitFor()
    const grid = page.getByRole('list', { name: 'Websites we have built' })
    await grid.waitFor()
    const cards = grid.locator(':scope > li')
    expect(await cards.count()).toBe(SEEDED.length)

    for (const item of SEEDED) {
      const card = cards.filter({
        has: page.getByRole('heading', { level: 2, name: item.title, exact: true }),
      })
      expect(await card.count(), item.title).toBe(1)
      expect(await card.getByText('Featured', { exact: true }).count(), item.title).toBe(
        item.featured ? 1 : 0,
      )
      const live = card.getByRole('link', { name: /View Live Site/ })
      expect(await live.getAttribute('target'), item.title).toBe('_blank')
      expect(await live.getAttribute('rel'), item.title).toContain('noopener')
      expect(await card.getByRole('img').getAttribute('alt')).toContain(item.title)
    }

    const first = cards.first().getByRole('link', { name: /View Live Site/ })
    const href = await first.getAttribute('href')
    const [popup] = await Promise.all([context.waitForEvent('page'), first.click()])
    await popup.waitForLoadState('domcontentloaded')
    expect(new URL(popup.url()).pathname).toBe(href)
    expect(page.url()).toMatch(/\/portfolio$/)
    await popup.close()
  })

  // Each seeded item links to a browsable copy of the site, served at its folder address.
  it('opens a live site that actually loads', async () => {
    const { page, context } = await session.open()
    await gotoApp(page, '/portfolio')
    const link = page
      .getByRole('list', { name: 'Websites we have built' })
      .getByRole('link', { name: /View Live Site/ })
      .first()
    const href = await link.getAttribute('href')
    const [response] = await Promise.all([
      context.waitForEvent('response', (r) => new URL(r.url()).pathname === href),
      link.click(),
    ])
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/html/)
  })

  it('paints the list from the page itself, with no call to the API', async () => {
    const { page } = await session.open()
    const calls: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/portfolio') calls.push(r.url())
    })
    // Before any script runs, the served HTML already holds every card.
    const html = await (await page.request.get('/portfolio')).text()
    for (const item of SEEDED) expect(html).toContain(item.title.replace('&', '&amp;'))
    await gotoApp(page, '/portfolio')
    await page.getByRole('list', { name: 'Websites we have built' }).waitFor()
    expect(calls).toEqual([])
  })

  // Reached from another page in the browser, the portfolio page asks the API, showing a spinner meanwhile.
  it('says No Portfolio Items Yet when there are none', async () => {
    const { page } = await session.open()
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/portfolio', async (route) => {
      await answered
      await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
    })
    await gotoApp(page, '/support')
    // The footer hydrates as it comes near the viewport (its code loads then); a click before that is a plain
    // page load, which paints the portfolio from the page itself.
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Portfolio', exact: true })
    await link.scrollIntoViewIfNeeded()
    await link.evaluate(
      (a) =>
        new Promise<void>((resolve) => {
          const check = () =>
            Object.keys(a).some((k) => k.startsWith('__reactFiber')) ? resolve() : setTimeout(check, 20)
          check()
        }),
    )
    await link.click()
    await page.getByRole('status').filter({ hasText: 'Loading portfolio' }).waitFor()
    answer()
    await page.getByRole('heading', { name: 'No Portfolio Items Yet' }).waitFor()
    await page.getByText('Check back soon to see our latest work!').waitFor()
    expect(await page.getByRole('list', { name: 'Websites we have built' }).count()).toBe(0)
  })
})

describe('support center', () => {
  it('names all six problems of an empty request', async () => {
    const { page } = await session.open()
    await gotoApp(page, '/support')
    await page.getByRole('heading', { level: 1, name: 'Support Center' }).waitFor()
    await page.getByRole('button', { name: 'Submit Request' }).click()
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Submit Request' }) })
    await expect
      .poll(() => form.getByRole('alert').allTextContents())
      .toEqual([
        'Name is required',
        'Valid email is required',
        'Subject is required',
        'Priority is required',
        'Category is required',
        'Message must be at least 10 characters',
      ])
  })

  it('files a valid request: Support Request Submitted, an empty form and an acknowledgement mail', async () => {
    const { page } = await session.open()
    await gotoApp(page, '/support')
    const email = `support-${Date.now()}@example.com`
    const name = page.getByLabel('Your Name')
    await name.fill('Owen Pritchard')
    await page.getByLabel('Email Address').fill(email)
    await page.getByLabel('Subject').fill('Contact form is not sending')
    await page.getByLabel('Priority').selectOption('high')
    await page.getByLabel('Category').selectOption('technical')
    await page.getByLabel('Message', { exact: true }).fill('Enquiries from my contact page never arrive.')
    await page.getByRole('button', { name: 'Submit Request' }).click()

    const toast = toastWith(page, 'Support Request Submitted')
    await toast.waitFor()
    expect(await toast.textContent()).toContain("We'll get back to you within 4 hours!")
    await expect.poll(() => name.inputValue()).toBe('')
    expect(await page.getByLabel('Email Address').inputValue()).toBe('')
    expect(await page.getByLabel('Subject').inputValue()).toBe('')
    expect(await page.getByLabel('Priority').inputValue()).toBe('')
    expect(await page.getByLabel('Category').inputValue()).toBe('')
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('')

    const mail = await waitForMail(email, 'support-ack')
    expect(mail.subject).toMatch(/^Support request #\d+ received$/)
  })
})

describe('legal pages', () => {
  it('terms of service: dated June 2025, every section, and no 30-day money-back promise', async () => {
    const { page } = await session.open()
    await gotoApp(page, '/terms-of-service')
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor()
    await page.getByText('Last updated: June 2025').waitFor()
    for (const title of [
      'Why our service exists',
      'Agreement to these terms',
      'What is and is not included',
      'Delivery',
      'Pricing',
      'Maintenance',
      'Payment',
      'Your responsibilities',
      'Refund policy',
      'Intellectual property',
      'Liability',
      'Termination',
      'Governing law',
      'Contact us',
      'Changes to these terms',
    ]) {
      expect(
        await page.getByRole('heading', { level: 2, name: new RegExp(`${title}$`, 'i') }).count(),
        title,
      ).toBe(1)
    }
    const text = (await page.locator('main').textContent()) ?? ''
    expect(text).toMatch(/England and Wales/)
    expect(text).not.toMatch(/30[- ]day money[- ]back/i)
    expect(text).toMatch(/money back within 7 days after delivery/)
    await page.getByRole('link', { name: 'Back to Home' }).waitFor()
  })

  it('privacy policy: GDPR rights and the company address in the UK', async () => {
    const { page } = await session.open()
    await gotoApp(page, '/privacy-policy')
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor()
    await page.getByRole('heading', { level: 2, name: /Your rights under UK GDPR/ }).waitFor()
    const address = page.locator('main address')
    expect(await address.textContent()).toMatch(/London.*United Kingdom/)
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
  })
})

describe('not-found page and redirects', () => {
  it('answers an unknown path with 404 and a way back', async () => {
    const { page } = await session.open()
    const response = await gotoApp(page, '/no-such-page')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }).waitFor()
    expect(await page.getByRole('link', { name: 'Get Help' }).getAttribute('href')).toBe('/#contact')
    const quick = page.getByRole('navigation', { name: 'Quick links' })
    expect(await quick.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/',
      '/#pricing',
      '/login',
      '/support',
    ])
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await page.waitForURL((u) => u.pathname === '/')
    await page.getByRole('heading', { level: 1, name: /A professional website for your business/ }).waitFor()
  })

  it('sends /register to /#pricing', async () => {
    const { page } = await session.open()
    await page.goto('/register')
    await page.waitForURL((u) => u.pathname === '/' && u.hash === '#pricing')
    expect(pathOf(page)).toBe('/#pricing')
    await page.locator('#pricing').waitFor()
  })
})
