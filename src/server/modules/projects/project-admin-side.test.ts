import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maintenanceSubscriptions } from '../../db/schema/billing'
import { notifications } from '../../db/schema/notifications'
import { designSamples, infoRequests, projects } from '../../db/schema/projects'
import { users } from '../../db/schema/auth'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedClientProject, traces } from './lifecycle-fixtures'

const clock = fixedClock(new Date('2026-01-31T10:00:00Z'))
let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ clock })
  await createStaff(t, 'admin', 'projects-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'projects-admin@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload })
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })

describe('delivery', () => {
  it('stores the passwords sealed, opens them for the owner and admins only, and mails none of them', async () => {
    const s = await seedClientProject(t, 'completed')
    const res = await post('/api/admin/deliver-project', admin, {
      projectId: s.project.id,
      websiteUrl: 'https://cornerbakery.example',
      adminUrl: 'https://cornerbakery.example/wp-admin',
      adminUsername: 'owner',
      adminPassword: 'Adm1n-Secret-Pass!',
      ftpHost: 'ftp.cornerbakery.example',
      ftpUsername: 'ftpuser',
      ftpPassword: 'Ftp-Secret-Pass?',
      deliveryNotes: 'Change the password after your first sign-in.',
      maintenanceIncluded: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    // The panel's answers leave the passwords closed: Show access details opens them, audited.
    expect(res.json().project).toMatchObject({
      status: 'delivered',
      adminPassword: null,
      ftpPassword: null,
      deliveredAt: clock.now().toISOString(),
    })

    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, s.project.id))
    expect(row!.adminPasswordSealed).toMatch(/^sb1\./)
    expect(row!.ftpPasswordSealed).toMatch(/^sb1\./)
    const stored = JSON.stringify(row)
    expect(stored).not.toContain('Adm1n-Secret-Pass!')
    expect(stored).not.toContain('Ftp-Secret-Pass?')

    const mine = (await get(`/api/dashboard/project/${s.project.id}`, s.headers)).json()
    expect(mine).toMatchObject({ adminPassword: 'Adm1n-Secret-Pass!', ftpPassword: 'Ftp-Secret-Pass?' })
    const list = (await get('/api/dashboard/projects', s.headers)).json()
    expect(list[0]).toMatchObject({ adminPassword: 'Adm1n-Secret-Pass!', ftpUsername: 'ftpuser' })
    const asAdmin = (await get(`/api/admin/projects/${s.project.id}`, admin)).json()
    expect(asAdmin).toMatchObject({ adminPassword: null, ftpPassword: null, ftpUsername: 'ftpuser' })
    const revealed = await post(`/api/admin/projects/${s.project.id}/access-details/reveal`, admin)
    expect(revealed.json()).toMatchObject({
      adminPassword: 'Adm1n-Secret-Pass!',
      ftpPassword: 'Ftp-Secret-Pass?',
    })
    // The list leaves them closed.
    const adminList = (await get('/api/admin/projects?status=delivered&pageSize=100', admin)).json()
    expect(adminList.items.find((p: { id: number }) => p.id === s.project.id)).toMatchObject({
      adminPassword: null,
      ftpPassword: null,
    })

    const { mails, events } = await traces(t, s.project.id, s.user.email)
    expect(mails).toHaveLength(1)
    // The mail as it left (a sent job keeps only who it went to and its kind).
    await t.flushMail()
    const sent = t.smtp.to(s.user.email)
    expect(sent).toHaveLength(1)
    const mail = JSON.stringify(sent[0])
    expect(mail).toContain('Your access details are in your dashboard')
    expect(mail).not.toContain('Adm1n-Secret-Pass!')
    expect(mail).not.toContain('Ftp-Secret-Pass?')
    expect(JSON.stringify(events)).not.toContain('Secret-Pass')

    // One month free from delivery (31 January to 27 February, the day before 31 January + 1 month), never billed:
    // a paid plan starts only when the client chooses one with a card.
    const subs = await t.database.db
      .select()
      .from(maintenanceSubscriptions)
      .where(eq(maintenanceSubscriptions.projectId, s.project.id))
    expect(subs).toHaveLength(1)
    expect(subs[0]).toMatchObject({
      userId: s.user.id,
      plan: 'basic',
      status: 'included',
      amountCents: 0,
      startDate: '2026-01-31',
      currentPeriodEnd: '2026-02-28',
      features: ['security_updates', 'content_updates', 'backup_service'],
    })
    expect(mail).toContain('maintenance is included free until Feb 27, 2026. Nothing is charged after it')
  })

  it('starts no plan without maintenanceIncluded, and a sealed password does not open on another project', async () => {
    const a = await seedClientProject(t, 'completed')
    const b = await seedClientProject(t, 'completed')
    for (const s of [a, b]) {
      const res = await post('/api/admin/deliver-project', admin, {
        projectId: s.project.id,
        websiteUrl: 'https://site.example',
        adminPassword: `pw-${s.project.id}`,
      })
      expect(res.statusCode).toBe(200)
    }
    const subs = await t.database.db
      .select()
      .from(maintenanceSubscriptions)
      .where(eq(maintenanceSubscriptions.projectId, a.project.id))
    expect(subs).toHaveLength(0)
    const [rowA] = await t.database.db.select().from(projects).where(eq(projects.id, a.project.id))
    await t.database.db
      .update(projects)
      .set({ adminPasswordSealed: rowA!.adminPasswordSealed })
      .where(eq(projects.id, b.project.id))
    const res = await post(`/api/admin/projects/${b.project.id}/access-details/reveal`, admin)
    expect(res.statusCode).toBe(500)
  })
})

describe('the admin side', () => {
  it('lists a page of projects with each client and sample count, filtered by status, with the total', async () => {
    const a = await seedClientProject(t, 'pending_design')
    await post(`/api/admin/projects/${a.project.id}/design-samples`, admin, {
      title: 'One',
      imageUrl: 'https://img.example/1.png',
    })
    await post(`/api/admin/projects/${a.project.id}/design-samples`, admin, {
      title: 'Two',
      imageUrl: 'https://img.example/2.png',
      previewUrl: '',
    })
    const res = await get('/api/admin/projects?status=samples_ready&pageSize=1', admin)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.items).toHaveLength(1)
    expect(body).toMatchObject({ page: 1, pageSize: 1 })
    expect(body.total).toBeGreaterThanOrEqual(1)
    const all = (await get('/api/admin/projects?status=samples_ready&pageSize=100', admin)).json()
    expect(all.total).toBe(all.items.length)
    expect(all.items.find((p: { id: number }) => p.id === a.project.id)).toMatchObject({
      samplesCount: 2,
      user: { id: a.user.id, email: a.user.email },
      statusLabel: 'Design Samples Ready',
    })
    // The second sample only added: one move, one notification.
    const after = await traces(t, a.project.id, a.user.email)
    expect(after.events).toHaveLength(1)
    expect(after.notes).toHaveLength(1)
    expect(after.mails[0]!.subject).toContain('design samples')
    expect((await get('/api/admin/projects?status=nope', admin)).statusCode).toBe(400)
  })

  it("refuses a sample's picture on http:// or on the studio's own network, and takes an uploaded one", async () => {
    const s = await seedClientProject(t, 'samples_ready', { samples: 1 })
    const put = (imageUrl: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/design-samples/${s.samples[0]!.id}`,
        headers: admin,
        payload: { title: 'Garden', imageUrl },
      })
    for (const url of [
      'http://img.example/a.png',
      'https://localhost/a.png',
      'https://127.0.0.1/a.png',
      'https://10.0.0.7/a.png',
      'https://192.168.1.2/a.png',
      'https://169.254.169.254/latest',
      'https://[::1]/a.png',
      'javascript:alert(1)',
    ]) {
      const res = await put(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().message).toBe('Please enter a valid URL (https://…)')
    }
    expect((await put('/api/uploads/public/12')).statusCode).toBe(200)
    expect((await put('https://cdn.example.com/garden.png')).statusCode).toBe(200)
  })

  it('edits and deletes samples before development only, and never the chosen one', async () => {
    const s = await seedClientProject(t, 'design_selected', { samples: 2 })
    await t.database.db
      .update(designSamples)
      .set({ isSelected: true })
      .where(eq(designSamples.id, s.samples[0]!.id))
    const chosen = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/design-samples/${s.samples[0]!.id}`,
      headers: admin,
    })
    expect(chosen.statusCode).toBe(409)
    expect(chosen.json().message).toBe('The client has chosen this design, so it cannot be deleted.')
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/design-samples/${s.samples[1]!.id}`,
      headers: admin,
      payload: { title: 'Renamed', imageUrl: 'https://img.example/r.png', designNotes: 'Bolder type' },
    })
    expect(edit.statusCode).toBe(200)
    expect(edit.json().sample).toMatchObject({ title: 'Renamed', designNotes: 'Bolder type' })
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/design-samples/${s.samples[1]!.id}`,
      headers: admin,
    })
    expect(gone.statusCode).toBe(200)
    const listed = (await get(`/api/admin/projects/${s.project.id}/design-samples`, admin)).json()
    expect(listed.map((x: { id: number }) => x.id)).toEqual([s.samples[0]!.id])

    const late = await seedClientProject(t, 'under_development', { samples: 1 })
    for (const [method, payload] of [
      ['PUT', { title: 'X', imageUrl: 'https://img.example/x.png' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/admin/design-samples/${late.samples[0]!.id}`,
        headers: admin,
        ...(payload ? { payload } : {}),
      })
      expect(res.statusCode).toBe(409)
    }
    expect((await get('/api/admin/projects/999999/design-samples', admin)).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/design-samples/999999', headers: admin }))
        .statusCode,
    ).toBe(404)
  })

  it('refuses the same status and delivery through the picker, and reads the older names', async () => {
    const s = await seedClientProject(t, 'completed')
    const same = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${s.project.id}`,
      headers: admin,
      payload: { status: 'completed' },
    })
    expect(same.statusCode).toBe(409)
    expect(same.json().message).toBe('This project is already Completed.')
    const deliver = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${s.project.id}`,
      headers: admin,
      payload: { status: 'delivered' },
    })
    expect(deliver.statusCode).toBe(409)
    expect(deliver.json().message).toBe('A project is delivered with Deliver Project, once it is completed.')
    const review = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${s.project.id}`,
      headers: admin,
      payload: { status: 'review' },
    })
    expect(review.statusCode).toBe(200)
    expect(review.json().project).toMatchObject({ status: 'awaiting_approval' })
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${s.project.id}`,
      headers: admin,
      payload: { status: 'finished' },
    })
    expect(bad.statusCode).toBe(400)
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/projects/999999',
      headers: admin,
      payload: { status: 'completed' },
    })
    expect(missing.statusCode).toBe(404)
  })

  it('asks the client for details: kept, on the timeline without a move, notified and mailed', async () => {
    const s = await seedClientProject(t, 'pending_design')
    const res = await post('/api/admin/request-details', admin, {
      projectId: s.project.id,
      requestType: 'content',
      urgency: 'high',
      details: 'Your opening hours for the footer',
      specificItems: ['content_text', 'contact_info'],
    })
    expect(res.statusCode, res.body).toBe(200)
    await post('/api/admin/request-details', admin, {
      projectId: s.project.id,
      details: 'A photo of the shop',
    })
    const rows = await t.database.db
      .select()
      .from(infoRequests)
      .where(eq(infoRequests.projectId, s.project.id))
    expect(rows).toHaveLength(2)
    const after = await traces(t, s.project.id, s.user.email)
    expect(after.row.status).toBe('pending_design')
    expect(after.events.map((e) => [e.kind, e.fromStatus, e.toStatus])).toEqual([
      ['details_requested', null, null],
      ['details_requested', null, null],
    ])
    expect(after.notes).toHaveLength(2)
    expect(after.mails[0]!.text).toContain('within 1 day')
    expect(after.mails[0]!.text).toContain('Your opening hours for the footer')
    expect(after.mails[0]!.text).toContain('Text content, Contact information')
    expect(after.mails[1]!.text).toContain('within 3 days')
    const detail = (await get(`/api/dashboard/project/${s.project.id}`, s.headers)).json()
    expect(detail.infoRequests.map((r: { details: string }) => r.details)).toEqual([
      'A photo of the shop',
      'Your opening hours for the footer',
    ])
    expect(
      (await post('/api/admin/request-details', admin, { projectId: 999999, details: 'x' })).statusCode,
    ).toBe(404)
  })

  it('notifies one customer in the app and by mail, or every customer in the app', async () => {
    const s = await seedClientProject(t, 'pending_design')
    const one = await post('/api/admin/notifications', admin, {
      userId: s.user.id,
      projectId: s.project.id,
      title: 'Quick question',
      message: 'Do you have a logo file?',
    })
    expect(one.statusCode, one.body).toBe(200)
    expect(one.json()).toMatchObject({ success: true, sent: 1 })
    const after = await traces(t, s.project.id, s.user.email)
    expect(after.notes[0]).toMatchObject({ type: 'admin', title: 'Quick question' })
    expect(after.mails[0]!.text).toContain('Do you have a logo file?')

    const [staff] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'projects-admin@studio.test'))
    const notCustomer = await post('/api/admin/notifications', admin, {
      userId: staff!.id,
      title: 'Hi',
      message: 'Hello',
    })
    expect(notCustomer.statusCode).toBe(404)
    const other = await seedClientProject(t, 'pending_design')
    const wrongProject = await post('/api/admin/notifications', admin, {
      userId: s.user.id,
      projectId: other.project.id,
      title: 'Hi',
      message: 'Hello',
    })
    expect(wrongProject.statusCode).toBe(404)

    const customers = await t.database.db.select().from(users).where(eq(users.role, 'customer'))
    const all = await post('/api/admin/notifications', admin, {
      userId: null,
      title: 'Holiday hours',
      message: 'We are closed on Monday.',
      type: 'system',
    })
    expect(all.statusCode).toBe(200)
    expect(all.json().sent).toBe(customers.length)
    const written = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Holiday hours'))
    expect(written).toHaveLength(customers.length)
    expect(new Set(written.map((n) => n.userId)).size).toBe(customers.length)
    expect((await traces(t, s.project.id, s.user.email)).mails).toHaveLength(1)
  })
})
