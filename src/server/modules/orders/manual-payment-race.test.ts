import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { invoices } from '../../db/schema/billing'
import { orders } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { users } from '../../db/schema/auth'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { MANUAL_USER_MESSAGES } from './orders.manual'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'manual-race-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'manual-race-admin@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

it('makes one customer, order, invoice and project when the same user is added several times at once', async () => {
  const body = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada.race@example.com',
    projectTitle: 'Analytical Engines website',
    paymentAmount: 300,
    paymentMethod: 'bank_transfer',
    paymentReference: 'TRF-42',
  }
  const answers = await Promise.all(
    [0, 1, 2, 3].map(() =>
      t.app.inject({ method: 'POST', url: '/api/admin/add-user', headers: admin, payload: body }),
    ),
  )
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409])
  for (const a of answers.filter((x) => x.statusCode === 409))
    expect(a.json().message).toBe(MANUAL_USER_MESSAGES.exists)

  const db = t.database.db
  const [user] = await db.select().from(users).where(eq(users.email, 'ada.race@example.com'))
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n
  expect(await n(db.select({ n: count() }).from(orders).where(eq(orders.userId, user!.id)))).toBe(1)
  expect(await n(db.select({ n: count() }).from(invoices).where(eq(invoices.userId, user!.id)))).toBe(1)
  expect(await n(db.select({ n: count() }).from(projects).where(eq(projects.userId, user!.id)))).toBe(1)
  expect(
    await n(db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'user.add-manual'))),
  ).toBe(1)
})
