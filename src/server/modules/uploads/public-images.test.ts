import { and, eq } from 'drizzle-orm'
import { auditLog } from '../../db/schema/audit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_MESSAGES } from '../../../shared/contracts/uploads'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { newCustomer } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { pngWith } from '../../test/images'

/* An admin publishes an image (a portfolio picture) through POST /api/admin/uploads; anyone may fetch it. */

let t: TestApp
let admin: Record<string, string>
let cfo: Record<string, string>
let customer: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'images-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'images-admin@studio.test'))
  await createStaff(t, 'cfo', 'images-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'images-cfo@studio.test'))
  customer = (await newCustomer(t)).headers
})
afterAll(async () => {
  await t?.close()
})

const PNG = pngWith(Buffer.alloc(64, 7))
const BOUNDARY = 'sitecraft-boundary'
const multipart = (filename: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])

function upload(url: string, headers: Record<string, string>, bytes = PNG) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart('shot.png', bytes),
  })
}

describe('POST /api/admin/uploads', () => {
  it('stores an admin’s image and serves it to anyone, cacheable, with its real type and nosniff', async () => {
    const res = await upload('/api/admin/uploads', admin)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      id: expect.any(Number),
      contentType: 'image/png',
      size: PNG.length,
      url: `/api/uploads/public/${body.id}`,
    })
    const got = await t.app.inject({ method: 'GET', url: body.url })
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe('image/png')
    expect(got.headers['x-content-type-options']).toBe('nosniff')
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(got.rawPayload.equals(PNG)).toBe(true)
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'upload'), eq(auditLog.recordId, String(body.id))))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'upload.publish',
      before: null,
      after: { contentType: 'image/png', size: PNG.length, originalName: 'shot.png', public: true },
    })
  })

  it('refuses what is not an image with the upload’s message', async () => {
    const res = await upload('/api/admin/uploads', admin, Buffer.from('<svg onload="alert(1)"></svg>'))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(UPLOAD_MESSAGES.type)
  })

  it('answers 401 without a token and 403 for a customer and for the CFO', async () => {
    expect((await upload('/api/admin/uploads', {})).statusCode).toBe(401)
    expect((await upload('/api/admin/uploads', customer)).statusCode).toBe(403)
    expect((await upload('/api/admin/uploads', cfo)).statusCode).toBe(403)
  })
})

describe('GET /api/uploads/public/:id', () => {
  it('never serves a customer’s private upload', async () => {
    const mine = await upload('/api/uploads', customer)
    expect(mine.statusCode, mine.body).toBe(200)
    const res = await t.app.inject({ method: 'GET', url: `/api/uploads/public/${mine.json().id}` })
    expect(res.statusCode).toBe(404)
    // The owner still has it at its own address.
    expect((await t.app.inject({ method: 'GET', url: mine.json().url, headers: customer })).statusCode).toBe(
      200,
    )
  })

  it('answers 404 for an image that does not exist', async () => {
    for (const id of ['999999', 'abc']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/uploads/public/${id}` })).statusCode).toBe(404)
    }
  })
})
