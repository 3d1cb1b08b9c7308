import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'

let t: TestApp
let port: number
beforeAll(async () => {
  t = await createTestApp({ config: { requestTimeoutMs: 1000 } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as { port: number }).port
})
afterAll(async () => {
  await t?.close()
})

/** Writes `head` and then nothing more; resolves with what the server said and how long until it closed. */
function stall(head: string): Promise<{ reply: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const socket = connect(port, '127.0.0.1', () => socket.write(head))
    let reply = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (reply += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve({ reply, ms: performance.now() - started }))
    setTimeout(() => {
      socket.destroy()
      reject(new Error('the server kept a stalled request open for 10 s'))
    }, 10_000)
  })
}

describe('request timeouts', () => {
  it('answers 408 and closes when a body stops arriving', async () => {
    const { reply, ms } = await stall(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":',
    )
    expect(reply).toMatch(/^HTTP\/1\.1 408/)
    expect(ms).toBeLessThan(5_000)
  })

  it('closes a request whose headers never finish, on the public fast path too', async () => {
    const { ms } = await stall('GET /api/portfolio HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    expect(ms).toBeLessThan(5_000)
  })
})
