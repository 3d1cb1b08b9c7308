import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { createTestDatabase } from '../test/test-app'
import type { DatabaseHandle } from '../db/client'

const lines: Array<Record<string, unknown>> = []
let app: Awaited<ReturnType<typeof buildApp>>
let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
  app = await buildApp(testConfig({ logLevel: 'info' }), {
    database,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  })
  app.get('/assets/app-123.js', { config: { role: 'visitor' } }, async () => 'x')
  // A large answer streamed slowly and compressed on the fly, as a page's file can be.
  app.get('/slow.txt', { config: { role: 'visitor' } }, async (_request, reply) => {
    const stream = new PassThrough()
    const timer = setInterval(() => stream.write('x'.repeat(64 * 1024)), 5)
    stream.on('close', () => clearInterval(timer))
    return reply.type('text/plain').send(stream)
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const requestLines = (id: string) => lines.filter((l) => l.reqId === id)

describe('the request log', () => {
  it('writes one line per request, with the path but not the query', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/marketing/recent-orders?token=secret-value' })
    const mine = requestLines(res.headers['x-request-id'] as string)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/marketing/recent-orders' },
      res: { statusCode: res.statusCode },
    })
    expect(JSON.stringify(lines)).not.toContain('secret-value')
  })

  it('leaves built files out of the info log', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-123.js' })
    expect(res.statusCode).toBe(200)
    expect(requestLines(res.headers['x-request-id'] as string)).toHaveLength(0)
  })

  it('keeps a client that went away mid-answer out of the error log, and real errors in it', async () => {
    const { port } = app.server.address() as AddressInfo
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        path: '/slow.txt',
        headers: { 'accept-encoding': 'gzip' },
      })
      req.on('response', (res) => {
        expect(res.headers['content-encoding']).toBe('gzip')
        // The tab closes after the first bytes.
        res.once('data', () => {
          req.destroy()
          resolve()
        })
      })
      req.on('error', reject)
      req.end()
    })
    await new Promise((r) => setTimeout(r, 200))
    app.log.error(new Error('the database is on fire'))
    const errors = lines.filter((l) => l.level === 50)
    expect(errors.map((l) => (l.err as { message?: string } | undefined)?.message)).toEqual([
      'the database is on fire',
    ])
  })
})
