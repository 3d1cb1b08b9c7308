import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { users } from '../../db/schema/auth'
import { seedCustomer } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedClientProject } from '../projects/lifecycle-fixtures'
import { redact } from './audit.service'

let t: TestApp
let admin: Record<string, string>
let adminId: number
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'audit-admin@studio.test')
  const [row] = await t.database.db.select().from(users).where(eq(users.email, 'audit-admin@studio.test'))
  adminId = row!.id
  admin = bearer(await signInStaff(t, 'admin', 'audit-admin@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

const entriesFor = (recordType: string, recordId: number | string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.recordId, String(recordId)))
    .orderBy(asc(auditLog.id))
    .then((rows) => rows.filter((r) => r.recordType === recordType))

describe('the audit log', () => {
  it('records a project status change once, with who, from where, before and after', async () => {
    const s = await seedClientProject(t, 'pending_design')
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${s.project.id}`,
      headers: { ...admin, 'x-forwarded-for': '203.0.113.9' },
      payload: { status: 'under_development', note: 'Building now' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const entries = await entriesFor('project', s.project.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorUserId: adminId,
      actorEmail: 'audit-admin@studio.test',
      action: 'project.status',
      before: { status: 'pending_design' },
      after: { status: 'under_development', note: 'Building now' },
    })
    expect(entries[0]!.ip).toBeTruthy()
  })

  it('writes nothing when the change is refused', async () => {
    const s = await seedClientProject(t, 'pending_design')
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${s.project.id}/submit-for-review`,
      headers: admin,
      payload: { stagingUrl: 'https://staging.example.com/x' },
    })
    expect(res.statusCode).toBe(409)
    expect(await entriesFor('project', s.project.id)).toHaveLength(0)
  })

  it('never stores the delivery passwords', async () => {
    const s = await seedClientProject(t, 'completed')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/deliver-project',
      headers: admin,
      payload: {
        projectId: s.project.id,
        websiteUrl: 'https://bakery.example',
        adminUrl: 'https://bakery.example/admin',
        adminUsername: 'owner',
        adminPassword: 'Adm1n-Secret-Pass!',
        ftpHost: 'ftp.bakery.example',
        ftpUsername: 'ftpuser',
        ftpPassword: 'Ftp-Secret-Pass?',
        maintenanceIncluded: false,
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const entries = await entriesFor('project', s.project.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'project.deliver',
      before: { status: 'completed' },
      after: { status: 'delivered', websiteUrl: 'https://bakery.example', adminPassword: '[removed]' },
    })
    const stored = JSON.stringify(entries[0])
    expect(stored).not.toContain('Adm1n-Secret-Pass!')
    expect(stored).not.toContain('Ftp-Secret-Pass?')
  })

  it('records a notification sent to one client and a broadcast', async () => {
    const { user } = await seedCustomer(t.database.db)
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: admin,
      payload: { userId: user.id, title: 'Hello', message: 'A word from the studio', type: 'admin' },
    })
    expect(one.statusCode, one.body).toBe(200)
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: admin,
      payload: { userId: null, title: 'News', message: 'For everyone', type: 'promotion' },
    })
    expect(all.statusCode, all.body).toBe(200)
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.recordType, 'notification'))
    expect(rows.map((r) => r.action).sort()).toEqual(['notification.broadcast', 'notification.send'])
    expect(rows.find((r) => r.action === 'notification.send')!.after).toMatchObject({
      userId: user.id,
      title: 'Hello',
    })
  })

  it('records design samples added, edited and deleted, and a maintenance plan started and cancelled', async () => {
    const s = await seedClientProject(t, 'pending_design')
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${s.project.id}/design-samples`,
      headers: admin,
      payload: { title: 'Calm', imageUrl: 'https://img.example/calm.png' },
    })
    expect(added.statusCode, added.body).toBe(200)
    const sampleId = added.json().sample.id
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/design-samples/${sampleId}`,
      headers: admin,
      payload: { title: 'Calmer', imageUrl: 'https://img.example/calm.png' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/design-samples/${sampleId}`,
      headers: admin,
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    const samples = await entriesFor('design-sample', sampleId)
    expect(samples.map((e) => e.action)).toEqual([
      'design-sample.create',
      'design-sample.update',
      'design-sample.delete',
    ])
    expect(samples[1]).toMatchObject({ before: { title: 'Calm' }, after: { title: 'Calmer' } })
    expect(samples[2]).toMatchObject({ before: { title: 'Calmer' }, after: null })

    const startDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/admin/maintenance',
      headers: admin,
      payload: { userId: s.user.id, projectId: s.project.id, amount: 15, startDate },
    })
    expect(plan.statusCode, plan.body).toBe(200)
    const planId = plan.json().subscriptionId
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/maintenance/${planId}/cancel`,
      headers: admin,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const plans = await entriesFor('subscription', planId)
    expect(plans.map((e) => e.action)).toEqual(['maintenance.create', 'maintenance.cancel'])
    expect(plans[0]).toMatchObject({ before: null, after: { userId: s.user.id, status: 'offered' } })
    expect(plans[1]).toMatchObject({ before: { status: 'offered' }, after: { status: 'cancelled' } })
  })

  it('lists entries newest first, filtered and paged, for admins only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?actor=${adminId}&recordType=project&pageSize=1`,
      headers: admin,
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ page: 1, pageSize: 1 })
    expect(body.total).toBeGreaterThanOrEqual(2)
    expect(body.items).toHaveLength(1)
    expect(body.items[0]).toMatchObject({ recordType: 'project', actorEmail: 'audit-admin@studio.test' })
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?recordType=project&pageSize=1&page=2`,
        headers: admin,
      })
    ).json()
    expect(page2.items[0].id).toBeLessThan(body.items[0].id)

    const byAction = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log?action=project.deliver',
        headers: admin,
      })
    ).json()
    expect(byAction.items.every((e: { action: string }) => e.action === 'project.deliver')).toBe(true)
    expect(byAction.total).toBe(1)

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401)
    const { token } = await seedCustomer(t.database.db)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer(token) })).statusCode,
    ).toBe(403)
    await createStaff(t, 'cfo', 'audit-cfo@studio.test')
    const cfo = bearer(await signInStaff(t, 'cfo', 'audit-cfo@studio.test'))
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: cfo })).statusCode,
    ).toBe(403)
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?actor=abc', headers: admin })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Unknown admin')
  })
})

describe('redact', () => {
  it('removes secrets at any depth and keeps everything else', () => {
    expect(
      redact({
        email: 'a@b.c',
        passwordHash: 'x',
        nested: { ftpPassword: 'p', apiToken: 't', keep: 1, when: new Date('2026-01-01T00:00:00Z') },
        list: [{ totpSecret: 's' }],
        emptyPassword: '',
      }),
    ).toEqual({
      email: 'a@b.c',
      passwordHash: '[removed]',
      nested: { ftpPassword: '[removed]', apiToken: '[removed]', keep: 1, when: '2026-01-01T00:00:00.000Z' },
      list: [{ totpSecret: '[removed]' }],
      emptyPassword: '',
    })
  })
})
