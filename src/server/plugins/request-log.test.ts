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
  await app.ready()
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
})
