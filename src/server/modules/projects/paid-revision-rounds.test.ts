// Revision rounds that count: two included, a third invoiced at its catalog price and started only once paid by
// card (the invoice payment path), shown with its invoice on both sides. The races run on PostgreSQL too.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXTRA_REVISION_ROUND_CENTS } from '../../../shared/catalog'
import { REVISION_ROUND_MESSAGES } from '../../../shared/contracts/revision-rounds'
import { invoicePayments, invoices } from '../../db/schema/billing'
import { projects, revisionRounds } from '../../db/schema/projects'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedClientProject, traces } from './lifecycle-fixtures'
import { startPaidRevisionRound } from './revision-rounds'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'rounds-admin@sitecraft.test')
  admin = bearer(await signInStaff(t, 'admin', 'rounds-admin@sitecraft.test'))
})
afterAll(async () => {
  await t?.close()
})

const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' }

/** A project in review whose two included rounds are used. */
const inReviewAfterTwoRounds = () =>
  seedClientProject(t, 'awaiting_approval', { project: { revisionRounds: 2, title: 'Bakery site' } })

function post(headers: Record<string, string>, url: string, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers, payload })
}

const askRound = (s: { headers: Record<string, string>; project: { id: number } }, text = 'Bigger logo') =>
  post(s.headers, `/api/projects/${s.project.id}/request-revisions`, { revisionRequests: text })

async function payInvoice(headers: Record<string, string>, invoiceId: number, keepCard = false) {
  const intent = await post(headers, `/api/dashboard/invoices/${invoiceId}/pay`, { keepCard })
  expect(intent.statusCode, intent.body).toBe(200)
  return post(headers, `/api/dashboard/invoices/${invoiceId}/test-confirm`, {
    clientSecret: intent.json().clientSecret,
    ...CARD,
  })
}

async function projectRow(id: number) {
  const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id))
  return row!
}

describe('revision rounds', () => {
  it('starts the two included rounds at once, each on the history without an invoice', async () => {
    const s = await seedClientProject(t, 'awaiting_approval')
    const first = await askRound(s, 'Round one changes')
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().project).toMatchObject({ status: 'under_development', revisionRounds: 1 })
    expect(first.json().project.revisionHistory).toEqual([
      expect.objectContaining({ round: 1, billable: false, status: 'started', invoice: null }),
    ])
    await t.database.db
      .update(projects)
      .set({ status: 'awaiting_approval' })
      .where(eq(projects.id, s.project.id))
    const second = await askRound(s, 'Round two changes')
    expect(second.json().project.revisionHistory.map((r: { round: number }) => r.round)).toEqual([1, 2])
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.projectId, s.project.id)),
    ).toHaveLength(0)
  })

  it('invoices a third round at its catalog price, keeps the site in review until it is paid, then starts it', async () => {
    const s = await inReviewAfterTwoRounds()
    const asked = await askRound(s, 'Swap the hero photo')
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json().message).toBe(REVISION_ROUND_MESSAGES.awaitingPayment(3))
    const waiting = asked.json().project
    expect(waiting).toMatchObject({ status: 'awaiting_approval', revisionRounds: 2 })
    const [round] = waiting.revisionHistory
    expect(round).toMatchObject({ round: 3, billable: true, status: 'awaiting_payment', startedAt: null })
    expect(round.invoice).toMatchObject({
      amountCents: EXTRA_REVISION_ROUND_CENTS,
      currency: 'USD',
      status: 'issued',
      payable: true,
      revisionRound: 3,
      description: 'Revision round 3: Bakery site',
    })
    // The same invoice in Billing, payable there too.
    const billing = await t.app.inject({ method: 'GET', url: '/api/dashboard/invoices', headers: s.headers })
    expect(billing.json()).toContainEqual(expect.objectContaining({ id: round.invoice.id, payable: true }))

    const paid = await payInvoice(s.headers, round.invoice.id)
    expect(paid.json()).toMatchObject({ status: 'succeeded' })
    await t.flushMail()

    const after = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/project/${s.project.id}`,
      headers: s.headers,
    })
    expect(after.json()).toMatchObject({
      status: 'under_development',
      revisionRounds: 3,
      revisionRequests: 'Swap the hero photo',
    })
    expect(after.json().revisionHistory).toEqual([
      expect.objectContaining({
        round: 3,
        status: 'started',
        startedAt: expect.any(String),
        invoice: expect.objectContaining({ status: 'paid', paidAt: expect.any(String), payable: false }),
      }),
    ])
    // Staff see the round with its paid invoice on their project page.
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/projects/${s.project.id}`,
      headers: admin,
    })
    expect(staff.json().revisionHistory[0]).toMatchObject({
      round: 3,
      invoice: { number: round.invoice.number, status: 'paid' },
    })
    const { events, mails, notes } = await traces(t, s.project.id, t.config.studioEmail)
    expect(events.at(-1)).toMatchObject({ toStatus: 'under_development' })
    expect(events.at(-1)!.note).toContain(`paid by invoice ${round.invoice.number}`)
    expect(mails.at(-1)!.subject).toContain('Paid revisions requested (round 3)')
    expect(notes.at(-1)!.message).toContain('thank you for paying for this one')
    const receipt = t.smtp.to(s.user.email).find((m) => m.subject.includes(round.invoice.number))
    expect(receipt?.text).toContain('revision round 3 is paid')
  })

  it('keeps one invoice when the round is asked for again before it is paid, with the newer changes', async () => {
    const s = await inReviewAfterTwoRounds()
    await askRound(s, 'First wording')
    const again = await askRound(s, 'Second wording')
    expect(again.json().message).toBe(REVISION_ROUND_MESSAGES.updated(3))
    expect(again.json().project.revisionHistory).toEqual([
      expect.objectContaining({ round: 3, requests: 'Second wording', status: 'awaiting_payment' }),
    ])
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.projectId, s.project.id)),
    ).toHaveLength(1)
  })

  it('withdraws an unpaid round: its invoice is void and cannot be paid; asking again issues a new one', async () => {
    const s = await inReviewAfterTwoRounds()
    const invoiceId = (await askRound(s)).json().project.revisionHistory[0].invoice.id
    const intent = await post(s.headers, `/api/dashboard/invoices/${invoiceId}/pay`, { keepCard: false })
    const withdrawn = await post(s.headers, `/api/projects/${s.project.id}/revision-round/withdraw`)
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json().message).toBe(REVISION_ROUND_MESSAGES.withdrawn(3))
    expect(withdrawn.json().project.revisionHistory[0]).toMatchObject({
      status: 'withdrawn',
      invoice: { status: 'void', payable: false },
    })
    // The payment opened before cannot be completed, and nothing is charged.
    const late = await post(s.headers, `/api/dashboard/invoices/${invoiceId}/test-confirm`, {
      clientSecret: intent.json().clientSecret,
      ...CARD,
    })
    expect(late.statusCode).toBe(409)
    expect((await projectRow(s.project.id)).status).toBe('awaiting_approval')
    const again = await post(s.headers, `/api/projects/${s.project.id}/revision-round/withdraw`)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(REVISION_ROUND_MESSAGES.nothingToWithdraw)

    const asked = await askRound(s, 'After all, a bigger logo')
    const history = asked.json().project.revisionHistory
    expect(history.map((r: { status: string }) => r.status)).toEqual(['withdrawn', 'awaiting_payment'])
    expect(history[1].invoice.id).not.toBe(invoiceId)
  })

  it('withdraws the unpaid round when the client approves the site instead', async () => {
    const s = await inReviewAfterTwoRounds()
    const invoiceId = (await askRound(s)).json().project.revisionHistory[0].invoice.id
    const approved = await post(s.headers, `/api/projects/${s.project.id}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().project).toMatchObject({ status: 'completed' })
    expect(approved.json().project.revisionHistory[0]).toMatchObject({ status: 'withdrawn' })
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId))
    expect(invoice!.status).toBe('void')
  })

  it("refuses a withdrawal whose payment came first, and someone else's project (404)", async () => {
    const s = await inReviewAfterTwoRounds()
    const invoiceId = (await askRound(s)).json().project.revisionHistory[0].invoice.id
    const other = await seedClientProject(t, 'awaiting_approval')
    const theirs = await post(other.headers, `/api/projects/${s.project.id}/revision-round/withdraw`)
    expect(theirs.statusCode).toBe(404)
    // Paid, with the round not started yet (its job has not run): the round stands.
    await t.database.db
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(invoices.id, invoiceId))
    const refused = await post(s.headers, `/api/projects/${s.project.id}/revision-round/withdraw`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(REVISION_ROUND_MESSAGES.paidMeanwhile(3))
    const approve = await post(s.headers, `/api/projects/${s.project.id}/approve`)
    expect(approve.statusCode).toBe(409)
    expect((await projectRow(s.project.id)).status).toBe('awaiting_approval')
  })

  it('refuses a round outside review (409) and an empty one (400)', async () => {
    const s = await seedClientProject(t, 'under_development', { project: { revisionRounds: 2 } })
    expect((await askRound(s)).statusCode).toBe(409)
    const blank = await post(s.headers, `/api/projects/${s.project.id}/request-revisions`, {
      revisionRequests: '   ',
    })
    expect(blank.statusCode).toBe(400)
    expect(
      await t.database.db.select().from(revisionRounds).where(eq(revisionRounds.projectId, s.project.id)),
    ).toEqual([])
  })
})

describe('revision rounds under concurrency', () => {
  it('issues one invoice when the third round is asked for 8 times at once', async () => {
    const s = await inReviewAfterTwoRounds()
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => askRound(s, `Wording ${i}`)))
    for (const r of answers) expect(r.statusCode, r.body).toBe(200)
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.projectId, s.project.id)),
    ).toHaveLength(1)
    expect(
      await t.database.db
        .select()
        .from(revisionRounds)
        .where(
          and(eq(revisionRounds.projectId, s.project.id), eq(revisionRounds.status, 'awaiting_payment')),
        ),
    ).toHaveLength(1)
  })

  it('starts one round when the invoice is paid twice at once (two card payments, each confirmed 4 times)', async () => {
    const s = await inReviewAfterTwoRounds()
    const invoiceId = (await askRound(s)).json().project.revisionHistory[0].invoice.id
    const intents = await Promise.all(
      [false, true].map((keepCard) =>
        post(s.headers, `/api/dashboard/invoices/${invoiceId}/pay`, { keepCard }),
      ),
    )
    const confirms = await Promise.all(
      intents.flatMap((intent) =>
        Array.from({ length: 4 }, () =>
          post(s.headers, `/api/dashboard/invoices/${invoiceId}/test-confirm`, {
            clientSecret: intent.json().clientSecret,
            ...CARD,
          }),
        ),
      ),
    )
    for (const r of confirms) expect(r.json(), r.body).toMatchObject({ status: 'succeeded' })
    // The job that starts the round, run by two instances at once besides the app's own.
    const paid = { invoiceId, projectId: s.project.id }
    await Promise.all([
      startPaidRevisionRound(t.app.ctx, paid),
      startPaidRevisionRound(t.app.ctx, paid),
      t.flushMail(),
    ])
    await t.flushMail()
    const row = await projectRow(s.project.id)
    expect(row).toMatchObject({ status: 'under_development', revisionRounds: 3 })
    const { events } = await traces(t, s.project.id, t.config.studioEmail)
    expect(events.filter((e) => e.toStatus === 'under_development')).toHaveLength(1)
    const succeeded = await t.database.db
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.status, 'succeeded')))
    expect(succeeded).toHaveLength(1)
    const [round] = await t.database.db
      .select()
      .from(revisionRounds)
      .where(eq(revisionRounds.projectId, s.project.id))
    expect(round).toMatchObject({ status: 'started' })
  })
})
