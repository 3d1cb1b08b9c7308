// A project's own page, on both sides, at a phone's and a desktop's width: the client paid and sent the brief
// with a logo; the client and the studio each open the project's page from its card and see every answer, the
// logo and every bought line; another customer finds nothing there.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  baseUrl,
  browserSession,
  DESKTOP,
  gotoApp,
  horizontalOverflow,
  nextClientAddress,
  PHONE,
  seedSignedInCustomer,
  seedStaff,
  seriousA11yViolations,
  signInWith,
} from './support/browser'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

const stamp = Date.now()
const TITLE = `Lighthouse Books ${stamp}`
const BRIEF = {
  companyName: 'Lighthouse Books Ltd',
  companyUSP: 'Second-hand books by the harbour since 1987',
  shortDescription: 'A bookshop on the quay',
  longDescription:
    'We buy and sell second-hand and rare books, run a reading club on Thursdays and post orders worldwide.',
  businessEmail: 'hello@lighthousebooks.example',
  businessPhone: '+44 1736 000000',
  businessAddress: '7 The Wharf, St Ives',
  preferredColors: 'Sea green and sand',
  logoDescription: 'Keep the lighthouse drawing',
  pagesNeeded: 'Home, Shop, Reading Club, Visit Us',
  targetAudience: 'Book lovers and visitors to the town',
  callToAction: 'Browse the shop',
}
const NEW_COLOURS = 'Harbour blue and white'
const LOGO = readFileSync(path.resolve(import.meta.dirname, '../public/portfolio/ember-table.jpg'))

/** The customer's paid project with its brief and logo sent, made through the API as the card form and the form would. */
async function projectWithBrief(token: string): Promise<number> {
  const intent = await api<{ clientSecret: string }>('POST', '/api/create-payment-intent', token, {
    orderDetails: { title: TITLE, businessType: 'retail', extraPages: 2, selectedAddons: ['blog'] },
    billing: { name: 'Grace Hopper', company: 'Lighthouse Books Ltd' },
  })
  await api('POST', '/api/test-payments/confirm', token, {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  })
  const projects = await api<Array<{ id: number; title: string }>>('GET', '/api/dashboard/projects', token)
  const id = projects.find((p) => p.title === TITLE)!.id
  const form = new FormData()
  form.append('file', new Blob([LOGO], { type: 'image/jpeg' }), 'lighthouse-logo.jpg')
  const uploaded = await fetch(`${baseUrl()}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextClientAddress() },
    body: form,
  })
  expect(uploaded.status).toBe(200)
  const logo = (await uploaded.json()) as { id: number }
  await api('POST', '/api/projects/setup', token, { ...BRIEF, projectId: id, logoUploadId: logo.id })
  return id
}

/** What both sides' pages must show: every answer, the logo drawn, every bought line and the total. */
async function expectBriefAndPurchase(page: Page) {
  const brief = page.getByRole('region', { name: 'Brief' })
  for (const answer of Object.values(BRIEF)) await brief.getByText(answer, { exact: true }).first().waitFor()
  const logo = brief.getByRole('img', { name: 'The logo the client uploaded' })
  await logo.waitFor()
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await brief.getByText('lighthouse-logo.jpg').waitFor()
  const bought = page.getByRole('region', { name: /^What (you|was) bought$/ })
  for (const line of ['Website package (5 pages)', 'Extra pages × 2', 'Blog', 'Total paid'])
    await bought.getByText(line, { exact: true }).waitFor()
  await bought.getByText('Standard (7 business days)').waitFor()
}

let customer: { token: string; projectId: number } | undefined

describe("a project's page", () => {
  it("shows the client their project, brief and purchase from the card's link, at 375 and 1440 px", async () => {
    const { page, context } = await session.open({ viewport: PHONE })
    const seeded = await seedSignedInCustomer(context, { firstName: 'Grace' })
    const projectId = await projectWithBrief(seeded.token)
    customer = { token: seeded.token, projectId }

    await gotoApp(page, '/dashboard/projects')
    await page.getByRole('link', { name: `View Details of ${TITLE}` }).click()
    await page.waitForURL((u) => u.pathname === `/dashboard/projects/${projectId}`)
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    await page.getByRole('region', { name: 'Overview' }).getByText('Pending Design').first().waitFor()
    await expectBriefAndPurchase(page)
    expect(await horizontalOverflow(page)).toBe(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.screenshot({ path: 'test-results/project-page-client-375.png', fullPage: true })

    await page.setViewportSize(DESKTOP)
    await page.reload()
    await expectBriefAndPurchase(page)
    expect(await horizontalOverflow(page)).toBe(0)
    await page.screenshot({ path: 'test-results/project-page-client-1440.png', fullPage: true })

    // Until the design starts, the client corrects the brief in place; the change is kept with its old value.
    const brief = page.getByRole('region', { name: 'Brief' })
    await brief.getByRole('button', { name: 'Edit Brief' }).click()
    const colours = brief.getByLabel('Preferred colors')
    await expect.poll(() => colours.inputValue()).toBe(BRIEF.preferredColors)
    await colours.fill(NEW_COLOURS)
    await brief.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Your brief is updated. The studio has been told what changed.').first().waitFor()
    const changes = brief.getByRole('region', { name: 'Changes since it was sent' })
    await changes.getByText(NEW_COLOURS).waitFor()
    await changes.getByText(BRIEF.preferredColors).waitFor()
    await changes.getByText(/· You$/).waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])
    await changes.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/project-page-client-brief-changed-1440.png' })
  })

  it('shows the studio the same brief, logo and lines beside its actions, at 1440 and 375 px', async () => {
    expect(customer).toBeDefined()
    const { page, context } = await session.open({ viewport: DESKTOP })
    await signInWith(context, await seedStaff('admin', `project-page-admin-${Date.now()}@sitecraft.test`))
    // The newest project is the first card of the Projects tab.
    await gotoApp(page, '/admin/projects')
    await page.getByRole('link', { name: `Project Page of ${TITLE}` }).click()
    await page.waitForURL((u) => u.pathname === `/admin/projects/${customer!.projectId}`)
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    // The card's actions are on the page: the studio works from here.
    await page.getByRole('button', { name: 'Request Details' }).waitFor()
    await expectBriefAndPurchase(page)
    // What the client changed, in the studio's words.
    const changes = page.getByRole('region', { name: 'Changes since it was sent' })
    await changes.getByText(NEW_COLOURS).waitFor()
    await changes.getByText(/· Client$/).waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.screenshot({ path: 'test-results/project-page-admin-1440.png', fullPage: true })

    await page.setViewportSize(PHONE)
    await page.reload()
    await expectBriefAndPurchase(page)
    expect(await horizontalOverflow(page)).toBe(0)
    await page.screenshot({ path: 'test-results/project-page-admin-375.png', fullPage: true })
  })

  it("lets the client answer the studio's request on the page, with an image and a PDF, which closes it", async () => {
    expect(customer).toBeDefined()
    const adminToken = await seedStaff('admin', `project-page-asker-${Date.now()}@sitecraft.test`)
    await api('POST', '/api/admin/request-details', adminToken, {
      projectId: customer!.projectId,
      requestType: 'content',
      urgency: 'normal',
      details: 'Please send a photo of the shop front',
      specificItems: ['images_photos'],
    })
    const { page, context } = await session.open({ viewport: PHONE })
    await signInWith(context, customer!.token)
    await gotoApp(page, `/dashboard/projects/${customer!.projectId}`)
    const form = page.getByRole('form', { name: 'Answer: Content' })
    await form.waitFor()
    // An empty answer is refused in the person's words, and nothing is sent.
    await form.getByRole('button', { name: 'Send Answer' }).click()
    await form.getByText('Please write your answer').waitFor()
    await form.getByLabel('Your answer').fill('Here is the shop front, taken this morning.')
    await form.locator('input[type=file]').setInputFiles([
      { name: 'shop-front.jpg', mimeType: 'image/jpeg', buffer: LOGO },
      {
        name: 'menu.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      },
    ])
    await form.getByRole('button', { name: 'Remove menu.pdf' }).waitFor()
    await expect.poll(() => form.getByRole('progressbar').count()).toBe(0)
    await form.getByRole('button', { name: 'Send Answer' }).click()
    await page.getByText('Thank you! The studio has your answer.').first().waitFor()
    // The request is an item of the project's messages, answered there.
    const requests = page.getByRole('region', { name: 'Messages' }).getByRole('article', {
      name: 'Request for details: Content',
    })
    await requests.getByText('Answered', { exact: true }).waitFor()
    await requests.getByText('Here is the shop front, taken this morning.').waitFor()
    const image = requests.getByRole('img', { name: 'shop-front.jpg' })
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await requests.getByRole('button', { name: /^Download menu\.pdf/ }).waitFor()
    expect(await page.getByRole('form', { name: 'Answer: Content' }).count()).toBe(0)
    expect(await horizontalOverflow(page)).toBe(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await requests.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/project-page-client-answered-375.png' })
    // The project's Files section holds both, with what they answered, beside the brief's logo.
    const files = page.getByRole('region', { name: 'Files' })
    await files.getByRole('listitem').filter({ hasText: 'menu.pdf' }).waitFor()
    expect(await files.getByText('Answer to: Please send a photo of the shop front').count()).toBe(2)
    await files.getByText('Logo from the brief').waitFor()
    await files.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/project-page-client-files-375.png' })

    // The studio reads the answer and its image on its page.
    const studio = await session.open({ viewport: DESKTOP })
    await signInWith(studio.context, adminToken)
    await gotoApp(studio.page, `/admin/projects/${customer!.projectId}`)
    const asked = studio.page
      .getByRole('region', { name: 'Messages' })
      .getByRole('article', { name: 'Request for details: Content' })
    await asked.getByText('Here is the shop front, taken this morning.').waitFor()
    await asked.getByText("The client's answer", { exact: false }).waitFor()
    await asked.getByRole('img', { name: 'shop-front.jpg' }).waitFor()
    const download = studio.page.waitForEvent('download')
    await asked.getByRole('button', { name: /^Download menu\.pdf/ }).click()
    expect((await download).suggestedFilename()).toBe('menu.pdf')
    await studio.page
      .getByRole('region', { name: 'Files' })
      .getByRole('listitem')
      .filter({ hasText: 'shop-front.jpg' })
      .waitFor()
  })

  it("carries a conversation with a PDF both ways, with unread badges, and keeps the studio's note from the client", async () => {
    expect(customer).toBeDefined()
    // Its own words each attempt, so a retry never finds the first attempt's messages.
    const attempt = Date.now()
    const words = `Our opening hours change in January (${attempt}); the PDF has them.`
    const reply = `Thank you, we will put the new hours in (${attempt}).`
    const note = `Update the footer hours before launch (${attempt})`
    const { page, context } = await session.open({ viewport: DESKTOP })
    await signInWith(context, customer!.token)
    await gotoApp(page, `/dashboard/projects/${customer!.projectId}#messages`)
    const thread = page.getByRole('region', { name: 'Messages' })
    const composer = thread.getByRole('form', { name: 'Write a message' })
    await composer.getByRole('button', { name: 'Send Message' }).click()
    await composer.getByText('Please write your message').waitFor()
    await composer.getByLabel('Message to the studio').fill(words)
    await composer.locator('input[type=file]').setInputFiles({
      name: 'opening-hours.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    })
    await composer.getByRole('button', { name: 'Remove opening-hours.pdf' }).waitFor()
    await expect.poll(() => composer.getByRole('progressbar').count()).toBe(0)
    await composer.getByRole('button', { name: 'Send Message' }).click()
    const sent = thread.getByRole('article', { name: /^Message from Grace/ }).filter({ hasText: words })
    await sent.getByText(words).waitFor()
    await sent.getByRole('button', { name: /^Download opening-hours\.pdf/ }).waitFor()
    await expect.poll(() => composer.getByLabel('Message to the studio').inputValue()).toBe('')

    // The studio sees the unread message on the card, opens the thread from it, notes and answers.
    const studio = await session.open({ viewport: DESKTOP })
    await signInWith(studio.context, await seedStaff('admin', `thread-admin-${Date.now()}@sitecraft.test`))
    await gotoApp(studio.page, '/admin/projects')
    await studio.page
      .getByRole('link', { name: /^\d+ new messages?$/ })
      .first()
      .click()
    await studio.page.waitForURL((u) => u.pathname === `/admin/projects/${customer!.projectId}`)
    const staffThread = studio.page.getByRole('region', { name: 'Messages' })
    const pdf = staffThread
      .getByRole('article')
      .filter({ hasText: words })
      .getByRole('button', { name: /^Download opening-hours\.pdf/ })
    const [download] = await Promise.all([studio.page.waitForEvent('download'), pdf.click()])
    expect(download.suggestedFilename()).toBe('opening-hours.pdf')
    const staffComposer = staffThread.getByRole('form', { name: 'Write a message' })
    await staffComposer.getByLabel('Internal note (the client never sees it)').check()
    await staffComposer.getByLabel('Internal note', { exact: true }).fill(note)
    await staffComposer.getByRole('button', { name: 'Add Note' }).click()
    await staffThread
      .getByRole('article', { name: /^Internal note from/ })
      .filter({ hasText: note })
      .waitFor()
    await staffComposer.getByLabel('Message to the client').fill(reply)
    await staffComposer.getByRole('button', { name: 'Send Message' }).click()
    await staffThread.getByText(reply).waitFor()
    expect(await seriousA11yViolations(studio.page)).toEqual([])
    await staffThread.scrollIntoViewIfNeeded()
    await studio.page.screenshot({ path: 'test-results/project-thread-admin-1440.png' })

    // The client reads the answer, never the note.
    await page.setViewportSize(PHONE)
    await page.reload()
    await thread.getByText(reply).waitFor()
    expect(await page.getByText(note).count()).toBe(0)
    expect(await horizontalOverflow(page)).toBe(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await thread.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/project-thread-client-375.png', fullPage: true })
  })

  it('lets the client pin comments on a sample, ask for a new round and choose from it, and the studio answer a pin', async () => {
    expect(customer).toBeDefined()
    const adminToken = await seedStaff('admin', `pins-admin-${Date.now()}@sitecraft.test`)
    // Two samples, published as the admin's dialog would: the project waits for the client's choice.
    for (const title of ['Harbour Calm', 'Quay Bold'])
      await api('POST', `/api/admin/projects/${customer!.projectId}/design-samples`, adminToken, {
        title,
        imageUrl: '/portfolio/ember-table.jpg',
      })
    const { page, context } = await session.open({ viewport: DESKTOP })
    await signInWith(context, customer!.token)
    await gotoApp(page, `/dashboard/projects/${customer!.projectId}`)
    const board = page.getByRole('button', { name: 'Pin a comment on Harbour Calm: press where it applies' })
    await board.waitFor()
    for (const [at, words] of [
      [{ x: 60, y: 40 }, 'Could the logo be larger?'],
      [{ x: 300, y: 200 }, 'Love this photo'],
    ] as const) {
      await board.click({ position: at })
      const form = page.getByRole('form', { name: 'New comment on Harbour Calm' })
      await form.getByLabel('Your comment at the marked point').fill(words)
      await form.getByRole('button', { name: 'Pin Comment' }).click()
      await page.getByRole('list', { name: 'Comments on Harbour Calm' }).getByText(words).waitFor()
    }
    await page.getByRole('button', { name: 'Comment 2: Love this photo' }).waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])
    await board.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/design-pins-client-1440.png' })

    // The studio answers the first pin on its page.
    const studio = await session.open({ viewport: DESKTOP })
    await signInWith(studio.context, adminToken)
    await gotoApp(studio.page, `/admin/projects/${customer!.projectId}`)
    const pins = studio.page.getByRole('list', { name: 'Comments on Harbour Calm' })
    const first = pins.getByRole('listitem').filter({ hasText: 'Could the logo be larger?' })
    await first.getByPlaceholder('Reply…').fill('Yes, we will double it.')
    await first.getByRole('button', { name: 'Reply' }).click()
    await first.getByText('Yes, we will double it.').waitFor()

    // The client sees the answer beside the pins, likes neither design and asks for new ones.
    await page.reload()
    await page
      .getByRole('list', { name: 'Comments on Harbour Calm' })
      .getByText('Yes, we will double it.')
      .waitFor()
    await page.getByText('None of these? Ask for new designs').click()
    const ask = page.getByRole('form', { name: 'Ask for new designs' })
    await ask.getByLabel('What should our designers change?').fill('Warmer colours, please.')
    await ask.getByRole('button', { name: 'Ask for New Designs' }).click()
    await page
      .getByText('Thank you! Our designers will prepare new designs with your feedback.')
      .first()
      .waitFor()

    // The studio publishes the second round, and a second picture of its design (version 2).
    const warm = await api<{ sample: { id: number } }>(
      'POST',
      `/api/admin/projects/${customer!.projectId}/design-samples`,
      adminToken,
      { title: 'Harbour Warm', imageUrl: '/portfolio/ember-table.jpg' },
    )
    await api('PUT', `/api/admin/design-samples/${warm.sample.id}`, adminToken, {
      title: 'Harbour Warm',
      imageUrl: '/portfolio/loom-thread.jpg',
    })
    await studio.page.reload()
    await studio.page.getByRole('region', { name: 'Round 2' }).getByText('Version 2').waitFor()

    // The client chooses from the new round, with the first round and the earlier version in view.
    await page.reload()
    await page.getByText('Round 2: our new designs').waitFor()
    expect(await page.getByRole('radio', { name: /Choose Harbour Calm/ }).count()).toBe(0)
    await page.getByText('Earlier versions (1)').click()
    await page
      .getByRole('list', { name: 'Earlier versions of Harbour Warm' })
      .getByRole('img', { name: 'Design sample: Harbour Warm, version 1' })
      .waitFor()
    await page.getByText('Earlier designs (2)').click()
    await page.getByRole('region', { name: 'Round 1' }).getByText('Could the logo be larger?').waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.screenshot({ path: 'test-results/design-rounds-client-1440.png', fullPage: true })
    await page.getByRole('radio', { name: /Choose Harbour Warm/ }).check()
    await page.getByRole('button', { name: 'Select This Design' }).click()
    await page
      .getByText('Thank you! Our team will start building your website with this design.')
      .first()
      .waitFor()
  })

  it('tells another customer there is no such project, and shows none of it', async () => {
    expect(customer).toBeDefined()
    const { page, context } = await session.open({ viewport: PHONE })
    await seedSignedInCustomer(context)
    await gotoApp(page, `/dashboard/projects/${customer!.projectId}`)
    await page.getByRole('heading', { level: 1, name: 'Project not found' }).waitFor()
    await page.getByText('This project could not be found. It may belong to another account.').waitFor()
    expect(await page.getByText(BRIEF.companyUSP).count()).toBe(0)
    expect(await page.getByText(TITLE).count()).toBe(0)
  })
})
