import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { domainRequests } from '../../db/schema/domains'
import { jobs } from '../../db/schema/jobs'
import { notifications } from '../../db/schema/notifications'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'

const clock = fixedClock(new Date('2026-06-15T10:00:00Z'))
let t: TestApp
let admin: Record<string, string>
let adminId: number
let cfo: Record<string, string>
let customer: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ clock })
  await createStaff(t, 'admin', 'domains-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'domains-admin@studio.test'))
  adminId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin })).json().user.id
  expect(adminId).toBeGreaterThan(0)
  await createStaff(t, 'cfo', 'domains-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'domains-cfo@studio.test'))
  customer = bearer((await seedCustomer(t.database.db)).token)
})
afterAll(async () => {
  await t?.close()
})

let n = 0
/** A domain request bought with a paid order, as checkout leaves it (pending registration). */
async function seedRequest(over: Partial<typeof domainRequests.$inferInsert> = {}) {
  const { user } = await seedCustomer(t.database.db, { firstName: 'Dora' }, { session: false })
  const order = await seedPaidOrder(t.database.db, { userId: user.id, title: 'Dora Bakery website' })
  n++
  const [row] = await t.database.db
    .insert(domainRequests)
    .values({
      userId: user.id,
      orderId: order.id,
      projectId: order.project!.id,
      domainName: `dora-bakery-${n}.com`,
      priceCents: 15_00,
      ...over,
    })
    .returning()
  return { request: row!, user, project: order.project! }
}

const list = (query = '', headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/domains${query}`, headers })
const patch = (id: number | string, payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/domains/${id}`, headers, payload })

const REGISTER = { status: 'registered', registrar: 'Namecheap', expiresOn: '2027-06-15' }

/** What a write left for one request: its audit entries, the customer's notifications and mail jobs. */
async function traces(requestId: number, userId: number, email: string) {
  const db = t.database.db
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'domain_request'), eq(auditLog.recordId, String(requestId))))
  const notes = await db.select().from(notifications).where(eq(notifications.userId, userId))
  const mails = (await db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
    (j) => (j.payload as { to?: string }).to === email,
  )
  return {
    audits,
    notes,
    mails: mails.map((j) => j.payload as { kind: string; subject: string; text: string }),
  }
}

describe('GET /api/admin/domains', () => {
  it('pages the requests newest first with customer and project, and filters by status', async () => {
    const older = await seedRequest({ createdAt: new Date('2026-06-01T10:00:00Z') })
    const newer = await seedRequest({ createdAt: new Date('2026-06-10T10:00:00Z') })
    const failed = await seedRequest({
      createdAt: new Date('2026-05-01T10:00:00Z'),
      status: 'failed',
      failureReason: 'Registry refused the name',
    })

    const res = await list('?pageSize=2')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ page: 1, pageSize: 2 })
    expect(body.total).toBeGreaterThanOrEqual(3)
    expect(body.items.map((d: { id: number }) => d.id)).toEqual([newer.request.id, older.request.id])
    expect(body.items[0]).toEqual({
      id: newer.request.id,
      domainName: newer.request.domainName,
      status: 'pending_registration',
      priceCents: 15_00,
      years: 1,
      createdAt: '2026-06-10T10:00:00.000Z',
      registrar: null,
      expiresOn: null,
      failureReason: null,
      decidedAt: null,
      feeRefund: null,
      user: {
        id: newer.user.id,
        firstName: 'Dora',
        lastName: newer.user.lastName,
        email: newer.user.email,
      },
      project: { id: newer.project.id, title: 'Dora Bakery website' },
    })

    const onlyFailed = (await list('?status=failed')).json()
    expect(onlyFailed.items.map((d: { id: number }) => d.id)).toContain(failed.request.id)
    expect(onlyFailed.items.every((d: { status: string }) => d.status === 'failed')).toBe(true)
    expect(onlyFailed.total).toBe(onlyFailed.items.length)
  })

  it('refuses an unknown status and a bad page', async () => {
    expect((await list('?status=lost')).json().message).toBe('Unknown status')
    expect((await list('?page=0')).json().message).toBe('Page must be 1 or more')
    expect((await list('?pageSize=101')).statusCode).toBe(400)
  })

  it('is for admins only', async () => {
    expect((await list('', {})).statusCode).toBe(401)
    expect((await list('', customer)).statusCode).toBe(403)
    expect((await list('', cfo)).statusCode).toBe(403)
  })
})

describe('PATCH /api/admin/domains/:id', () => {
  it('records a registration: Active with its renewal date, one audit entry, the customer notified and mailed', async () => {
    const s = await seedRequest()
    const res = await patch(s.request.id, { ...REGISTER, registrar: '  Namecheap  ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: `${s.request.domainName} is recorded as registered; the customer has been told.`,
      domain: {
        id: s.request.id,
        status: 'registered',
        registrar: 'Namecheap',
        expiresOn: '2027-06-15',
        failureReason: null,
        decidedAt: clock.now().toISOString(),
      },
    })
    const [row] = await t.database.db.select().from(domainRequests).where(eq(domainRequests.id, s.request.id))
    expect(row).toMatchObject({ status: 'registered', decidedBy: adminId })

    const { audits, notes, mails } = await traces(s.request.id, s.user.id, s.user.email)
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      action: 'domain.register',
      actorUserId: adminId,
      actorEmail: 'domains-admin@studio.test',
      before: { status: 'pending_registration' },
      after: { status: 'registered', registrar: 'Namecheap', expiresOn: '2027-06-15' },
    })
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({
      projectId: s.project.id,
      type: 'order_update',
      title: 'Domain registered',
      message: `${s.request.domainName} is registered for you. It is due for renewal on Jun 15, 2027.`,
    })
    expect(mails).toHaveLength(1)
    expect(mails[0]!.kind).toBe('domain-registered')
    expect(mails[0]!.subject).toBe(`Your domain ${s.request.domainName} is registered`)
    expect(mails[0]!.text).toContain('Renewal date: Jun 15, 2027')

    // The mail goes out as queued.
    await t.flushMail()
    expect(t.smtp.to(s.user.email).at(-1)!.subject).toBe(`Your domain ${s.request.domainName} is registered`)
  })

  it('records a failure with its reason, which releases the name', async () => {
    const s = await seedRequest()
    const res = await patch(s.request.id, { status: 'failed', reason: 'The registry refused the name.' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().domain).toMatchObject({
      status: 'failed',
      failureReason: 'The registry refused the name.',
      registrar: null,
      expiresOn: null,
    })
    const { audits, notes, mails } = await traces(s.request.id, s.user.id, s.user.email)
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      action: 'domain.fail',
      before: { status: 'pending_registration' },
      after: { status: 'failed', reason: 'The registry refused the name.' },
    })
    expect(notes).toHaveLength(1)
    expect(notes[0]!.title).toBe('Domain not registered')
    expect(notes[0]!.message).toBe(
      `We could not register ${s.request.domainName} (The registry refused the name). Our team will contact you about choosing another name.`,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      kind: 'domain-failed',
      subject: `We could not register ${s.request.domainName}`,
    })
    expect(mails[0]!.text).toContain('Reason: The registry refused the name.')

    // Another customer may now ask for the name.
    const again = await t.database.db
      .insert(domainRequests)
      .values({ userId: s.user.id, domainName: s.request.domainName, priceCents: 0 })
      .returning()
    expect(again).toHaveLength(1)
  })

  it('answers 409 for a request already decided, and writes nothing', async () => {
    const s = await seedRequest()
    expect((await patch(s.request.id, REGISTER)).statusCode).toBe(200)
    const again = await patch(s.request.id, { status: 'failed', reason: 'Changed our mind' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Only a pending domain request can be registered or marked failed.')
    const cancelled = await seedRequest({ status: 'cancelled' })
    expect((await patch(cancelled.request.id, REGISTER)).statusCode).toBe(409)

    const { audits, notes, mails } = await traces(s.request.id, s.user.id, s.user.email)
    expect([audits.length, notes.length, mails.length]).toEqual([1, 1, 1])
    const [row] = await t.database.db.select().from(domainRequests).where(eq(domainRequests.id, s.request.id))
    expect(row).toMatchObject({ status: 'registered', failureReason: null })
  })

  it('lets one of two admins recording at once win; the other gets 409 and nothing is written twice', async () => {
    const s = await seedRequest()
    const answers = await Promise.all([
      patch(s.request.id, REGISTER),
      patch(s.request.id, { status: 'failed', reason: 'Taken at the registry' }),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const { audits, notes, mails } = await traces(s.request.id, s.user.id, s.user.email)
    expect([audits.length, notes.length, mails.length]).toEqual([1, 1, 1])
    const won = answers.find((a) => a.statusCode === 200)!.json().domain.status
    expect(audits[0]!.after).toMatchObject({ status: won })
  })

  it('answers 404 for a request that does not exist', async () => {
    for (const id of [999_999, 'abc', 0]) {
      const res = await patch(id, REGISTER)
      expect(res.statusCode).toBe(404)
    }
    expect((await patch(999_999, REGISTER)).json().message).toBe('Domain request not found')
  })

  it.each([
    [{}, 'Please choose registered or failed'],
    [{ status: 'pending_registration' }, 'Please choose registered or failed'],
    [{ status: 'cancelled', reason: 'x' }, 'Please choose registered or failed'],
    [{ ...REGISTER, registrar: undefined }, 'Registrar is required'],
    [{ ...REGISTER, registrar: '   ' }, 'Registrar is required'],
    [{ ...REGISTER, registrar: 'x'.repeat(201) }, 'Must be at most 200 characters'],
    [{ ...REGISTER, expiresOn: undefined }, 'Expiry date is required'],
    [{ ...REGISTER, expiresOn: '' }, 'Expiry date is required'],
    [{ ...REGISTER, expiresOn: '15/06/2027' }, 'Please enter a real date (YYYY-MM-DD)'],
    [{ ...REGISTER, expiresOn: '2027-02-30' }, 'Please enter a real date (YYYY-MM-DD)'],
    [{ ...REGISTER, expiresOn: '2026-06-15' }, 'The expiry date must be in the future'],
    [{ ...REGISTER, expiresOn: '2025-01-01' }, 'The expiry date must be in the future'],
    [{ ...REGISTER, expiresOn: '2036-06-16' }, 'The expiry date must be within 10 years'],
    [{ status: 'failed' }, 'Please say why the domain could not be registered'],
    [{ status: 'failed', reason: '  ' }, 'Please say why the domain could not be registered'],
    [{ status: 'failed', reason: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
  ])('refuses %j with its message and changes nothing', async (payload, message) => {
    const s = await seedRequest()
    const res = await patch(s.request.id, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    const { audits, notes, mails } = await traces(s.request.id, s.user.id, s.user.email)
    expect([audits.length, notes.length, mails.length]).toEqual([0, 0, 0])
  })

  it('accepts an expiry from tomorrow to ten years ahead', async () => {
    for (const expiresOn of ['2026-06-16', '2036-06-15']) {
      const s = await seedRequest()
      expect((await patch(s.request.id, { ...REGISTER, expiresOn })).statusCode).toBe(200)
    }
  })

  it('is for admins only', async () => {
    const s = await seedRequest()
    expect((await patch(s.request.id, REGISTER, {})).statusCode).toBe(401)
    expect((await patch(s.request.id, REGISTER, customer)).statusCode).toBe(403)
    expect((await patch(s.request.id, REGISTER, cfo)).statusCode).toBe(403)
    const { audits } = await traces(s.request.id, s.user.id, s.user.email)
    expect(audits).toHaveLength(0)
  })
})
