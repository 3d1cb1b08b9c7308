import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  browserSession,
  gotoApp,
  pathOf,
  seedSignedInCustomer,
  storedJson,
  toastWith,
  waitForMail,
} from './support/browser'
import { addonToggle, openOrderDialog, orderTotal } from './support/landing'

// Sign-in codes are limited per address (5 an hour, 30 s apart) and per network (20 an hour): each test here
// uses its own e-mail address and asks for one code, and each browser context has its own client address.

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

const ADMIN = { email: 'admin@sitecraft.test', password: 'e2e-admin-password-1' }

/** The 6-digit code in the newest sign-in mail for `email`. */
async function signInCode(email: string): Promise<string> {
  const mail = await waitForMail(email, 'sign-in-code')
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in the sign-in mail: ${mail.text}`)
  return code
}

/** /login, step 1: asks for a code for `email` and waits for the code step. */
async function requestCode(page: Page, email: string) {
  await gotoApp(page, '/login')
  await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor()
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send sign-in code' }).click()
  await toastWith(page, 'OTP Sent').waitFor()
  await page.getByRole('heading', { level: 1, name: 'Enter your sign-in code' }).waitFor()
}

async function adminSignIn(page: Page, password = ADMIN.password) {
  await gotoApp(page, '/admin-login')
  await page.getByRole('heading', { level: 1, name: 'Admin sign in' }).waitFor()
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

async function adminPanel(page: Page) {
  await adminSignIn(page)
  await page.waitForURL((u) => u.pathname === '/admin')
  await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor()
}

describe('customer sign-in', () => {
  it('a visitor orders, signs in with the mailed code and reaches /checkout with the order kept', async () => {
    const { page } = await session.open()
    await gotoApp(page, '/')
    const dialog = await openOrderDialog(page)
    await dialog.getByLabel(/Extra pages/).fill('2')
    await addonToggle(dialog, 'Blog').click()
    await expect.poll(() => orderTotal(dialog).textContent()).toBe('$135')
    await dialog.getByRole('button', { name: 'Create Account & Place Order' }).click()
    await page.waitForURL((u) => u.pathname === '/login')
    const order = await storedJson<Record<string, unknown>>(page, 'pendingOrder')
    expect(order).toMatchObject({ extraPages: 2, selectedAddons: ['Blog ($25)'], total: 135 })

    const email = `buyer-${Date.now()}@example.com`
    await requestCode(page, email)
    await page.getByLabel('Sign-in code').fill(await signInCode(email))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()

    const welcome = toastWith(page, 'Login Successful')
    await welcome.waitFor()
    expect(await welcome.textContent()).toContain("Now let's complete your payment")
    await page.waitForURL((u) => u.pathname === '/checkout')
    expect(pathOf(page)).toBe('/checkout')
    expect(await storedJson(page, 'pendingOrder')).toEqual(order)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()

    // The header now shows the account instead of Sign In.
    const header = page.getByRole('banner')
    const account = header.getByRole('button', { name: `Account menu for ${email}` })
    await account.waitFor()
    expect(await header.getByRole('link', { name: 'Sign In' }).count()).toBe(0)
    await account.click()
    expect(await header.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard')
    await header.getByRole('button', { name: 'Log out' }).waitFor()
  })

  it('refuses a wrong code with Invalid OTP, and Change email goes back to the e-mail step', async () => {
    const { page, allowErrors } = await session.open()
    // The refused code is a 400 answer, which the browser logs.
    allowErrors(/status of 400/)
    const email = `wrong-code-${Date.now()}@example.com`
    await requestCode(page, email)
    const code = await signInCode(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')

    const field = page.getByLabel('Sign-in code')
    await field.fill(wrong)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    const refused = toastWith(page, 'Invalid OTP')
    await refused.waitFor()
    await refused.getByText('Error', { exact: true }).waitFor()
    expect(pathOf(page)).toBe('/login')
    await expect.poll(() => field.inputValue()).toBe('')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

    // Fewer than six digits never reaches the server.
    await field.fill('123')
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await page.getByRole('alert').filter({ hasText: 'OTP must be 6 digits' }).waitFor()

    await page.getByRole('button', { name: 'Change email' }).click()
    await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor()
    expect(await page.getByLabel('Email address').inputValue()).toBe(email)
    await page.getByRole('button', { name: 'Send sign-in code' }).waitFor()
  })

  it('sends a signed-out visitor from /dashboard to /login', async () => {
    const { page } = await session.open()
    await page.goto('/dashboard')
    await page.waitForURL((u) => u.pathname === '/login')
    await waitForHeading(page, 'Sign in to your account')
    expect(await page.getByRole('link', { name: 'Order your website' }).getAttribute('href')).toBe(
      '/#pricing',
    )
  })
})

describe('a customer seeded directly', () => {
  it('opens /dashboard already signed in, without the sign-in steps', async () => {
    const { page, context } = await session.open()
    const seeded = await seedSignedInCustomer(context, { firstName: 'Seeded' })
    await gotoApp(page, '/dashboard')
    await page.getByRole('heading', { level: 1, name: /Welcome back, Seeded!/ }).waitFor()
    expect(pathOf(page)).toBe('/dashboard')
    expect(seeded.user.email).toMatch(/@example\.com$/)
  })
  it('sends a customer who opens a staff area back to their own dashboard, still signed in', async () => {
    const { page, context } = await session.open()
    await seedSignedInCustomer(context, { firstName: 'Wanderer' })
    for (const area of ['/admin', '/admin/users', '/cfo-dashboard']) {
      await gotoApp(page, area)
      await page.waitForURL((u) => u.pathname === '/dashboard')
      await page.getByRole('heading', { level: 1, name: /Welcome back, Wanderer!/ }).waitFor()
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull()
    }
  })
})

describe('admin sign-in', () => {
  it('refuses a wrong password with Login Failed', async () => {
    const { page, allowErrors } = await session.open()
    allowErrors(/status of 401/)
    await adminSignIn(page, 'not-the-password')
    const failed = toastWith(page, 'Login Failed')
    await failed.waitFor()
    expect(await failed.textContent()).toContain('Invalid admin credentials')
    expect(pathOf(page)).toBe('/admin-login')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  it('signs in, shows the Administrator badge and the overview figures, and logs out', async () => {
    const { page } = await session.open()
    await adminPanel(page)
    await page.getByText('Administrator', { exact: true }).first().waitFor()
    expect(await page.getByText('Administrator', { exact: true }).first().isVisible()).toBe(true)
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor()

    const figure = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]')
    await figure('Total Users').waitFor()
    // The figures are the server's: the same numbers its stats call gives this session.
    const stats = await page.evaluate(async () => {
      const res = await fetch('/api/admin/stats', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      })
      return (await res.json()) as {
        totalUsers: number
        activeProjects: number
        openTickets: number
        totalRevenueCents: number
      }
    })
    expect(await figure('Total Users').textContent()).toBe(String(stats.totalUsers))
    expect(await figure('Active Projects').textContent()).toBe(String(stats.activeProjects))
    expect(await figure('Open Tickets').textContent()).toBe(String(stats.openTickets))
    const revenue = await figure('Total Revenue').textContent()
    expect(revenue).toMatch(/^\$[\d,]+\.\d{2}$/)
    expect(Math.round(Number(revenue!.replace(/[$,]/g, '')) * 100)).toBe(stats.totalRevenueCents)

    await page.getByRole('button', { name: 'Logout' }).click()
    await toastWith(page, 'Logged Out').waitFor()
    await page.waitForURL((u) => u.pathname === '/admin-login')
    await waitForHeading(page, 'Admin sign in')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  it('creates a customer account from the Users tab', async () => {
    const { page } = await session.open()
    await adminPanel(page)
    await page.getByRole('tab', { name: 'Users' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Users' })
    await panel.getByRole('heading', { name: 'All users' }).waitFor()
    await panel.getByRole('button', { name: 'Add User' }).click()

    const dialog = page.getByRole('dialog', { name: 'Create user account' })
    await dialog.waitFor()
    const submit = dialog.getByRole('button', { name: 'Create account' })
    await submit.click()
    const alerts = dialog.getByRole('alert')
    await expect.poll(() => alerts.count()).toBeGreaterThanOrEqual(4)
    const messages = await alerts.allTextContents()
    for (const m of [
      'Valid email is required',
      'First name is required',
      'Last name is required',
      'Password must be at least 6 characters',
    ]) {
      expect(messages).toContain(m)
    }

    const email = `created-${Date.now()}@example.com`
    await dialog.getByLabel('First name').fill('Rosa')
    await dialog.getByLabel('Last name').fill('Delgado')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password', { exact: true }).fill('s3cret-pass')
    await dialog.getByLabel('Confirm password').fill('s3cret-pasz')
    await submit.click()
    await expect.poll(() => alerts.allTextContents()).toEqual(["Passwords don't match"])
    expect(await dialog.getByLabel('Confirm password').getAttribute('aria-invalid')).toBe('true')

    await dialog.getByLabel('Confirm password').fill('s3cret-pass')
    await submit.click()
    const created = toastWith(page, 'User Created Successfully')
    await created.waitFor()
    expect(await created.textContent()).toContain('Rosa Delgado')
    await dialog.waitFor({ state: 'hidden' })

    const row = panel.getByRole('row').filter({ hasText: email })
    await row.waitFor()
    expect(await row.textContent()).toContain('Rosa Delgado')
  })
})

describe('admin sections in the address', () => {
  it('keeps the section across reload and back/forward, moves by keyboard, and answers an unknown one with 404', async () => {
    const { page } = await session.open()
    await adminPanel(page)
    await page.getByRole('tab', { name: 'Users' }).click()
    await page.waitForURL((u) => u.pathname === '/admin/users')
    await page.getByRole('tabpanel', { name: 'Users' }).getByRole('heading', { name: 'All users' }).waitFor()

    await page.reload()
    await page.getByRole('tab', { name: 'Users', selected: true }).waitFor()
    await page.getByRole('tabpanel', { name: 'Users' }).getByRole('heading', { name: 'All users' }).waitFor()

    await page.goBack()
    await page.waitForURL((u) => u.pathname === '/admin')
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor()
    await page.goForward()
    await page.getByRole('tab', { name: 'Users', selected: true }).waitFor()

    // Arrow keys move along the tabs and open each section.
    await page.getByRole('tab', { name: 'Users' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('tab', { name: 'Projects', selected: true }).waitFor()
    await page.waitForURL((u) => u.pathname === '/admin/projects')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Projects')

    const response = await page.goto('/admin/no-such-section')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }).waitFor()
  })
})

async function waitForHeading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor()
}

describe('a new staff account', () => {
  it('sets its first password from the one-time setup link, then signs in with it', async () => {
    const { page } = await session.open()
    const email = `new-cfo-${Date.now()}@sitecraft.test`
    const res = await fetch(`${baseUrl()}/dev/seed/staff-setup-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'cfo', email }),
    })
    const { path } = (await res.json()) as { path: string }
    expect(path).toMatch(/^\/account-setup#token=/)

    await gotoApp(page, path)
    await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor()
    await page.getByLabel('New password').fill('the new finance password')
    await page.getByLabel('Confirm password').fill('the new finance password')
    await page.getByRole('button', { name: 'Set password' }).click()
    await page.waitForURL((u) => u.pathname === '/cfo-login')
    await toastWith(page, 'Password set').waitFor()

    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('the new finance password')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((u) => u.pathname === '/cfo-dashboard')
    await page.getByRole('heading', { level: 1, name: 'Financial Dashboard' }).waitFor()
  })
})
