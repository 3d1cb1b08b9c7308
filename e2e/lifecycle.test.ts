// A project's whole life with the client and the studio side by side: paid (a real checkout) → requirements →
// the admin publishes two design samples → the client picks one → development → final review → a revision →
// review again → approval → delivery with its free month → the client's access details, invoice PDF, free month,
// notifications and timeline. Then the dashboard, the project dialog and the admin Projects tab at phone and
// desktop width, screenshotted and checked with axe.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  browserSession,
  DESKTOP,
  gotoApp,
  horizontalOverflow,
  PHONE,
  seedSignedInCustomer,
  seedStaff,
  seriousA11yViolations,
  signInWith,
  toastWith,
} from './support/browser'

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '.tmp', 'screenshots')
const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

// The samples' pictures: any http(s) address works; here two of the site's own portfolio images.
const SAMPLE_IMAGES = ['/portfolio/pulse-fitness.jpg', '/portfolio/willow-realty.jpg']
// A picture on this site (the studio's own), as an admin gives one: a path, or an https address on a public host.
const sampleImage = (n: number) => SAMPLE_IMAGES[n - 1]!

const stamp = Date.now()
const TITLE = `Harbour Gym ${stamp}`
const STAGING = `https://staging-${stamp}.example.com/`
const LIVE = `https://harbour-gym-${stamp}.example.com/`
const ADMIN_PASSWORD = 'kettlebell-Sunrise-42'

/** Who the journey made, once it has delivered the project: the width checks after it look at that state. */
let made: { clientToken: string; adminToken: string } | undefined

/** A paid project with a real invoice: the checkout the card form makes, through the API. */
async function paidProject(token: string): Promise<number> {
  const intent = await api<{ clientSecret: string; orderId: number }>(
    'POST',
    '/api/create-payment-intent',
    token,
    {
      orderDetails: { title: TITLE, businessType: 'fitness', extraPages: 1, selectedAddons: ['blog'] },
      billing: { name: 'Ada Lovelace', company: 'Harbour Gym Ltd' },
    },
  )
  const paid = await api<{ status: string }>('POST', '/api/test-payments/confirm', token, {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  })
  expect(paid.status).toBe('succeeded')
  const projects = await api<Array<{ id: number; title: string }>>('GET', '/api/dashboard/projects', token)
  const project = projects.find((p) => p.title === TITLE)
  if (!project) throw new Error('the paid order made no project')
  return project.id
}

async function submitRequirements(token: string, projectId: number) {
  await api('POST', '/api/projects/setup', token, {
    projectId,
    companyName: 'Harbour Gym Ltd',
    companyUSP: 'Open at 5 am, by the sea',
    shortDescription: 'A seaside gym in Whitby',
    longDescription:
      'Strength and conditioning classes, personal training and open gym time for the whole town, all year round.',
    businessEmail: 'hello@harbourgym.example',
    businessPhone: '+44 1947 000000',
    businessAddress: '3 Pier Road, Whitby',
    preferredColors: 'Navy and white',
    pagesNeeded: 'Home, Classes, Trainers, Prices, Contact',
    targetAudience: 'Locals who want to get fit',
    callToAction: 'Book a free session',
  })
}

async function seedAdmin(context: BrowserContext): Promise<string> {
  const token = await seedStaff('admin', `admin-${stamp}@sitecraft.test`)
  await signInWith(context, token)
  return token
}

/** The project's card on the admin Projects tab. */
function adminCard(page: Page): Locator {
  return page
    .getByRole('list', { name: 'Projects' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name: TITLE }) })
}

/** The client's card of the project (on the current dashboard tab). */
function clientCard(page: Page): Locator {
  return page.getByRole('article', { name: TITLE })
}

async function openAdminProjects(page: Page) {
  await gotoApp(page, '/admin/projects')
  await adminCard(page).waitFor()
  return adminCard(page)
}

/** Opens the dashboard's projects and, from its card's link, the project's page, fresh from the server. */
async function openClientProject(page: Page): Promise<Locator> {
  await gotoApp(page, '/dashboard/projects')
  await clientCard(page).waitFor()
  await page.getByRole('link', { name: `View Details of ${TITLE}` }).click()
  const main = page.getByRole('main')
  await main.getByRole('heading', { name: 'Timeline' }).waitFor()
  return main
}

async function addSample(page: Page, card: Locator, title: string, n: number) {
  await card.getByRole('button', { name: 'Add Sample' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Design Sample' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Image URL').fill(sampleImage(n))
  await dialog.getByLabel('Description (optional)').fill(`Design ${n}: bold type over a photo of the bay.`)
  await dialog.getByRole('button', { name: 'Add Sample' }).click()
  await toastWith(page, 'Design Sample Added').filter({ hasText: title }).waitFor()
  await dialog.waitFor({ state: 'detached' })
}

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`

/** The text of every page of a PDF. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl })
    .promise
  let text = ''
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent()
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n'
  }
  await doc.destroy()
  return text
}

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

describe('project lifecycle', () => {
  it('goes from paid to delivered with the client and the admin side by side', async () => {
    const client = await session.open()
    const admin = await session.open()
    const c = client.page
    const a = admin.page

    // 1. Paid (a real checkout) and requirements in, both through the API; the dashboard shows Pending Design.
    const seeded = await seedSignedInCustomer(client.context, { firstName: 'Ada' })
    const projectId = await paidProject(seeded.token)
    await submitRequirements(seeded.token, projectId)
    const adminToken = await seedAdmin(admin.context)

    await gotoApp(c, '/dashboard')
    await c.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' }).waitFor()
    await clientCard(c).filter({ hasText: 'Pending Design' }).waitFor()

    // 2. The admin publishes two design samples on the project's card.
    let card = await openAdminProjects(a)
    await card.getByText('Pending Design').waitFor()
    await addSample(a, card, 'Tideline', 1)
    await addSample(a, card, 'Harbour Lights', 2)
    await card.getByRole('heading', { name: 'Design samples (2)' }).waitFor()
    await card.getByText('Design Samples Ready').waitFor()
    await saveShot(a, 'lifecycle-admin-samples-1440')

    // 3. The client picks the second sample with a note.
    await gotoApp(c, '/dashboard')
    await clientCard(c).filter({ hasText: 'Design Samples Ready' }).waitFor()
    let dialog = await openClientProject(c)
    await dialog.getByRole('heading', { name: 'Choose your design' }).waitFor()
    await dialog.getByRole('radio', { name: /Choose Tideline$/ }).waitFor()
    // The pictures show (the pages allow images from any https address and their own).
    const picture = dialog.getByRole('img', { name: 'Design sample: Harbour Lights' })
    expect(await picture.getAttribute('src')).toBe(sampleImage(2))
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await check(c, 'lifecycle-choose-design-1440', { fullPage: false })
    await dialog.getByRole('radio', { name: /Choose Harbour Lights$/ }).check()
    await dialog
      .getByLabel('Feedback for our designers (optional)')
      .fill('Could the header be a touch darker?')
    await dialog.getByRole('button', { name: 'Select This Design' }).click()
    await toastWith(c, 'Design Selected').waitFor()
    await dialog.getByText('Selected by Client').waitFor()
    await expect.poll(() => dialog.locator('dl').first().textContent()).toContain('Design Selected')
    await c.keyboard.press('Escape')

    // 4. The admin starts development, with a note, then sends the staging site for the final review.
    card = await openAdminProjects(a)
    await card.getByText('Selected by Client').waitFor()
    await card.getByText('Client feedback:').waitFor()
    await card.getByRole('button', { name: 'Update Status' }).click()
    let adminDialog = a.getByRole('dialog', { name: 'Update Project Status' })
    await adminDialog.getByLabel('Status').selectOption({ label: 'Under Development' })
    await adminDialog.getByLabel('Note (optional)').fill('Building the pages with the darker header.')
    await adminDialog.getByRole('button', { name: 'Update Status' }).click()
    await toastWith(a, 'Project Updated!').waitFor()
    await card.getByRole('heading', { name: 'Submit for Final Review' }).waitFor()
    expect(await card.getByRole('button', { name: 'Deliver Project' }).count()).toBe(0)
    await saveShot(a, 'lifecycle-admin-review-form-1440')
    await card.getByLabel('Staging URL').fill(STAGING)
    await card.getByLabel('Notes (optional)').fill('Start with the Classes page.')
    // A screenshot of the staging site's home page goes with it, for the client to pin comments on.
    await card.locator('input[type=file]').setInputFiles({
      name: 'home-page.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(
        path.resolve(import.meta.dirname, '..', 'public', 'portfolio', 'pulse-fitness.jpg'),
      ),
    })
    await card.getByRole('button', { name: 'Remove home-page.jpg' }).waitFor()
    await expect.poll(() => card.getByRole('progressbar').count()).toBe(0)
    await card.getByRole('button', { name: 'Submit for Final Review' }).click()
    await toastWith(a, 'Submitted for Review').waitFor()
    await card.getByText('Awaiting Approval').waitFor()

    // 5. The client sees the staging site and asks for a change (not before writing it down).
    await gotoApp(c, '/dashboard/projects')
    const awaiting = clientCard(c).filter({ hasText: 'Awaiting Approval' })
    await awaiting.waitFor()
    expect(await awaiting.getByRole('link', { name: /Preview Site/ }).getAttribute('href')).toBe(STAGING)
    dialog = await openClientProject(c)
    expect(await dialog.getByRole('link', { name: /Open the review site/ }).getAttribute('href')).toBe(
      STAGING,
    )
    await check(c, 'lifecycle-final-review-1440', { fullPage: false })
    // The client pins what to change on the studio's screenshot.
    const shot = dialog.getByRole('button', {
      name: 'Pin a comment on home-page.jpg: press where it applies',
    })
    await shot.scrollIntoViewIfNeeded()
    await dialog.getByRole('img', { name: 'Screenshot: home-page.jpg' }).waitFor()
    await shot.click({ position: { x: 80, y: 40 } })
    const pinForm = dialog.getByRole('form', { name: 'New comment on home-page.jpg' })
    await pinForm.getByLabel('Your comment at the marked point').fill('Put the timetable here.')
    await pinForm.getByRole('button', { name: 'Pin Comment' }).click()
    await dialog
      .getByRole('list', { name: 'Comments on home-page.jpg' })
      .getByText('Put the timetable here.')
      .waitFor()
    await check(c, 'lifecycle-review-pins-1440', { fullPage: false })
    const revise = dialog.getByRole('button', { name: 'Request Revisions' })
    expect(await revise.isDisabled()).toBe(true)
    const revisionText = dialog.getByRole('textbox', { name: 'Request revisions' })
    await revisionText.fill('   ')
    expect(await revise.isDisabled()).toBe(true)
    await revisionText.fill('Please put the class timetable on the home page.')
    await revise.click()
    await toastWith(c, 'Revision Requested').waitFor()
    await expect.poll(() => dialog.locator('dl').first().textContent()).toContain('Under Development')
    await c.keyboard.press('Escape')

    // 6. The admin reads the request and sends the site for review again.
    card = await openAdminProjects(a)
    await card.getByText('Please put the class timetable on the home page.').waitFor()
    expect(await card.getByLabel('Staging URL').inputValue()).toBe(STAGING)
    await card.getByRole('button', { name: 'Submit for Final Review' }).click()
    await toastWith(a, 'Submitted for Review').waitFor()
    await card.getByText('Awaiting Approval').waitFor()

    // 7. The client approves.
    dialog = await openClientProject(c)
    await dialog.getByRole('button', { name: 'Approve Website' }).click()
    // It asks first: approval ends the revisions.
    await dialog.getByRole('button', { name: 'Yes, approve it' }).click()
    await toastWith(c, 'Website Approved').waitFor()
    await expect.poll(() => dialog.locator('dl').first().textContent()).toContain('Completed')
    await c.keyboard.press('Escape')

    // 8. Only now may the admin deliver: access details, with the free month of maintenance.
    card = await openAdminProjects(a)
    await card.getByText('Completed', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Deliver Project' }).click()
    adminDialog = a.getByRole('dialog', { name: 'Deliver Project' })
    await adminDialog.getByLabel('Live Website URL').fill(LIVE)
    await adminDialog.getByLabel('Admin Panel URL').fill(`${LIVE}admin`)
    await adminDialog.getByLabel('Admin Username').fill('ada.admin')
    await adminDialog.getByLabel('Admin Password').fill(ADMIN_PASSWORD)
    await adminDialog.getByLabel('Delivery Notes').fill('Your class timetable updates from the admin panel.')
    await saveShot(a, 'lifecycle-admin-deliver-1440', { fullPage: false })
    const maintenance = adminDialog.getByRole('checkbox', { name: /Include 1 month of free maintenance/ })
    if (!(await maintenance.isChecked())) await maintenance.check()
    await adminDialog.getByRole('button', { name: 'Deliver Project' }).click()
    await toastWith(a, 'Project Delivered!').waitFor()
    await card.getByText('Delivered', { exact: true }).waitFor()
    expect(await card.getByRole('button', { name: 'Deliver Project' }).count()).toBe(0)

    // 9. The client's delivered card, the billing tab and the invoice PDF.
    await gotoApp(c, '/dashboard/projects')
    const delivered = clientCard(c)
    await delivered.getByText('Your website is live!').waitFor()
    expect(await delivered.getByRole('link', { name: /Visit Live Site/ }).getAttribute('href')).toBe(LIVE)
    await delivered.getByText('ada.admin').waitFor()
    expect(await delivered.getByText(ADMIN_PASSWORD).count()).toBe(0)
    await delivered.getByRole('button', { name: 'Show Admin password' }).click()
    await delivered.getByText(ADMIN_PASSWORD).waitFor()

    await c.getByRole('tab', { name: 'Billing' }).click()
    const invoice = c.getByRole('listitem').filter({ hasText: /Invoice INV-\d+/ })
    await invoice.first().waitFor()
    expect(await invoice.count()).toBe(1)
    expect(await invoice.textContent()).toContain(TITLE)
    await invoice.getByText('Paid', { exact: true }).waitFor()
    const subscription = c.getByRole('listitem').filter({ hasText: 'Website Maintenance' })
    await subscription.waitFor()
    // The free month: nothing billed, and a paid plan is the client's to choose.
    expect(await subscription.textContent()).toMatch(
      /Included free with your website until .+ Nothing is charged/,
    )
    await subscription.getByText('Free month', { exact: true }).waitFor()
    await c.getByRole('button', { name: 'Choose a plan' }).waitFor()

    const invoiceNumber = /INV-\d+/.exec((await invoice.textContent()) ?? '')![0]
    const amount = /\$\d+\.\d{2}/.exec((await invoice.textContent()) ?? '')![0]
    const [download] = await Promise.all([
      c.waitForEvent('download'),
      invoice.getByRole('button', { name: `Download PDF of invoice ${invoiceNumber}` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`)
    const pdf = readFileSync(await download.path())
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(pdf)
    expect(text).toContain(invoiceNumber)
    expect(text).toContain('Ada Lovelace')
    expect(text).toContain('Harbour Gym Ltd')
    // The order's lines: the package, the extra page and the blog, and the total the Billing tab shows.
    expect(text).toMatch(/Website package \(5 pages\)\s+1\s+\$100\.00/)
    expect(text).toMatch(/Extra pages\s+1\s+\$5\.00/)
    expect(text).toMatch(/Blog\s+1\s+\$25\.00/)
    expect(amount).toBe('$130.00')
    expect(text).toMatch(/Total \(USD\)\s+\$130\.00/)
    expect(text).toContain('PAID')
    mkdirSync(SCREENSHOTS, { recursive: true })
    const pdfFile = path.join(SCREENSHOTS, 'lifecycle-invoice.pdf')
    writeFileSync(pdfFile, pdf)
    if (hasPdftoppm()) {
      execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdfFile, pdfFile.replace(/\.pdf$/, '')])
    }

    // 10. Every step is in the client's notifications and on the project's timeline.
    await c.getByRole('tab', { name: 'Notifications' }).click()
    const notifications = c.getByRole('tabpanel', { name: 'Notifications' })
    await notifications.getByText('Your website is delivered', { exact: true }).waitFor()
    const notified = (await notifications.textContent()) ?? ''
    for (const title of [
      'Requirements received',
      'Design samples ready',
      'Design selected',
      'Development started',
      'Ready for your review',
      'Revision request received',
      'Website approved',
      'Your website is delivered',
    ])
      expect(notified, title).toContain(title)
    expect(notified).toContain(STAGING)

    dialog = await openClientProject(c)
    const steps = await dialog
      .getByRole('region', { name: 'Timeline' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.textContent ?? ''))
    const moves = [
      'Design Samples Ready',
      'Design Selected',
      'Under Development',
      'Awaiting Approval',
      'Under Development',
      'Awaiting Approval',
      'Completed',
      'Delivered',
    ]
    // In order, each a move to that status (its last words), after payment and requirements.
    const reached = steps.map((s) => moves.find((m) => s.includes(`to ${m}`)) ?? null).filter(Boolean)
    expect(reached).toEqual(moves)
    expect(steps.join('\n')).toContain('Building the pages with the darker header.')
    expect(steps.join('\n')).toContain('Please put the class timetable on the home page.')
    made = { clientToken: seeded.token, adminToken }
  })
})

describe('lifecycle screens at phone and desktop width', () => {
  for (const [name, viewport] of [
    ['375', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    it(`the dashboard, the project dialog and the admin Projects tab work at ${name} px and pass axe`, async () => {
      // Without a delivered project there is nothing to look at: the journey above failed and says why.
      if (!made) throw new Error('no delivered project: the lifecycle journey failed')
      const client = await session.open({ viewport })
      const admin = await session.open({ viewport })
      await signInWith(client.context, made.clientToken)
      await signInWith(admin.context, made.adminToken)
      const c = client.page

      await gotoApp(c, '/dashboard')
      await clientCard(c).getByText('Your website is live!').waitFor()
      await check(c, `lifecycle-dashboard-${name}`)

      await gotoApp(c, '/dashboard/projects')
      await clientCard(c).getByText('Your website is live!').waitFor()
      await check(c, `lifecycle-projects-${name}`)

      const dialog = await openClientProject(c)
      await dialog.getByText('Your website is live!').waitFor()
      await check(c, `lifecycle-project-dialog-${name}`, { fullPage: false })
      await dialog
        .getByRole('heading', { name: 'Timeline' })
        .evaluate((h) => h.scrollIntoView({ block: 'start', behavior: 'instant' }))
      await saveShot(c, `lifecycle-project-timeline-${name}`, { fullPage: false })

      await openAdminProjects(admin.page)
      await check(admin.page, `lifecycle-admin-projects-${name}`)
    })
  }
})

async function saveShot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  // Not half-way through a dialog's fade-in (a spinner or a skeleton's pulse never ends: those are left).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage })
}

/** Screenshot (the whole page, or the screen a dialog covers), no horizontal overflow, axe clean. */
async function check(page: Page, name: string, { fullPage = true } = {}) {
  await saveShot(page, name, { fullPage })
  expect(await horizontalOverflow(page), `${name} overflows`).toBe(0)
  expect(await seriousA11yViolations(page), name).toEqual([])
}
