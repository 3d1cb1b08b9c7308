import { readdirSync } from 'node:fs'
import { parse as parseContentDisposition } from 'content-disposition'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_MESSAGES } from '../../../shared/contracts/uploads'
import { MAX_ATTACHMENT_BYTES } from '../../integrations/storage/attachments'
import { MAX_IMAGE_BYTES } from '../../integrations/storage/images'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { newCustomer } from '../../test/checkout'
import { pdfFile, zipFile } from '../../test/documents'
import { ONE_PIXEL_PNG, pngWith } from '../../test/images'
import { createTestApp, type TestApp } from '../../test/test-app'
import { uploadFile } from '../../test/uploads'

/* A file for a project's message thread through POST /api/uploads/attachments, read back by GET /api/uploads/:id. */

const logged: Array<{ level: number; msg: string }> = []
let t: TestApp
let customer: Record<string, string>
let otherCustomer: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'warn' },
    logStream: { write: (line) => void logged.push(JSON.parse(line) as { level: number; msg: string }) },
  })
  customer = (await newCustomer(t)).headers
  otherCustomer = (await newCustomer(t)).headers
  await createStaff(t, 'admin', 'attachments-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'attachments-admin@studio.test'))
})
afterAll(async () => {
  await t?.close()
})
afterEach(() => {
  // A refused file is the sender's mistake, never an error of ours.
  expect(logged.filter((l) => l.level >= 50)).toEqual([])
})

const attach = (
  headers: Record<string, string>,
  name: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) => uploadFile(t, headers, { url: '/api/uploads/attachments', name, type, bytes })

/** Every file under the app's upload folder, by its path there. */
function storedFiles(): string[] {
  return readdirSync(t.filesDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `${e.parentPath.slice(t.filesDir.length + 1)}/${e.name}`)
}

describe('POST /api/uploads/attachments', () => {
  it.each([
    ['Brief für Café.pdf', pdfFile('the brief'), 'application/pdf'],
    ["Tom's site, v2.zip", zipFile('index.html', '<h1>old site</h1>'), 'application/zip'],
  ])('stores %s for its owner, who gets it back as a download under its name', async (name, bytes, type) => {
    const res = await attach(customer, name, bytes, type)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      id: expect.any(Number),
      contentType: type,
      size: bytes.length,
      name,
      url: `/api/uploads/${body.id}`,
    })
    const got = await t.app.inject({ method: 'GET', url: body.url, headers: customer })
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe(type)
    expect(got.rawPayload.equals(bytes)).toBe(true)
    // Downloaded, never opened at the app's address; the name survives its spaces, commas and accents.
    const disposition = parseContentDisposition(String(got.headers['content-disposition']))
    expect(disposition.type).toBe('attachment')
    expect(disposition.parameters.filename).toBe(name)
    expect(got.headers['x-content-type-options']).toBe('nosniff')
    expect(got.headers['cache-control']).toBe('no-store')
    expect(storedFiles()).toContainEqual(
      expect.stringMatching(new RegExp(`^attachments/.+\\.${type.split('/')[1]}$`)),
    )
  })

  it('takes an image far over an image upload’s 5 MB, and serves it inline', async () => {
    const bytes = pngWith(Buffer.alloc(MAX_IMAGE_BYTES + 1))
    const res = await attach(customer, 'Mock-up.PNG', bytes, 'image/png')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ contentType: 'image/png', size: bytes.length, name: 'Mock-up.PNG' })
    const got = await t.app.inject({ method: 'GET', url: res.json().url, headers: customer })
    expect(got.headers['content-type']).toBe('image/png')
    expect(got.headers['content-disposition']).toBe('inline')
  })

  it.each([
    [
      'a text file named notes.pdf',
      'notes.pdf',
      Buffer.from('only some notes'),
      UPLOAD_MESSAGES.attachmentMismatch,
    ],
    ['a PNG named brief.pdf', 'brief.pdf', ONE_PIXEL_PNG, UPLOAD_MESSAGES.attachmentMismatch],
    [
      'a text file named notes.txt',
      'notes.txt',
      Buffer.from('only some notes'),
      UPLOAD_MESSAGES.attachmentType,
    ],
    ['an empty file', 'brief.pdf', Buffer.alloc(0), UPLOAD_MESSAGES.attachmentMissing],
  ])('refuses %s with 400 and its message, storing nothing', async (_what, name, bytes, message) => {
    const before = storedFiles()
    const res = await attach(customer, name, bytes)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(storedFiles()).toEqual(before)
  })

  it('takes exactly 20 MB and refuses one byte more with 400 and the size message', async () => {
    const pdf = (size: number) => {
      const bytes = Buffer.alloc(size, 0x20)
      pdfFile().copy(bytes)
      bytes.write('%%EOF\n', size - 6, 'latin1')
      return bytes
    }
    const fits = await attach(customer, 'big.pdf', pdf(MAX_ATTACHMENT_BYTES))
    expect(fits.statusCode, fits.body).toBe(200)
    expect(fits.json().size).toBe(MAX_ATTACHMENT_BYTES)
    const before = storedFiles()
    const over = await attach(customer, 'big.pdf', pdf(MAX_ATTACHMENT_BYTES + 1))
    expect(over.statusCode).toBe(400)
    expect(over.json().message).toBe(UPLOAD_MESSAGES.attachmentSize)
    expect(storedFiles()).toEqual(before)
  })

  it('leaves an image upload its own 5 MB limit and message', async () => {
    const res = await uploadFile(t, customer, {
      url: '/api/uploads',
      name: 'logo.png',
      type: 'image/png',
      bytes: pngWith(Buffer.alloc(MAX_IMAGE_BYTES)),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(UPLOAD_MESSAGES.size)
  })

  it('answers 401 signed out, and stores nothing', async () => {
    const before = storedFiles()
    const res = await attach({}, 'brief.pdf', pdfFile())
    expect(res.statusCode).toBe(401)
    expect(storedFiles()).toEqual(before)
  })
})

describe('GET /api/uploads/:id of an attachment', () => {
  it('is 404 to another customer, and open to an admin', async () => {
    const res = await attach(customer, 'brief.pdf', pdfFile('private'))
    expect(res.statusCode, res.body).toBe(200)
    const { url } = res.json()
    const other = await t.app.inject({ method: 'GET', url, headers: otherCustomer })
    expect(other.statusCode).toBe(404)
    expect(other.body).not.toContain('private')
    const staff = await t.app.inject({ method: 'GET', url, headers: admin })
    expect(staff.statusCode).toBe(200)
    expect(staff.headers['content-disposition']).toBe('attachment; filename=brief.pdf')
  })

  it('an admin uploads one too, and reads it back', async () => {
    const bytes = zipFile('design.txt', 'the studio’s notes')
    const res = await attach(admin, 'designs.zip', bytes)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ contentType: 'application/zip', name: 'designs.zip' })
    const got = await t.app.inject({ method: 'GET', url: res.json().url, headers: admin })
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe('application/zip')
    expect(got.rawPayload.equals(bytes)).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: res.json().url, headers: customer })).statusCode).toBe(
      404,
    )
  })
})
