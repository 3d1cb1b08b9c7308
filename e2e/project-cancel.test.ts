// An admin cancels a paid project from the Projects tab with part of its money refunded: the status picker's
// Cancelled asks about the refund, says what will happen, then refunds and cancels in one go; the client's mail says
// what happens to their money. At desktop width, screenshotted (in .tmp/screenshots) and checked with axe.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import {
  api,
  browserSession,
  DESKTOP,
  gotoApp,
  horizontalOverflow,
  seedSignedInCustomer,
  seedStaff,
  seriousA11yViolations,
  signInWith,
  toastWith,
  waitForMail,
} from './support/browser'

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '.tmp', 'screenshots')
const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

const stamp = Date.now()
const TITLE = `Seaside Yoga ${stamp}`

/** A paid project with a real invoice and card payment: the checkout the card form makes, through the API. */
async function paidProject(token: string) {
  const intent = await api<{ clientSecret: string }>('POST', '/api/create-payment-intent', token, {
    orderDetails: { title: TITLE, businessType: 'fitness', extraPages: 1, selectedAddons: ['blog'] },
    billing: { name: 'Maya Lin', company: 'Seaside Yoga Ltd' },
  })
  const paid = await api<{ status: string }>('POST', '/api/test-payments/confirm', token, {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  })
  expect(paid.status).toBe('succeeded')
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  // Not half-way through a dialog's fade-in.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) })
  expect(await horizontalOverflow(page), `${name} overflows`).toBe(0)
  expect(await seriousA11yViolations(page), name).toEqual([])
}

it('cancels a paid project with part of its money refunded, and the client is told what happens to it', async () => {
  const client = await session.open({ viewport: DESKTOP })
  const customer = await seedSignedInCustomer(client.context, { firstName: 'Maya' })
  await paidProject(customer.token)

  const { page, context } = await session.open({ viewport: DESKTOP })
  const adminToken = await seedStaff('admin', `cancel-admin-${stamp}@sitecraft.test`)
  await signInWith(context, adminToken)
  await gotoApp(page, '/admin/projects')
  const card = page
    .getByRole('list', { name: 'Projects' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name: TITLE }) })
  await card.waitFor()

  await card.getByRole('button', { name: 'Update Status' }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Project Status' })
  await dialog.getByLabel('Status').selectOption('cancelled')
  const refund = dialog.getByRole('group', { name: 'Refund' })
  await refund.getByLabel('Full: $130.00').waitFor()
  expect(await refund.getByLabel('Full: $130.00').isChecked()).toBe(true)
  await refund.getByLabel('Part of it').check()
  await dialog.getByLabel('Refund amount ($)').fill('25')
  await dialog
    .getByLabel('Note (optional)')
    .fill('The studio could not start on time; the design fee is kept.')
  await dialog.getByRole('button', { name: 'Cancel Project' }).click()

  const confirm = dialog.getByRole('group', { name: `Cancel ${TITLE} and refund $25.00?` })
  await confirm.waitFor()
  expect(await confirm.textContent()).toContain('$25.00 goes back to the card the client paid with')
  await shot(page, 'project-cancel-confirm-1440')

  await confirm.getByRole('button', { name: 'Cancel and refund $25.00' }).click()
  await toastWith(page, 'Project Cancelled').waitFor()
  await dialog.waitFor({ state: 'detached' })
  await card.getByText('Cancelled', { exact: true }).waitFor()
  await shot(page, 'project-cancel-done-1440')

  const mail = await waitForMail(customer.user.email, 'project-status_set')
  expect(mail.subject).toBe(`Your project "${TITLE}" has been cancelled`)
  expect(mail.text).toContain(
    'We have refunded $25.00 of your $130.00 payment to your card; it reaches you in 5-10 business days. The remaining $105.00 is not refunded.',
  )
  expect((await waitForMail(customer.user.email, 'refund')).subject).toContain('refund of $25.00')

  // The figures follow: the refund is in the finance report's refunds.
  const cfo = await seedStaff('cfo', `cancel-cfo-${stamp}@sitecraft.test`)
  const stats = await api<{ refundedAmountCents: number }>('GET', '/api/cfo/stats?days=30', cfo)
  expect(stats.refundedAmountCents).toBeGreaterThanOrEqual(25_00)
})
