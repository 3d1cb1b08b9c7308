import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { devRoutes: true } })
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress })

describe('the development mailbox', () => {
  it('answers this machine, and nobody else, whatever address the server listens on', async () => {
    expect((await get('/dev/mailbox')).statusCode).toBe(200)
    expect((await get('/dev/mailbox/messages')).statusCode).toBe(200)
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages', '/dev/mailbox/1']) {
      const res = await get(url, '203.0.113.9')
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('Development mailbox')
    }
  })

  it('answers 400 to two recipients and 404 to an id that cannot exist', async () => {
    const twice = await get('/dev/mailbox?to=a@example.com&to=b@example.com')
    expect(twice.statusCode).toBe(400)
    expect((await get('/dev/mailbox/messages?to=a@example.com&to=b@example.com')).statusCode).toBe(400)
    expect((await get('/dev/mailbox/99999999999')).statusCode).toBe(404)
    expect((await get('/dev/mailbox/not-a-number')).statusCode).toBe(404)
    expect((await get('/dev/mailbox/0')).statusCode).toBe(404)
  })
})
