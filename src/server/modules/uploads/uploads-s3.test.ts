import { readdirSync } from 'node:fs'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_MESSAGES } from '../../../shared/contracts/uploads'
import { auditLog } from '../../db/schema/audit'
import { uploads } from '../../db/schema/uploads'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { newCustomer } from '../../test/checkout'
import { startLocalS3, type LocalS3 } from '../../test/s3-server'
import { createTestApp, type TestApp } from '../../test/test-app'
import { pngWith } from '../../test/images'

/* Uploads with S3_BUCKET set: the bytes go to an S3-compatible bucket (s3rver here) and come back through the
   app's own checks; the local folder is never used. */

let s3: LocalS3
let t: TestApp
let admin: Record<string, string>
let alice: Record<string, string>
let bob: Record<string, string>
beforeAll(async () => {
  s3 = await startLocalS3()
  t = await createTestApp({ config: { s3: s3.config } })
  await createStaff(t, 'admin', 's3-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 's3-admin@studio.test'))
  alice = (await newCustomer(t)).headers
  bob = (await newCustomer(t)).headers
})
afterAll(async () => {
  await t?.close()
  await s3?.close()
})

const png = (fill: number) => pngWith(Buffer.alloc(3000, fill))
const BOUNDARY = 'sitecraft-boundary'
const multipart = (bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])

function upload(app: TestApp, url: string, headers: Record<string, string>, bytes: Buffer) {
  return app.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(bytes),
  })
}

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers })

async function uploadRows(app: TestApp) {
  const [row] = await app.database.db.select({ n: count() }).from(uploads)
  return row!.n
}

async function auditRows(app: TestApp) {
  const [row] = await app.database.db.select({ n: count() }).from(auditLog)
  return row!.n
}

describe('with S3_BUCKET set', () => {
  it('the app stores uploads in the bucket, never in the local folder', () => {
    expect(t.app.ctx.files.kind).toBe('s3')
  })

  it('an admin’s image goes to the bucket, is served to anyone with its caching, and is deleted from both', async () => {
    const bytes = png(1)
    const res = await upload(t, '/api/admin/uploads', admin, bytes)
    expect(res.statusCode, res.body).toBe(200)
    const { id, url } = res.json<{ id: number; url: string }>()
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id))
    expect(await s3.keys()).toContain(row!.key)
    expect(row!.key).toMatch(/^portfolio\/[0-9a-f-]{36}\.png$/)

    const got = await get(t, url)
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe('image/png')
    expect(got.headers['content-length']).toBe(String(bytes.length))
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(got.headers['x-content-type-options']).toBe('nosniff')
    expect(got.rawPayload.equals(bytes)).toBe(true)

    // Only an admin takes it down.
    const del = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/uploads/${id}`, headers })
    expect((await del({})).statusCode).toBe(401)
    expect((await del(alice)).statusCode).toBe(403)
    expect((await get(t, url)).statusCode).toBe(200)

    const gone = await del(admin)
    expect(gone.statusCode, gone.body).toBe(200)
    expect(gone.json()).toEqual({ success: true, message: 'Image deleted' })
    expect(await s3.keys()).not.toContain(row!.key)
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, id))).toEqual([])
    expect((await get(t, url)).statusCode).toBe(404)
    expect((await del(admin)).statusCode).toBe(404)
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'upload'), eq(auditLog.action, 'upload.delete')))
    expect(entry).toMatchObject({
      recordId: String(id),
      after: null,
      before: { public: true, size: bytes.length },
    })
    expect(readdirSync(t.filesDir)).toEqual([])
  })

  it('a customer’s private file is streamed to its owner and admins only, with no-store; others get 404', async () => {
    const bytes = png(2)
    const res = await upload(t, '/api/uploads', alice, bytes)
    expect(res.statusCode, res.body).toBe(200)
    const { id, url } = res.json<{ id: number; url: string }>()

    const mine = await get(t, url, alice)
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['cache-control']).toBe('no-store')
    expect(mine.headers['content-type']).toBe('image/png')
    expect(mine.rawPayload.equals(bytes)).toBe(true)
    expect((await get(t, url, admin)).rawPayload.equals(bytes)).toBe(true)

    expect((await get(t, url, bob)).statusCode).toBe(404)
    expect((await get(t, url)).statusCode).toBe(401)
    expect((await get(t, `/api/uploads/public/${id}`)).statusCode).toBe(404)
    // A private upload is not a published image: the admin's deletion does not reach it.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/uploads/${id}`, headers: admin })).statusCode,
    ).toBe(404)
    expect((await get(t, url, alice)).statusCode).toBe(200)
  })

  it('a row whose object is missing from the bucket answers 404, not 500', async () => {
    const res = await upload(t, '/api/admin/uploads', admin, png(3))
    const { id, url } = res.json<{ id: number; url: string }>()
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id))
    await t.app.ctx.files.delete(row!.key)
    expect((await get(t, url)).statusCode).toBe(404)
  })
})

describe('a store that fails', () => {
  // The same database, with a bucket that does not exist and with an endpoint where nothing listens.
  const broken: TestApp[] = []
  afterAll(async () => {
    for (const b of broken) await b.close()
  })
  const cases = [
    ['a bucket that is not there', () => ({ ...s3.config, bucket: 'no-such-bucket' })],
    ['an endpoint that refuses connections', () => ({ ...s3.config, endpoint: 'http://127.0.0.1:9' })],
  ] as const

  it.each(cases)('(%s) answers 502 with the storage message and writes no row', async (_name, config) => {
    const app = await createTestApp({ database: t.database, config: { s3: config() } })
    broken.push(app)
    const before = { uploads: await uploadRows(t), audit: await auditRows(t) }

    for (const [url, headers] of [
      ['/api/uploads', alice],
      ['/api/admin/uploads', admin],
    ] as const) {
      const res = await upload(app, url, headers, png(4))
      expect(res.statusCode, res.body).toBe(502)
      expect(res.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', message: UPLOAD_MESSAGES.unavailable })
    }
    expect({ uploads: await uploadRows(t), audit: await auditRows(t) }).toEqual(before)

    // Reading and deleting a stored file through it fail the same way, and the deletion changes nothing.
    const stored = await upload(t, '/api/admin/uploads', admin, png(5))
    const { id, url } = stored.json<{ id: number; url: string }>()
    expect((await get(app, url)).statusCode).toBe(502)
    const del = await app.app.inject({ method: 'DELETE', url: `/api/admin/uploads/${id}`, headers: admin })
    expect(del.statusCode).toBe(502)
    expect(del.json().message).toBe(UPLOAD_MESSAGES.unavailable)
    expect((await get(t, url)).statusCode).toBe(200)
  })

  it('a row the database refuses takes its object out of the bucket again', async () => {
    const keys = await s3.keys()
    const rows = await uploadRows(t)
    await t.database.db.execute(
      sql.raw(`create function refuse_upload() returns trigger language plpgsql
        as $$ begin raise exception 'refused by test'; end $$`),
    )
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_upload before insert on uploads for each row execute function refuse_upload()',
      ),
    )
    try {
      const res = await upload(t, '/api/uploads', alice, png(6))
      expect(res.statusCode).toBe(500)
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_upload on uploads'))
      await t.database.db.execute(sql.raw('drop function refuse_upload()'))
    }
    expect(await s3.keys()).toEqual(keys)
    expect(await uploadRows(t)).toBe(rows)
  })
})
