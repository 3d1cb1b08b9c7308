import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { contactSubmissions } from '../../db/schema/contact'
import { seedCustomer } from '../../db/seed/factories'
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
  await createStaff(t, 'admin', 'contacts-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'contacts-admin@studio.test'))
  adminId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin })).json().user.id
  expect(adminId).toBeGreaterThan(0)
  await createStaff(t, 'cfo', 'contacts-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'contacts-cfo@studio.test'))
  customer = bearer((await seedCustomer(t.database.db)).token)
})
afterAll(async () => {
  await t?.close()
})

async function seedContact(over: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(contactSubmissions)
    .values({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      countryCode: '+44',
      phone: '7700 900123',
      businessType: 'creative',
      details: 'A portfolio site with a gallery.',
      timeline: '2-weeks',
      ...over,
    })
    .returning()
  return row!
}

const list = (query = '', headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/contact${query}`, headers })
const patch = (id: number | string, payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/contacts/${id}`, headers, payload })
const audits = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'contact_submission'), eq(auditLog.recordId, String(id))))
    .orderBy(auditLog.id)

describe('GET /api/contact', () => {
  it('pages the submissions newest first with every field, and filters the unhandled ones', async () => {
    const older = await seedContact({ createdAt: new Date('2026-06-01T10:00:00Z') })
    const newer = await seedContact({
      name: 'Grace Hopper',
      phone: '',
      businessType: '',
      timeline: '',
      createdAt: new Date('2026-06-10T10:00:00Z'),
    })
    const res = await list('?pageSize=2')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ page: 1, pageSize: 2, total: 2 })
    expect(body.items).toEqual([
      {
        id: newer.id,
        name: 'Grace Hopper',
        email: 'ada@example.com',
        countryCode: '+44',
        phone: '',
        businessType: '',
        timeline: '',
        details: 'A portfolio site with a gallery.',
        createdAt: '2026-06-10T10:00:00.000Z',
        handledAt: null,
        handledBy: null,
      },
      expect.objectContaining({
        id: older.id,
        phone: '7700 900123',
        businessType: 'creative',
        timeline: '2-weeks',
      }),
    ])

    expect((await patch(older.id, { handled: true })).statusCode).toBe(200)
    const waiting = (await list('?status=unhandled')).json()
    expect(waiting.items.map((c: { id: number }) => c.id)).toEqual([newer.id])
    expect(waiting.total).toBe(1)
    const done = (await list('?status=handled')).json()
    expect(done.items.map((c: { id: number }) => c.id)).toEqual([older.id])
    expect(done.items[0].handledBy).toEqual({
      id: adminId,
      name: 'contacts-admin@studio.test',
      email: 'contacts-admin@studio.test',
    })
  })

  it('refuses an unknown filter and a bad page', async () => {
    expect((await list('?status=done')).json().message).toBe('Unknown status')
    expect((await list('?page=0')).json().message).toBe('Page must be 1 or more')
    expect((await list('?pageSize=0')).json().message).toBe('Page size must be 1 to 100')
  })

  it('is for admins only (the public form still posts)', async () => {
    expect((await list('', {})).statusCode).toBe(401)
    expect((await list('', customer)).statusCode).toBe(403)
    expect((await list('', cfo)).statusCode).toBe(403)
  })
})

describe('PATCH /api/admin/contacts/:id', () => {
  it('marks a request handled with who and when, and back, one audit entry each', async () => {
    const c = await seedContact()
    const res = await patch(c.id, { handled: true })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Marked as handled',
      contact: {
        id: c.id,
        handledAt: clock.now().toISOString(),
        handledBy: { id: adminId, email: 'contacts-admin@studio.test' },
      },
    })
    let entries = await audits(c.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'contact.handle',
      actorUserId: adminId,
      before: { handledAt: null, handledBy: null },
      after: { handledAt: clock.now().toISOString(), handledBy: adminId },
    })

    // Asking again changes nothing and writes no entry.
    clock.advance(60_000)
    const again = await patch(c.id, { handled: true })
    expect(again.json().contact.handledAt).toBe(new Date(clock.now().getTime() - 60_000).toISOString())
    expect(await audits(c.id)).toHaveLength(1)

    const back = await patch(c.id, { handled: false })
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({
      message: 'Marked as not handled',
      contact: { handledAt: null, handledBy: null },
    })
    entries = await audits(c.id)
    expect(entries).toHaveLength(2)
    expect(entries[1]).toMatchObject({
      action: 'contact.reopen',
      before: { handledBy: adminId },
      after: { handledAt: null, handledBy: null },
    })
  })

  it.each([
    [{}, 'Please say whether the request is handled'],
    [{ handled: 'yes' }, 'Please say whether the request is handled'],
    [{ handled: null }, 'Please say whether the request is handled'],
  ])('refuses %j with its message', async (payload, message) => {
    const c = await seedContact()
    const res = await patch(c.id, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await audits(c.id)).toHaveLength(0)
  })

  it('answers 404 for a request that does not exist', async () => {
    const res = await patch(999_999, { handled: true })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Contact request not found')
    expect((await patch('x1', { handled: true })).statusCode).toBe(404)
  })

  it('is for admins only', async () => {
    const c = await seedContact()
    expect((await patch(c.id, { handled: true }, {})).statusCode).toBe(401)
    expect((await patch(c.id, { handled: true }, customer)).statusCode).toBe(403)
    expect((await patch(c.id, { handled: true }, cfo)).statusCode).toBe(403)
    expect(await audits(c.id)).toHaveLength(0)
  })
})
