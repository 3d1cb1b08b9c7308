import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../config'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'
import { createPasswordSetupLink } from '../auth/password-setup.service'
import { createStaffAccount, ensureStaffAccounts } from './users.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

// What a production start without configured passwords does; the app under test serves the link's endpoint.
const production = testConfig({
  env: 'production',
  publicUrl: 'https://studio.example',
  admin: { email: 'first-admin@studio.test', password: undefined },
  cfo: { email: 'first-cfo@studio.test', password: undefined },
})

function setPassword(token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/setup-password',
    payload: { token, password },
    remoteAddress: nextIp(),
  })
}

const tokenOf = (line: string) => /#token=([A-Za-z0-9_-]+)/.exec(line)?.[1] ?? ''

describe('the first staff accounts in production', () => {
  it('prints a one-time setup link, never a password, and the link sets the password once', async () => {
    const lines: string[] = []
    await ensureStaffAccounts(t.database.db, production, (l) => lines.push(l))
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(
      /^Created the admin account first-admin@studio\.test\. Set its password within 24 hours at https:\/\/studio\.example\/account-setup#token=[A-Za-z0-9_-]{40,} \(the link works once\)\.$/,
    )
    expect(lines.join('\n')).not.toMatch(/password \S{12,} —/)

    // A later start while the link is open prints nothing new.
    const again: string[] = []
    await ensureStaffAccounts(t.database.db, production, (l) => again.push(l))
    expect(again).toEqual([])

    const token = tokenOf(lines[0]!)
    const common = await setPassword(token, 'password1234')
    expect(common.statusCode).toBe(400)
    const set = await setPassword(token, 'the first admin password')
    expect(set.statusCode).toBe(200)
    expect(set.json()).toMatchObject({ success: true, role: 'admin' })
    const reused = await setPassword(token, 'someone else entirely')
    expect(reused.statusCode).toBe(400)
    expect(reused.json().message).toBe('This setup link has expired or was already used. Ask for a new one.')

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { email: 'first-admin@studio.test', password: 'the first admin password' },
      remoteAddress: nextIp(),
    })
    expect(login.statusCode).toBe(200)
  })

  it('prints a fresh link at a later start once the old one expired unused', async () => {
    const later = new Date(Date.now() + 25 * 3600_000)
    const lines: string[] = []
    await ensureStaffAccounts(t.database.db, production, (l) => lines.push(l), later)
    // The admin set a password above; the CFO never did.
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^Waiting for a password: the cfo account first-cfo@studio\.test\. Set its password/,
    )
  })

  it('lets exactly one of ten simultaneous uses of a link set the password', async () => {
    await createStaffAccount(t.database.db, { role: 'cfo', email: 'race-cfo@studio.test', password: null })
    const link = await createPasswordSetupLink(t.database.db, '', 'race-cfo@studio.test', new Date())
    const token = tokenOf(link.url)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => setPassword(token, `racing password number ${i}`)),
    )
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(9)
  })

  it('refuses a made-up link', async () => {
    const res = await setPassword('x'.repeat(43), 'a perfectly fine password')
    expect(res.statusCode).toBe(400)
  })
})
