// A delivered project's access details on the staff side: the panel's reads leave the passwords closed, Show access
// details opens them (each time in the audit log, without their values), and a correction replaces them, audited
// without the secrets, with the client told in the app and by mail (which carries none of them).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { projects } from '../../db/schema/projects'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { ACCESS_DETAILS_MESSAGES } from './access-details'
import { seedClientProject, traces } from './lifecycle-fixtures'

let t: TestApp
let admin: Record<string, string>
let cfo: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'access-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'access-admin@studio.test'))
  await createStaff(t, 'cfo', 'access-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'access-cfo@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

const DELIVERY = {
  websiteUrl: 'https://cornerbakery.example',
  adminUrl: 'https://cornerbakery.example/wp-admin',
  adminUsername: 'owner',
  adminPassword: 'Old-Admin-Secret-1',
  ftpHost: 'ftp.cornerbakery.example',
  ftpUsername: 'ftpuser',
  ftpPassword: 'Old-Ftp-Secret-2',
  deliveryNotes: 'Change the password after your first sign-in.',
}

const inject = (
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const reveal = (id: number, headers = admin) =>
  inject('POST', `/api/admin/projects/${id}/access-details/reveal`, headers)
const correct = (id: number, payload: object, headers = admin) =>
  inject('PUT', `/api/admin/projects/${id}/access-details`, headers, payload)

async function delivered() {
  const s = await seedClientProject(t, 'completed')
  const res = await inject('POST', '/api/admin/deliver-project', admin, {
    projectId: s.project.id,
    ...DELIVERY,
  })
  expect(res.statusCode, res.body).toBe(200)
  return s
}

const auditOf = (id: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.recordId, String(id))))
    .orderBy(auditLog.id)

describe('Show access details', () => {
  it('opens the passwords the panel leaves closed, and records each reading without the secrets', async () => {
    const s = await delivered()
    const detail = (await inject('GET', `/api/admin/projects/${s.project.id}`, admin)).json()
    expect(detail).toMatchObject({ adminUsername: 'owner', adminPassword: null, ftpPassword: null })

    const res = await reveal(s.project.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ ...DELIVERY, deliveredAt: expect.any(String) })
    expect((await reveal(s.project.id)).statusCode).toBe(200)

    const reads = await auditOf(s.project.id, 'project.access-details.read')
    expect(reads).toHaveLength(2)
    expect(reads[0]).toMatchObject({
      actorEmail: 'access-admin@studio.test',
      recordType: 'project',
      after: { read: 'delivery secrets', opened: ['adminPassword', 'ftpPassword'] },
    })
    expect(JSON.stringify(reads)).not.toContain('Secret')
  })

  it('is for admins on a delivered project: the CFO and the client get 403, another project 404, an undelivered 409', async () => {
    const s = await delivered()
    expect((await reveal(s.project.id, cfo)).statusCode).toBe(403)
    expect((await reveal(s.project.id, s.headers)).statusCode).toBe(403)
    expect((await reveal(999_999)).statusCode).toBe(404)
    const early = await seedClientProject(t, 'under_development')
    const refused = await reveal(early.project.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(ACCESS_DETAILS_MESSAGES.notDelivered)
    expect(await auditOf(s.project.id, 'project.access-details.read')).toEqual([])
  })
})

describe('correcting the access details', () => {
  const FIXED = {
    ...DELIVERY,
    adminUrl: 'https://cornerbakery.example/admin',
    adminPassword: 'New-Admin-Secret-3',
    ftpPassword: '',
  }

  it('replaces them (sealed), audits what changed without the secrets, and tells the client without them', async () => {
    const s = await delivered()
    const res = await correct(s.project.id, FIXED)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      message: ACCESS_DETAILS_MESSAGES.updated,
      project: { status: 'delivered', adminUrl: FIXED.adminUrl, adminPassword: null },
    })

    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, s.project.id))
    expect(row!.adminPasswordSealed).toMatch(/^sb1\./)
    expect(row!.ftpPasswordSealed).toBeNull()
    expect(JSON.stringify(row)).not.toContain('New-Admin-Secret-3')
    // The client reads the new ones in their dashboard.
    const mine = (await inject('GET', `/api/dashboard/project/${s.project.id}`, s.headers)).json()
    expect(mine).toMatchObject({
      adminUrl: FIXED.adminUrl,
      adminPassword: 'New-Admin-Secret-3',
      ftpPassword: null,
    })

    const [entry] = await auditOf(s.project.id, 'project.access-details.update')
    expect(entry).toMatchObject({
      before: { adminUrl: DELIVERY.adminUrl, setLogins: ['admin', 'ftp'] },
      after: {
        adminUrl: FIXED.adminUrl,
        setLogins: ['admin'],
        changed: ['adminUrl', 'adminPassword', 'ftpPassword'],
      },
    })
    expect(JSON.stringify(entry)).not.toContain('Secret')

    const { notes, mails, events } = await traces(t, s.project.id, s.user.email)
    expect(notes.at(-1)).toMatchObject({
      title: 'Access details updated',
      message: `We have updated the access details of "${s.project.title}". Use the new ones in your dashboard from now on.`,
    })
    const mail = mails.at(-1)!
    expect(mail.subject).toBe(`Your access details for "${s.project.title}" were updated`)
    expect(mail.text).toContain('For your safety they are not in this e-mail: read them in your dashboard')
    expect(JSON.stringify(mail)).not.toContain('Secret')
    expect(events.at(-1)).toMatchObject({
      kind: 'access_details_updated',
      note: 'Access details corrected: admin panel URL, admin password, FTP password',
    })
  })

  it('checks the fields as delivery does (400), and only on a delivered project (409)', async () => {
    const s = await delivered()
    const bad = await correct(s.project.id, { ...FIXED, websiteUrl: '' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Live website URL is required')
    const notUrl = await correct(s.project.id, { ...FIXED, adminUrl: 'ftp://x' })
    expect(notUrl.statusCode).toBe(400)
    expect(notUrl.json().message).toBe('Please enter a valid URL (https://…)')
    const early = await seedClientProject(t, 'completed')
    const refused = await correct(early.project.id, FIXED)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(ACCESS_DETAILS_MESSAGES.notDeliveredNow)
    expect(await auditOf(s.project.id, 'project.access-details.update')).toEqual([])
  })

  it('is for admins: the CFO and the client get 403, an unknown project 404', async () => {
    const s = await delivered()
    expect((await correct(s.project.id, FIXED, cfo)).statusCode).toBe(403)
    expect((await correct(s.project.id, FIXED, s.headers)).statusCode).toBe(403)
    expect((await correct(999_999, FIXED)).statusCode).toBe(404)
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, s.project.id))
    expect(row!.adminUrl).toBe(DELIVERY.adminUrl)
  })
})
