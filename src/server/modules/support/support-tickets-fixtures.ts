import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { notifications } from '../../db/schema/notifications'
import { seedProject } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { newCustomer } from '../../test/checkout'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'

// What the support ticket tests share: their app and staff sign-ins, requests, and tickets opened and read.

export type Headers = Record<string, string>

export let t: TestApp
export let admin: Headers
export let cfo: Headers
export let adminId: number

/** A test app with an admin and a CFO signed in, for the calling file. */
export function useTicketsApp() {
  beforeAll(async () => {
    t = await createTestApp()
    await createStaff(t, 'admin', 'tickets-admin@studio.test')
    await createStaff(t, 'cfo', 'tickets-cfo@studio.test')
    const adminToken = await signInStaff(t, 'admin', 'tickets-admin@studio.test')
    admin = bearer(adminToken)
    cfo = bearer(await signInStaff(t, 'cfo', 'tickets-cfo@studio.test'))
    adminId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin })).json().user?.id
  })
  afterAll(async () => {
    await t?.close()
  })
}

export const req = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) })

/** A client with a ticket about one of their projects (or none). */
export async function clientTicket(opts: { project?: boolean; priority?: 'low' | 'medium' | 'high' } = {}) {
  const customer = await newCustomer(t)
  const project = opts.project ? await seedProject(t.database.db, { userId: customer.user.id }) : null
  const res = await req('POST', '/api/dashboard/support-tickets', customer.headers, {
    subject: 'The menu page is empty',
    message: 'Since this morning the menu shows nothing.',
    priority: opts.priority ?? 'medium',
    projectId: project?.id ?? null,
  })
  expect(res.statusCode, res.body).toBe(200)
  return { ...customer, project, ticketId: res.json().ticketId as number }
}

/** A ticket from the public form, by someone without an account. */
export async function publicTicket(email = `visitor-${nextIp()}@example.com`) {
  const res = await req(
    'POST',
    '/api/support',
    {},
    {
      name: 'Ada Visitor',
      email,
      subject: 'Question before ordering',
      priority: 'urgent',
      category: 'general',
      message: 'Can you move my existing site over to you?',
    },
  )
  expect(res.statusCode, res.body).toBe(200)
  return { email, ticketId: res.json().ticketId as number }
}

export async function auditFor(ticketId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'support_ticket'), eq(auditLog.recordId, String(ticketId))))
}

export async function noticesFor(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId))
}
