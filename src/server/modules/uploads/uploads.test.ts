import { readdirSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_MESSAGES } from '../../../shared/contracts/uploads'
import { newCustomer } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { pngWith } from '../../test/images'

const logged: Array<{ level: number; msg: string }> = []
let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'warn' },
    logStream: { write: (line) => void logged.push(JSON.parse(line) as { level: number; msg: string }) },
  })
  headers = (await newCustomer(t)).headers
})
afterAll(async () => {
  await t?.close()
})
afterEach(() => {
  // A refused upload is the sender's mistake, never an error of ours.
  expect(logged.filter((l) => l.level >= 50)).toEqual([])
})

const PNG = pngWith(Buffer.alloc(64, 1))
const BOUNDARY = 'sitecraft-boundary'
const part = (name: string, filename: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ])
const end = Buffer.from(`--${BOUNDARY}--\r\n`)

function post(payload: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, 'content-type': contentType },
    payload,
  })
}

/** Every file under the app's upload folder, partial ones included. */
function storedFiles(): string[] {
  return readdirSync(t.filesDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
}

describe('POST /api/uploads with a body that is not well-formed multipart', () => {
  const cases: Array<[string, Buffer | string, string?]> = [
    ['no boundary', Buffer.concat([part('file', 'logo.png', PNG), end]), 'multipart/form-data'],
    ['a body cut short', part('file', 'logo.png', PNG).subarray(0, 90)],
    ['no closing boundary', part('file', 'logo.png', PNG)],
    ['no parts at all', 'hello there'],
    ['a broken part header', `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`],
  ]
  it.each(cases)('%s answers 400 and stores nothing', async (_name, payload, contentType) => {
    const res = await post(payload, contentType)
    expect(res.statusCode).toBe(400)
    expect([UPLOAD_MESSAGES.unreadable, UPLOAD_MESSAGES.missing]).toContain(res.json().message)
    expect(storedFiles()).toEqual([])
  })

  it('with a second file or a field besides the file, takes the first file (never a 5xx)', async () => {
    const two = await post(Buffer.concat([part('file', 'a.png', PNG), part('file', 'b.png', PNG), end]))
    expect(two.statusCode).toBe(200)
    const field = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
      part('file', 'a.png', PNG),
      end,
    ])
    expect((await post(field)).statusCode).toBe(200)
  })
})

describe('the file name', () => {
  it.each([
    ['a NUL', 'logo\u0000.png'],
    ['a bell', 'logo\u0007.png'],
    ['an escape', '\u001blogo.png'],
  ])('with %s is refused with 400 before anything is stored', async (_name, filename) => {
    const before = storedFiles()
    const res = await post(Buffer.concat([part('file', filename, PNG), end]))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(UPLOAD_MESSAGES.name)
    expect(storedFiles()).toEqual(before)
  })

  it('an ordinary name is accepted, and the file is served with no-store', async () => {
    const before = storedFiles().length
    const res = await post(Buffer.concat([part('file', 'Logo Café 😀.png', PNG), end]))
    expect(res.statusCode).toBe(200)
    const got = await t.app.inject({ method: 'GET', url: res.json().url, headers })
    expect(got.statusCode).toBe(200)
    // A private file: a browser must not keep it after its owner signs out.
    expect(got.headers['cache-control']).toBe('no-store')
    expect(storedFiles()).toHaveLength(before + 1)
  })
})
