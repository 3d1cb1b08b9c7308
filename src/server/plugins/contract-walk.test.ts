import { DEFAULT_SITE_SETTINGS } from '../../shared/site-settings-defaults'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/contracts/common'
import { endpointRoles, endpointUrl, type EndpointSpec } from '../../shared/contracts/endpoint'
import { seedPaidOrder } from '../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../test/auth-helpers'
import { newCustomer } from '../test/checkout'
import { createTestApp, nextIp, type TestApp } from '../test/test-app'

/*
 * Every endpoint of the contracts, walked with the input people never send but attackers do: ids out of the
 * database's range, fractional, negative or text; strings with a NUL, a bell or half a surrogate pair. Each bad
 * value goes alone into an otherwise valid request, for every role. Nothing may answer 5xx or log an error;
 * where the caller may use the endpoint, a bad path id answers 404 and any other bad field 400 naming it.
 */

/** Every endpoint definition exported by the contracts (`defineEndpoint` objects). */
const ENDPOINTS: EndpointSpec[] = Object.values(
  import.meta.glob<Record<string, unknown>>(['../../shared/contracts/*.ts', '!**/*.test.ts'], {
    eager: true,
  }),
)
  .flatMap((module) => Object.values(module))
  .filter(
    (v): v is EndpointSpec =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as EndpointSpec).operationId === 'string' &&
      typeof (v as EndpointSpec).path === 'string' &&
      typeof (v as EndpointSpec).method === 'string',
  )

const BAD_IDS: unknown[] = [2147483648, 1.5, -1, 'abc']
const BAD_TEXTS = ['nul\u0000byte', 'bell\u0007', 'half\ud800pair']
type Role = 'visitor' | 'customer' | 'admin' | 'cfo'
const ROLES: Role[] = ['visitor', 'customer', 'admin', 'cfo']

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  exclusiveMinimum?: number
  default?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
}
const jsonSchema = (schema: z.ZodMiniType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

const types = (s: JsonSchema): string[] => [
  ...(Array.isArray(s.type) ? s.type : s.type ? [s.type] : []),
  ...(s.anyOf ?? []).flatMap(types),
]
const isIdName = (key: string) => key === 'id' || /Id$/.test(key)

/** Valid values by field name, where the type alone does not say enough. */
const SAMPLE_TEXT: Record<string, string> = {
  otp: '123456',
  code: '123456',
  totp: '123456',
  cardNumber: '4242424242424242',
  cvc: '123',
  domain: 'corner-bakery.com',
  status: 'completed',
  token: 'a-setup-token-of-forty-characters-long-x',
  clientSecret: 'pi_1_secret_1',
  paymentIntent: 'pi_1',
  businessEmail: 'walker@example.com',
}

/** Valid bodies of endpoints whose fields depend on each other (the sample of the required fields alone fails). */
const SAMPLE_BODY: Record<string, unknown> = {
  updateDomainRequest: {
    status: 'registered',
    registrar: 'Walker Registrar',
    expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  },
  updateSiteSettings: {
    ...DEFAULT_SITE_SETTINGS,
    promotion: {
      title: 'Spring offer',
      discountPercent: 15,
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  },
}

/** The ids the walk's valid requests name: records that exist, so a bad value elsewhere gets as far as it can. */
const ids: Record<string, number> = {}

function sample(s: JsonSchema, key: string): unknown {
  if (s.default !== undefined) return s.default
  if (s.const !== undefined) return s.const
  if (s.enum) return s.enum[0]
  if (s.anyOf) return sample(s.anyOf.find((o) => !types(o).includes('null')) ?? s.anyOf[0]!, key)
  const t = types(s)
  if (t.includes('object')) {
    const out: Record<string, unknown> = {}
    for (const name of s.required ?? []) out[name] = sample(s.properties![name]!, name)
    return out
  }
  if (t.includes('array')) return []
  if (t.includes('boolean')) return false
  if (t.includes('integer') || t.includes('number')) {
    if (isIdName(key)) return ids[key] ?? ids.id ?? 1
    return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1)
  }
  if (t.includes('string')) {
    if (SAMPLE_TEXT[key]) return SAMPLE_TEXT[key]
    if (s.format === 'email') return 'walker@example.com'
    if (/url$/i.test(key)) return 'https://example.com/walk'
    if (/date$/i.test(key)) return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    if (/password/i.test(key)) return 'a long enough password'
    return 'Walker text'.padEnd(s.minLength ?? 0, '.').slice(0, s.maxLength)
  }
  return null
}

type Leaf = { path: (string | number)[]; kind: 'id' | 'number' | 'text' | 'choice' }

/** Every field a request can carry, down to array items (the first one) and each option of a union. */
function leaves(s: JsonSchema, path: (string | number)[] = []): Leaf[] {
  const key = String(path.at(-1) ?? '')
  if (s.anyOf) return dedupe(s.anyOf.flatMap((o) => leaves(o, path)))
  const t = types(s)
  if (t.includes('object') && s.properties)
    return Object.entries(s.properties).flatMap(([name, p]) => leaves(p, [...path, name]))
  if (t.includes('array') && s.items) return leaves(s.items, [...path, 0])
  if (s.enum || s.const !== undefined) return [{ path, kind: 'choice' }]
  if (t.includes('integer') || t.includes('number')) return [{ path, kind: isIdName(key) ? 'id' : 'number' }]
  if (t.includes('string')) return [{ path, kind: 'text' }]
  return []
}
function dedupe(list: Leaf[]): Leaf[] {
  const seen = new Map<string, Leaf>()
  for (const l of list) {
    const k = `${l.path.join('.')}:${l.kind}`
    if (!seen.has(k)) seen.set(k, l)
  }
  return [...seen.values()]
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>
  let at = copy
  for (const [i, step] of path.entries()) {
    if (i === path.length - 1) at[step] = value
    else {
      at[step] ??= typeof path[i + 1] === 'number' ? [] : {}
      at = at[step] as Record<string | number, unknown>
    }
  }
  return copy
}

/** A query string value as a URL carries it (a lone surrogate cannot be percent-encoded: its bytes are sent). */
const queryValue = (v: unknown) =>
  String(v)
    .split(/(\ud800)/)
    .map((part) => (part === '\ud800' ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('')

interface Case {
  name: string
  /** The bad value it sends. */
  value: unknown
  endpoint: { method: string; path: string; roles: readonly string[] | null }
  url: string
  body?: unknown
  /** What an allowed caller must get: 404 for a path id, 400 naming the field, or only "no 5xx". */
  expect: { status?: number; field?: string; message?: string }
}

function casesOf(endpoint: EndpointSpec): Case[] {
  const roles = endpointRoles(endpoint.auth)
  const ep = { method: endpoint.method, path: endpoint.path, roles }
  const params: Record<string, unknown> = Object.fromEntries(
    [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, ids.id ?? 1]),
  )
  const body = endpoint.body
    ? (SAMPLE_BODY[endpoint.operationId] ?? sample(jsonSchema(endpoint.body), ''))
    : undefined
  const query = endpoint.query ? (sample(jsonSchema(endpoint.query), '') as Record<string, unknown>) : {}
  const url = (p = params, q = query) =>
    `${endpointUrl(endpoint, p)}${Object.keys(q).length ? '?' : ''}${Object.entries(q)
      .map(([k, v]) => `${k}=${queryValue(v)}`)
      .join('&')}`
  // The valid request itself must pass the endpoint's schemas, or the walk would test nothing.
  if (endpoint.body) expect(endpoint.body.safeParse(body).error?.issues, endpoint.operationId).toBeUndefined()
  if (endpoint.query)
    expect(endpoint.query.safeParse(query).error?.issues, endpoint.operationId).toBeUndefined()
  const out: Case[] = []
  const name = (what: string, v: unknown) =>
    `${endpoint.method} ${endpoint.path} ${what}=${JSON.stringify(v)}`
  for (const param of Object.keys(params))
    for (const v of BAD_IDS)
      out.push({
        name: name(`:${param}`, v),
        value: v,
        endpoint: ep,
        url: url({ ...params, [param]: v }),
        body,
        expect: { status: 404 },
      })
  const walk = (schema: z.ZodMiniType, where: 'body' | 'query') => {
    for (const leaf of leaves(jsonSchema(schema))) {
      const field = leaf.path.join('.')
      const values = leaf.kind === 'text' || leaf.kind === 'choice' ? BAD_TEXTS : BAD_IDS
      for (const v of values) {
        const expected =
          leaf.kind === 'text'
            ? { status: 400, field, message: CONTROL_CHARACTERS_MESSAGE }
            : leaf.kind === 'number'
              ? {}
              : { status: 400, field }
        if (where === 'body')
          out.push({
            name: name(field, v),
            value: v,
            endpoint: ep,
            url: url(),
            body: withValue(body, leaf.path, v),
            expect: expected,
          })
        else
          out.push({
            name: name(`?${field}`, v),
            value: v,
            endpoint: ep,
            url: url(params, { ...query, [field]: v }),
            body,
            // Half a surrogate pair cannot travel in a URL: its bytes arrive as U+FFFD, an ordinary character.
            expect: typeof v === 'string' && v.includes('\ud800') ? {} : expected,
          })
      }
    }
  }
  if (endpoint.body) walk(endpoint.body, 'body')
  if (endpoint.query) walk(endpoint.query, 'query')
  return out
}

const logged: Array<{ level: number; reqId?: string; msg?: string; err?: unknown }> = []
let t: TestApp
const headers: Record<Role, Record<string, string>> = { visitor: {}, customer: {}, admin: {}, cfo: {} }
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'warn' },
    logStream: { write: (line) => void logged.push(JSON.parse(line) as (typeof logged)[number]) },
  })
  const customer = await newCustomer(t)
  headers.customer = customer.headers
  const order = await seedPaidOrder(t.database.db, { userId: customer.user.id })
  Object.assign(ids, {
    id: order.project!.id,
    projectId: order.project!.id,
    orderId: order.id,
    userId: customer.user.id,
  })
  for (const role of ['admin', 'cfo'] as const) {
    await createStaff(t, role, `walker-${role}@example.com`)
    headers[role] = bearer(await signInStaff(t, role, `walker-${role}@example.com`))
  }
})
afterAll(async () => {
  await t?.close()
})

/** Runs `work` over `items`, `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

describe('every endpoint of the contracts, with ids and text nobody types', () => {
  it('finds the endpoints and every route with an :id', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(40)
    // Each definition is a registered route, so the walk reaches what the app serves.
    for (const e of ENDPOINTS)
      expect(
        t.app.declaredRoutes.some((r) => r.method === e.method && r.url === e.path),
        `${e.method} ${e.path}`,
      ).toBe(true)
  })

  it(
    'answers no 5xx and logs no error, for every role; 404 or 400 naming the field where allowed',
    { timeout: 180_000 },
    async () => {
      const cases = ENDPOINTS.flatMap(casesOf)
      // Routes with an :id outside the definitions (files, documents) get the path ids too.
      for (const route of t.app.declaredRoutes.filter((r) => r.url.includes(':id')))
        if (!ENDPOINTS.some((e) => e.method === route.method && e.path === route.url))
          for (const v of BAD_IDS)
            cases.push({
              name: `${route.method} ${route.url} :id=${JSON.stringify(v)}`,
              value: v,
              endpoint: {
                method: route.method,
                path: route.url,
                roles: route.roles.includes('visitor') ? null : route.roles,
              },
              url: route.url.replace(':id', encodeURIComponent(String(v))),
              expect: { status: 404 },
            })
      // A role the endpoint refuses is answered before its input is read (401/403 from the onRequest guard), so
      // such a role gets one request per endpoint and kind of value rather than every one.
      const allowed = (c: Case, role: Role) =>
        c.endpoint.roles === null || (role !== 'visitor' && c.endpoint.roles.includes(role))
      const refusedOnce = new Set<string>()
      const runs = cases.flatMap((c) =>
        ROLES.filter((role) => {
          if (allowed(c, role)) return true
          const key = `${role} ${c.endpoint.method} ${c.endpoint.path} ${JSON.stringify(c.value)}`
          return !refusedOnce.has(key) && refusedOnce.add(key)
        }).map((role) => ({ c, role })),
      )
      const failures: string[] = []
      const byRequest = new Map<string, string>()
      await inParallel(runs, 8, async ({ c, role }) => {
        const res = await t.app.inject({
          method: c.endpoint.method as 'GET',
          url: c.url,
          headers: headers[role],
          remoteAddress: nextIp(),
          ...(c.body !== undefined ? { payload: c.body as object } : {}),
        })
        const what = `${role}: ${c.name} → ${res.statusCode} ${res.body.slice(0, 200)}`
        byRequest.set(String(res.headers['x-request-id']), what)
        if (res.statusCode >= 500) return void failures.push(what)
        if (!allowed(c, role)) return
        if (c.expect.status !== undefined && res.statusCode !== c.expect.status)
          return void failures.push(what)
        if (c.expect.field !== undefined) {
          const fields = (res.json() as { fields?: Record<string, string> }).fields ?? {}
          if (!(c.expect.field in fields)) return void failures.push(`${what} (no ${c.expect.field})`)
          if (c.expect.message !== undefined && fields[c.expect.field] !== c.expect.message)
            return void failures.push(`${what} (message)`)
        }
      })
      const errors = logged
        .filter((l) => l.level >= 50)
        .map(
          (l) =>
            `${byRequest.get(String(l.reqId)) ?? l.reqId}: ${JSON.stringify(l.err ?? l.msg).slice(0, 300)}`,
        )
      expect(failures).toEqual([])
      expect(errors).toEqual([])
      expect(runs.length).toBeGreaterThan(1000)
    },
  )
})
