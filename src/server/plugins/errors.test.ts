import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/contracts/common'
import { createTestApp, nextIp, type TestApp } from '../test/test-app'
import { loggableError } from './errors'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('control characters in text fields', () => {
  const posts: Array<[string, Record<string, unknown>]> = [
    ['/api/contact', { name: 'Ann', email: 'ann@example.com', details: 'a\u0000b' }],
    [
      '/api/support',
      {
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Help',
        priority: 'low',
        category: 'general',
        message: 'hello there\u0000friend',
      },
    ],
    [
      '/api/auth/register',
      { email: 'nul@example.com', firstName: 'A\u0000', lastName: 'B', password: 'a fine password' },
    ],
  ]
  it.each(posts)('%s refuses a NUL byte with 400 and a readable message', async (url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(CONTROL_CHARACTERS_MESSAGE)
  })

  it('still accepts line breaks and tabs in a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ann', email: 'ann@example.com', details: 'line one\n\tline two' },
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(200)
  })
})

describe('the error log', () => {
  it("never keeps a failed query's parameters", async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0'
    let failure: unknown
    try {
      await t.database.db.execute(sql`select ${secret}::int as n`)
    } catch (err) {
      failure = err
    }
    expect(failure).toBeInstanceOf(Error)
    expect(String((failure as Error).message) + String((failure as Error).cause)).toContain('argon2id')
    const logged = JSON.stringify(loggableError(failure))
    expect(logged).not.toContain('argon2id')
    expect(logged).toContain('Failed query')
  })
})
