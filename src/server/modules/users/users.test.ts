import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog } from '../../db/schema/audit'
import { users } from '../../db/schema/auth'
import { seedPaidOrder } from '../../db/seed/factories'
import { testConfig } from '../../config'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'
import { createStaffAccount, ensureStaffAccounts } from './users.service'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'users-admin@studio.test')
  admin = await signInStaff(t, 'admin', 'users-admin@studio.test')
})
afterAll(async () => {
  await t?.close()
})

const newUser = {
  email: 'Carla@Example.com',
  firstName: 'Carla',
  lastName: 'Gomez',
  phone: '',
  password: 'pass-carla-26',
}

describe('admin user accounts', () => {
  it('creates a customer with a password, mails them without the password, and they can sign in', async () => {
    t.smtp.clear()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(admin),
      payload: newUser,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({
      firstName: 'Carla',
      lastName: 'Gomez',
      email: 'carla@example.com',
      role: 'customer',
    })
    await t.flushMail()
    const [mail] = t.smtp.to('carla@example.com')
    expect(mail!.subject).toBe('Your SiteCraft account is ready')
    expect(mail!.text).not.toContain('pass-carla-26')
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'carla@example.com', password: 'pass-carla-26' },
      remoteAddress: nextIp(),
    })
    expect(login.statusCode).toBe(200)
  })

  it('writes one audit entry for the account created: nothing before, the account after, no password', async () => {
    const [carla] = await t.database.db.select().from(users).where(eq(users.email, 'carla@example.com'))
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(carla!.id)))
    expect(entries).toHaveLength(1)
    const [adminRow] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'users-admin@studio.test'))
    expect(entries[0]).toMatchObject({
      action: 'user.create',
      recordType: 'user',
      actorUserId: adminRow!.id,
      actorEmail: 'users-admin@studio.test',
      before: null,
    })
    expect(entries[0]!.after).toEqual({
      id: carla!.id,
      email: 'carla@example.com',
      firstName: 'Carla',
      lastName: 'Gomez',
      phone: '',
      role: 'customer',
      createdAt: carla!.createdAt.toISOString(),
    })
    const written = JSON.stringify(entries[0]!.after)
    expect(written).not.toContain('pass-carla-26')
    expect(written).not.toContain('argon2')
    expect(written).not.toMatch(/password/i)
  })

  it('refuses a common password for a staff account too (user:create and first start)', async () => {
    await expect(
      createStaffAccount(t.database.db, {
        role: 'admin',
        email: 'weak@studio.test',
        password: 'administrator',
      }),
    ).rejects.toThrow('This password is too common')
  })

  it('answers 409 for an address already in use, and records nothing', async () => {
    const before = await t.database.db.select().from(auditLog)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(admin),
      payload: newUser,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('A user with this email already exists.')
    expect(await t.database.db.select().from(auditLog)).toHaveLength(before.length)
  })

  it.each([
    [{ email: 'nope' }, 'Valid email is required'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [
      { password: 'letmein', confirmPassword: 'letmein' },
      'This password is too common. Please choose one that is harder to guess.',
    ],
  ])('validates %j with the dialog messages', async (override, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(admin),
      payload: { ...newUser, email: 'v2@example.com', ...override },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('lists users with projects and spend computed, without password hashes', async () => {
    const [carla] = await t.database.db.select().from(users).where(eq(users.email, 'carla@example.com'))
    await seedPaidOrder(t.database.db, { userId: carla!.id, amountCents: 125_00 })
    await seedPaidOrder(t.database.db, { userId: carla!.id, amountCents: 100_50 })
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(admin) })
    expect(res.statusCode).toBe(200)
    const row = res.json().items.find((u: { email: string }) => u.email === 'carla@example.com')
    expect(row).toMatchObject({ projectsCount: 2, totalSpentCents: 225_50 })
    expect(res.body).not.toContain('argon2')
    expect(res.body).not.toContain('passwordHash')
  })

  it('computes the overview figures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(admin) })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.totalUsers).toBe(1)
    expect(body.activeProjects).toBe(2)
    expect(body.totalRevenueCents).toBe(225_50)
    expect(body.openTickets).toBe(0)
  })
})

describe('first start', () => {
  it('creates the admin and CFO from configuration, or with a random password printed once, and never twice', async () => {
    const lines: string[] = []
    const config = testConfig({
      admin: { email: 'owner@studio.test', password: 'configured password 1' },
      cfo: { email: undefined, password: undefined },
    })
    await ensureStaffAccounts(t.database.db, config, (l) => lines.push(l))
    // This database already has an admin (created above), so only the CFO is created.
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^Created the cfo account cfo@sitecraft\.local with the password \S{20,} — shown only this once/,
    )
    const again: string[] = []
    await ensureStaffAccounts(t.database.db, config, (l) => again.push(l))
    expect(again).toEqual([])
  })
})
