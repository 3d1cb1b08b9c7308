// A staff account without an authenticator, where the rule applies (always in production): its area offers only
// enrolment, and opens once the authenticator is on. Its own server, with the rule on.
import { TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { DESKTOP, gotoApp } from './support/browser'
import { ownServerAndBrowser } from './support/own-server'

const own = ownServerAndBrowser('enrol', { STAFF_TOTP: 'required', TEST_SEED_ROUTES: 'true' })

/**
 * A new admin account with its first password set, as its one-time setup link sets it: a fresh one for every
 * attempt, since an attempt that got as far as enrolling leaves its account enrolled.
 */
async function newAdmin() {
  const admin = { email: `enrol-admin-${Date.now()}@sitecraft.test`, password: 'enrolment-admin-password' }
  const post = (path: string, body: object) =>
    fetch(`${own.server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const link = await post('/dev/seed/staff-setup-link', { role: 'admin', email: admin.email })
  const { path } = (await link.json()) as { path: string }
  const token = new URLSearchParams(path.split('#')[1]).get('token')
  const set = await post('/api/auth/setup-password', { token, password: admin.password })
  expect(set.status).toBe(200)
  return admin
}

describe('an admin without an authenticator', () => {
  it('sees only the enrolment step, enrols, and then reaches the panel', async () => {
    const admin = await newAdmin()
    const page = await own.browser.newPage({ viewport: DESKTOP, baseURL: own.server.baseUrl })
    await gotoApp(page, '/admin-login')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((u) => u.pathname === '/admin')
    // The enrolment step opens by itself over the gate; the panel itself is not there.
    await page.getByRole('dialog', { name: 'Set up your authenticator' }).waitFor()
    expect(await page.getByText('Set up two-factor authentication', { exact: true }).count()).toBe(1)
    expect(await page.getByText('Admin Panel', { exact: true }).count()).toBe(0)

    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Password').fill(admin.password)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    const secret = (await dialog.locator('code').first().textContent())!.trim()
    const code = new TOTP({ secret, digits: 6, period: 30 }).generate()
    await dialog.getByLabel('6-digit code from the app').fill(code)
    await dialog.getByRole('button', { name: 'Turn on two-factor authentication' }).click()
    await dialog.getByRole('heading', { name: 'Save your recovery codes' }).waitFor()
    await dialog.getByRole('button', { name: 'I have saved them' }).click()

    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull()
    await page.close()
  })
})
