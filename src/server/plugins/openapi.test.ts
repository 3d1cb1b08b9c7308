import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createStaff, signInStaff } from '../test/auth-helpers'
import { newCustomer } from '../test/checkout'
import { pngWith } from '../test/images'
import { createTestApp, nextIp, type TestApp } from '../test/test-app'

/**
 * A stand-in for the built client (`npm run build`'s pages folder, with no page of its own): the app then has the
 * pages' catch-all GET route for files, as in production, which an API path that no route takes falls into.
 */
function builtClientStandIn(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sitecraft-openapi-'))
  mkdirSync(path.join(root, 'pages'))
  writeFileSync(path.join(root, 'pages', '404.html'), '<!doctype html><title>Not found</title>')
  writeFileSync(
    path.join(root, 'pages', 'manifest.json'),
    JSON.stringify({
      pages: {},
      live: {},
      renderer: 'never-loaded.js',
    }),
  )
  return root
}

type Role = 'customer' | 'admin' | 'cfo'
let t: TestApp
let staticDir: string
let source: string
const sessions = {} as Record<Role, Record<string, string>>
beforeAll(async () => {
  staticDir = builtClientStandIn()
  t = await createTestApp({ config: { staticDir } })
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(res.statusCode).toBe(200)
  source = res.body
  sessions.customer = (await newCustomer(t)).headers
  for (const role of ['admin', 'cfo'] as const) {
    await createStaff(t, role, `openapi-${role}@example.com`)
    sessions[role] = bearer(await signInStaff(t, role, `openapi-${role}@example.com`))
  }
})
afterAll(async () => {
  await t?.close()
  if (staticDir) rmSync(staticDir, { recursive: true, force: true })
})

const pointer = (path: string, method: string) =>
  `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses`

/**
 * Findings accepted on purpose, each with its reason; anything else fails the test.
 *
 * operation-4xx-response on the cached public reads: they take no input (no body, query or path parameters
 * are read), need no session and carry no limit, and most of their answers come from the fast path before
 * routing, so no 4xx answer can happen; declaring one would document a failure that does not exist.
 */
const ACCEPTED: { ruleId: string; pointer: string }[] = [
  '/api/portfolio',
  '/api/portfolio/featured',
  '/api/promotions/active',
  '/api/orders/recent',
  '/api/coupons/offer',
  '/api/site-settings',
]
  .map((path) => ({ ruleId: 'operation-4xx-response', pointer: pointer(path, 'get') }))
  // The contact form as the browser posts it before the page's script runs: every answer is a redirect to the
  // landing page's notice (sent, invalid, too many), never a document a browser would show as JSON.
  .concat({ ruleId: 'operation-2xx-response', pointer: pointer('/api/contact/form', 'post') })

const describeProblem = (p: NormalizedProblem) =>
  `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`

type Media = Record<string, { schema?: Record<string, unknown> }>
type Operation = {
  operationId?: string
  security?: Record<string, string[]>[]
  requestBody?: { content: Media }
  responses: Record<string, { content?: Media }>
}
type Document = {
  components: { securitySchemes: Record<string, { type: string; scheme: string }> }
  paths: Record<string, Record<string, Operation>>
}

describe('the OpenAPI document at /api/docs', () => {
  it("passes Redocly's recommended rules with no error or warning", async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config })
    const unexpected = problems.filter(
      (p) => !ACCEPTED.some((a) => a.ruleId === p.ruleId && a.pointer === p.location[0]?.pointer),
    )
    expect(unexpected.map(describeProblem)).toEqual([])
    // Every accepted finding still exists: an allowance nobody needs any more is removed.
    for (const a of ACCEPTED)
      expect(problems.some((p) => p.ruleId === a.ruleId && p.location[0]?.pointer === a.pointer)).toBe(true)
  })

  it('declares the bearer token on every guarded operation and none on the public ones', () => {
    const doc = JSON.parse(source) as Document
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    const routes = t.app.declaredRoutes
    expect(routes.length).toBeGreaterThan(10)
    for (const route of routes) {
      const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()]
      const name = `${route.method} ${route.url}`
      expect(op, name).toBeDefined()
      expect(op!.operationId, name).toMatch(/^[a-z][A-Za-z]+$/)
      if (route.roles.includes('visitor')) {
        expect(op!.security, name).toEqual([])
      } else {
        expect(op!.security, name).toEqual([{ bearerAuth: [] }])
        expect(Object.keys(op!.responses), name).toContain('401')
      }
    }
  })
})

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']
const ERROR_FIELDS = ['message', 'error', 'code']

/** Every operation of the served document, with the roles its route declares. */
function operations() {
  const doc = JSON.parse(source) as Document
  return Object.entries(doc.paths).flatMap(([docPath, ops]) =>
    Object.entries(ops).map(([m, op]) => {
      const method = m.toUpperCase()
      const route = t.app.declaredRoutes.find(
        (r) => r.method === method && r.url.replace(/:(\w+)/g, '{$1}') === docPath,
      )
      expect(route, `${method} ${docPath}`).toBeDefined()
      return { docPath, method, op, roles: route!.roles, name: `${method} ${docPath}` }
    }),
  )
}

const errorSchemaOf = (op: Operation, status: string) =>
  op.responses[status]?.content?.['application/json']?.schema as { required?: string[] } | undefined

describe('what every operation documents', () => {
  it('415 with the error body on every operation whose method carries a body, and 400 and 413 beside it', () => {
    const withBody = operations().filter((o) => BODY_METHODS.includes(o.method))
    expect(withBody.length).toBeGreaterThan(50)
    for (const { op, name } of withBody)
      for (const status of ['400', '413', '415'])
        expect(errorSchemaOf(op, status)?.required, `${name} ${status}`).toEqual(
          expect.arrayContaining(ERROR_FIELDS),
        )
  })

  it('404 with the error body on every operation with a path parameter', () => {
    const withId = operations().filter((o) => o.docPath.includes('{'))
    expect(withId.length).toBeGreaterThan(30)
    for (const { op, name } of withId)
      expect(errorSchemaOf(op, '404')?.required, name).toEqual(expect.arrayContaining(ERROR_FIELDS))
  })

  it('files as their own types (PDFs, the CSV export, images, zips) and every failure of theirs as JSON', () => {
    const byId = Object.fromEntries(operations().map((o) => [o.op.operationId, o.op]))
    const binary = { schema: { type: 'string', format: 'binary' } }
    const images = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']
    const files: Record<string, Media> = {
      getInvoicePdf: { 'application/pdf': binary },
      getCreditNotePdf: { 'application/pdf': binary },
      exportFinanceReport: { 'application/pdf': binary, 'text/csv': { schema: { type: 'string' } } },
      getUpload: Object.fromEntries(
        [...images, 'application/pdf', 'application/zip'].map((type) => [type, binary]),
      ),
      getPublicUpload: Object.fromEntries(images.map((type) => [type, binary])),
    }
    for (const [operationId, content] of Object.entries(files)) {
      const op = byId[operationId]
      expect(op, operationId).toBeDefined()
      expect(op!.responses['200']!.content, operationId).toEqual(content)
      for (const [status, response] of Object.entries(op!.responses) as [string, { content?: Media }][])
        if (status !== '200')
          expect(Object.keys(response.content ?? {}), `${operationId} ${status}`).toEqual([
            'application/json',
          ])
    }
  })

  it('the upload body as multipart/form-data with its one file field', () => {
    const byId = Object.fromEntries(operations().map((o) => [o.op.operationId, o.op]))
    for (const operationId of ['uploadImage', 'uploadPublicImage', 'uploadAttachment']) {
      const body = byId[operationId]!.requestBody
      expect(Object.keys(body?.content ?? {}), operationId).toEqual(['multipart/form-data'])
      expect(body!.content['multipart/form-data']!.schema, operationId).toMatchObject({
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      })
    }
  })
})

/**
 * Answers checked against the document: the status is one the operation documents (never a 5xx) and the body's
 * type is one the document gives for that status.
 */
function conformance(
  name: string,
  op: Operation,
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
): string[] {
  const what = `${name} → ${res.statusCode} ${res.body.slice(0, 160)}`
  const documented = op.responses[String(res.statusCode)]
  if (res.statusCode >= 500 || !documented) return [`${what} (undocumented)`]
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!
  if (documented.content && !Object.hasOwn(documented.content, type)) return [`${what} (answered ${type})`]
  if (res.statusCode >= 400) {
    const body = JSON.parse(res.body) as Record<string, unknown>
    if (!ERROR_FIELDS.every((f) => typeof body[f] === 'string')) return [`${what} (not the error body)`]
  }
  return []
}

describe('every operation of the served document, sent what a fuzzer sends', () => {
  it(
    'answers each malformed request with a status the operation documents, in its documented type',
    { timeout: 120_000 },
    async () => {
      type Probe = {
        name: string
        op: Operation
        method: string
        url: string
        headers: Record<string, string>
        payload?: string
        expect?: number
      }
      const probes: Probe[] = []
      for (const { docPath, method, op, roles, name } of operations()) {
        const role = roles.find((r): r is Role => r !== 'visitor')
        const signedIn = role && !roles.includes('visitor') ? sessions[role] : {}
        const url = (id: string) => docPath.replace(/\{\w+\}/g, id)
        const probe = (what: string, p: Omit<Probe, 'name' | 'op' | 'method'>) =>
          probes.push({ name: `${name} ${what}`, op, method, ...p })
        if (!roles.includes('visitor'))
          probe('without a session', {
            url: url('1'),
            headers: { 'content-type': 'application/json' },
            payload: '{"',
            expect: 401,
          })
        if (docPath.includes('{'))
          for (const id of ['1'.repeat(101), 'a'.repeat(1000)]) {
            probe(`with an id of ${id.length} characters`, { url: url(id), headers: signedIn, expect: 404 })
            probe(`with an id of ${id.length} characters, without a session`, { url: url(id), headers: {} })
          }
        if (BODY_METHODS.includes(method)) {
          const send = (what: string, contentType: string, payload: string, expected?: number) =>
            probe(what, {
              url: url('1'),
              headers: { ...signedIn, 'content-type': contentType },
              payload,
              ...(expected ? { expect: expected } : {}),
            })
          send('with a body that is not JSON', 'application/json', '{"name": ', 400)
          send('with an empty JSON body', 'application/json', '')
          send('with an XML body', 'application/xml', '<name>Ann</name>', 415)
          send('with a text body', 'text/plain', 'Ann', 415)
          send('with a body of no type', '', 'Ann', 415)
        }
      }
      const failures: string[] = []
      for (const p of probes) {
        const res = await t.app.inject({
          method: p.method as 'POST',
          url: p.url,
          headers: p.headers,
          remoteAddress: nextIp(),
          ...(p.payload !== undefined ? { payload: p.payload } : {}),
        })
        failures.push(...conformance(p.name, p.op, res))
        if (p.expect !== undefined && res.statusCode !== p.expect)
          failures.push(`${p.name} → ${res.statusCode}, not ${p.expect}: ${res.body.slice(0, 160)}`)
      }
      expect(failures).toEqual([])
      expect(probes.length).toBeGreaterThan(400)
    },
  )

  it('tells a body of the wrong type which type the operation reads', async () => {
    for (const [url, headers, message] of [
      ['/api/contact', {}, 'Send the request body as JSON.'],
      ['/api/uploads', sessions.customer, 'Send the request body as multipart/form-data.'],
      ['/api/contact/form', {}, 'Send the request body as application/x-www-form-urlencoded.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/xml' },
        payload: '<name>Ann</name>',
        remoteAddress: nextIp(),
      })
      expect(res.statusCode, url).toBe(415)
      expect(res.json(), url).toMatchObject({ code: 'BAD_REQUEST', message })
    }
  })

  it('answers an uploaded image in a type its operation documents', async () => {
    const byId = Object.fromEntries(operations().map((o) => [o.op.operationId, o.op]))
    const boundary = 'openapi-boundary'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      pngWith(Buffer.from('openapi')),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...sessions.customer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
    expect(upload.statusCode, upload.body).toBe(200)
    expect(conformance('uploadImage', byId.uploadImage!, upload)).toEqual([])
    const file = await t.app.inject({ method: 'GET', url: upload.json().url, headers: sessions.customer })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(conformance('getUpload', byId.getUpload!, file)).toEqual([])
  })
})

describe('a path id longer than any the router matches', () => {
  it('is a 404 on every GET route with a path parameter, never a 405 naming another method', async () => {
    const routes = t.app.declaredRoutes.filter((r) => r.method === 'GET' && r.url.includes('/:'))
    expect(routes.length).toBeGreaterThan(10)
    const failures: string[] = []
    for (const route of routes) {
      const role = route.roles.find((r): r is Role => r !== 'visitor')
      for (const id of ['1'.repeat(101), '9'.repeat(300), `%31${'1'.repeat(100)}`])
        for (const headers of [role ? sessions[role] : {}, {}]) {
          const url = route.url.replace(/:\w+/g, id)
          const res = await t.app.inject({ method: 'GET', url, headers })
          if (res.statusCode !== 404 || res.headers.allow !== undefined || res.json().code !== 'NOT_FOUND')
            failures.push(`GET ${url.slice(0, 60)}… → ${res.statusCode} ${res.headers.allow ?? ''}`)
        }
    }
    expect(failures).toEqual([])
  })

  it('still leaves 405 to a method the path does not take', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/orders/${'1'.repeat(100)}` })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })
})
