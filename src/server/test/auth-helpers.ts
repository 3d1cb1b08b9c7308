import type { TestApp } from './test-app'
import { nextIp } from './test-app'
import { createStaffAccount } from '../modules/users/users.service'

/** Reads the newest sign-in code the SMTP server received for an address. */
export async function lastCodeFor(t: TestApp, email: string): Promise<string> {
  await t.flushMail()
  const mails = t.smtp.to(email).filter((m) => m.subject.includes('sign-in code'))
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1]
  if (!code) throw new Error(`no sign-in code mailed to ${email}`)
  return code
}

/** Signs a customer in through the real code flow and returns the bearer token. */
export async function signInCustomer(t: TestApp, email: string): Promise<string> {
  const ip = nextIp()
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { email, purpose: 'login' },
    remoteAddress: ip,
  })
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode}: ${sent.body}`)
  const otp = await lastCodeFor(t, email)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email, otp, purpose: 'login' },
    remoteAddress: ip,
  })
  if (res.statusCode !== 200) throw new Error(`verify-otp ${res.statusCode}: ${res.body}`)
  return res.json().token as string
}

export async function createStaff(
  t: TestApp,
  role: 'admin' | 'cfo',
  email: string,
  password = 'correct horse battery',
) {
  await createStaffAccount(t.database.db, { role, email, password })
  return { email, password }
}

export async function signInStaff(
  t: TestApp,
  role: 'admin' | 'cfo',
  email: string,
  password = 'correct horse battery',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/${role}-login`,
    payload: { email, password },
    remoteAddress: nextIp(),
  })
  if (res.statusCode !== 200) throw new Error(`${role}-login ${res.statusCode}: ${res.body}`)
  return res.json().token as string
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` }
}
