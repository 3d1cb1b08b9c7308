import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { browserSession, gotoApp, hydrateSection, toastWith, waitForMail } from './support/browser'

// The server allows 5 contact requests an hour from one address, and every browser request here comes from
// 127.0.0.1: this file sends two real ones (the failure case is answered by the test itself).

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

async function openContactForm(page: Page) {
  await gotoApp(page, '/')
  await hydrateSection(page, 'contact')
  const form = page.getByRole('form', { name: 'Project details' })
  return {
    form,
    name: form.getByLabel('Your Name *'),
    email: form.getByLabel('Email Address *'),
    countryCode: form.getByLabel('Country code'),
    phone: form.getByLabel('Phone Number'),
    businessType: form.getByLabel('Business Type'),
    details: form.getByLabel('Project Details *'),
    timeline: form.getByLabel('Timeline'),
    submit: form.getByRole('button', { name: 'Send My Project Details' }),
  }
}

type ContactForm = Awaited<ReturnType<typeof openContactForm>>

async function fillValid(f: ContactForm, email: string) {
  await f.name.fill('Dana Whitmore')
  await f.email.fill(email)
  await f.countryCode.selectOption('+44')
  await f.phone.fill('20 7946 0000')
  await f.businessType.selectOption('fitness')
  await f.details.fill(
    'A five-page site for my yoga studio with a class timetable and a booking enquiry form.',
  )
  await f.timeline.selectOption('2-weeks')
}

async function expectReset(f: ContactForm) {
  await expect.poll(() => f.name.inputValue()).toBe('')
  expect(await f.email.inputValue()).toBe('')
  expect(await f.countryCode.inputValue()).toBe('+1')
  expect(await f.phone.inputValue()).toBe('')
  expect(await f.businessType.inputValue()).toBe('')
  expect(await f.details.inputValue()).toBe('')
  expect(await f.timeline.inputValue()).toBe('')
}

describe('contact form', () => {
  it('names every missing required field, and a malformed e-mail', async () => {
    const { page } = await session.open()
    const f = await openContactForm(page)
    let requests = 0
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/contact') requests++
    })

    await f.submit.click()
    const alerts = f.form.getByRole('alert')
    await expect
      .poll(() => alerts.allTextContents())
      .toEqual(['Name is required', 'Valid email is required', 'Project details are required'])
    expect(await f.name.getAttribute('aria-invalid')).toBe('true')

    await f.name.fill('Dana Whitmore')
    await f.email.fill('dana.at.example')
    await f.details.fill('A site for my studio.')
    await f.submit.click()
    await expect.poll(() => alerts.allTextContents()).toEqual(['Valid email is required'])
    expect(requests).toBe(0)
  })

  it('sends a valid enquiry: Message Sent!, an empty form and an acknowledgement mail', async () => {
    const { page } = await session.open()
    const f = await openContactForm(page)
    const email = `contact-ok-${Date.now()}@example.com`
    await fillValid(f, email)
    await f.submit.click()

    const toast = toastWith(page, 'Message Sent!')
    await toast.waitFor()
    expect(await toast.textContent()).toContain(
      "We'll get back to you within 24 hours with a detailed proposal.",
    )
    await expectReset(f)
    expect(await f.form.getByRole('alert').count()).toBe(0)

    const mail = await waitForMail(email, 'contact-ack')
    expect(mail.subject).toBe('We received your project details')
    expect(mail.text).toContain('Thanks for getting in touch!')
    expect(mail.text).not.toContain('Dana Whitmore')
  })

  it('shows Sending... on a disabled button while the request is pending', async () => {
    const { page } = await session.open()
    const f = await openContactForm(page)
    let release!: () => void
    const released = new Promise<void>((r) => (release = r))
    let seen!: () => void
    const requestSeen = new Promise<void>((r) => (seen = r))
    await page.route('**/api/contact', async (route) => {
      seen()
      await released
      await route.continue()
    })

    await fillValid(f, `contact-slow-${Date.now()}@example.com`)
    await f.submit.click()
    await requestSeen
    const pending = f.form.getByRole('button', { name: /Sending\.\.\./ })
    await pending.waitFor()
    expect(await pending.isDisabled()).toBe(true)
    expect(await f.name.inputValue()).toBe('Dana Whitmore')

    release()
    await toastWith(page, 'Message Sent!').waitFor()
    await f.submit.waitFor()
    expect(await f.submit.isEnabled()).toBe(true)
    await expectReset(f)
  })

  it('reports a server failure with its message and keeps what was typed', async () => {
    const { page, allowErrors } = await session.open()
    // The browser logs the refused request itself; that is the point of this test.
    allowErrors(/status of 500/)
    const f = await openContactForm(page)
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Our mail service is unavailable right now.' }),
      }),
    )
    const email = `contact-fail-${Date.now()}@example.com`
    await fillValid(f, email)
    await f.submit.click()

    const toast = toastWith(page, 'Our mail service is unavailable right now.')
    await toast.waitFor()
    await toast.getByText('Error', { exact: true }).waitFor()
    expect(await f.name.inputValue()).toBe('Dana Whitmore')
    expect(await f.email.inputValue()).toBe(email)
    expect(await f.countryCode.inputValue()).toBe('+44')
    expect(await f.phone.inputValue()).toBe('20 7946 0000')
    expect(await f.businessType.inputValue()).toBe('fitness')
    expect(await f.details.inputValue()).toMatch(/^A five-page site for my yoga studio/)
    expect(await f.timeline.inputValue()).toBe('2-weeks')
    expect(await f.submit.isEnabled()).toBe(true)
  })
})
