import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../db/schema/jobs'
import { enqueueJob } from '../../jobs/queue'
import { bearer, createStaff, signInCustomer, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('failed background jobs', () => {
  it('shows an admin the jobs that used up their attempts, and nobody else', async () => {
    const id = await enqueueJob(t.database.db, {
      kind: 'mail',
      payload: { to: 'someone@example.com', kind: 'contact-ack' },
    })
    await t.database.db
      .update(jobs)
      .set({
        status: 'dead',
        attempts: 6,
        lastError: 'connect ECONNREFUSED 10.0.0.5:587',
        finishedAt: new Date(),
      })
      .where(eq(jobs.id, id))
    await enqueueJob(t.database.db, {
      kind: 'mail',
      payload: { to: 'fine@example.com', kind: 'contact-ack' },
    })

    await createStaff(t, 'admin', 'jobs-admin@studio.test')
    const admin = await signInStaff(t, 'admin', 'jobs-admin@studio.test')
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/failed', headers: bearer(admin) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      {
        id,
        kind: 'mail: contact-ack',
        attempts: 6,
        lastError: 'connect ECONNREFUSED 10.0.0.5:587',
        failedAt: expect.any(String),
      },
    ])

    await createStaff(t, 'cfo', 'jobs-cfo@studio.test')
    const cfo = await signInStaff(t, 'cfo', 'jobs-cfo@studio.test')
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/jobs/failed', headers: bearer(cfo) })).statusCode,
    ).toBe(403)
    const customer = await signInCustomer(t, 'jobs-customer@example.com')
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/jobs/failed', headers: bearer(customer) }))
        .statusCode,
    ).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs/failed' })).statusCode).toBe(401)
  })
})
