// A client of built server instances (test/instances.ts), as the tests that run several of them talk to them:
// JSON calls from a fresh address each, sign-in through the development mailbox.
import { randomBytes, randomUUID } from 'node:crypto'
import { expect, vi } from 'vitest'

/** An address no other test (or earlier run, for Redis) used, so each test's limits start from zero. */
export const freshIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`
export const freshEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`

export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'x-forwarded-for': opts.ip ?? freshIp(),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...opts.headers,
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  })
  const text = await res.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: res.status, text, json: json as T }
}

/** The newest sign-in code the development mailbox (at `base`) holds for `email`, once a runner on any instance sent it. */
export async function codeFor(base: string, email: string, newerThan?: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const { json } = await call<Array<{ subject: string; text: string }>>(
        base,
        'GET',
        `/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
      )
      const mail = json.find((m) => String(m.subject).includes('sign-in code'))
      const code = /\b(\d{6})\b/.exec(String(mail?.text ?? ''))?.[1]
      if (!code || code === newerThan) throw new Error(`no new sign-in code for ${email} yet`)
      return code
    },
    { timeout: 10_000, interval: 100 },
  )
}

/** Signs `email` in: the code asked for through one instance, given to another. */
export async function signIn(email: string, sendVia: string, verifyVia: string) {
  const ip = freshIp()
  const sent = await call(sendVia, 'POST', '/api/auth/send-otp', { body: { email, purpose: 'login' }, ip })
  expect(sent.status, sent.text).toBe(200)
  const otp = await codeFor(sendVia, email)
  const res = await call(verifyVia, 'POST', '/api/auth/verify-otp', {
    body: { email, otp, purpose: 'login' },
    ip,
  })
  expect(res.status, res.text).toBe(200)
  return res.json.token as string
}

export async function adminToken(via: string, admin: { email: string; password: string }) {
  const res = await call(via, 'POST', '/api/auth/admin-login', { body: admin })
  expect(res.status, res.text).toBe(200)
  return res.json.token as string
}
