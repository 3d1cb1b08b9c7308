import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { testConfig } from '../../config'
import type { DatabaseHandle } from '../../db/client'
import { seedProject } from '../../db/seed/factories'
import { createTestDatabase } from '../../test/test-app'
import { createStaffAccount } from '../users/users.service'

/* Delivery passwords reach the server in a request body: no log line may carry them, whatever the answer. */

const lines: string[] = []
let app: Awaited<ReturnType<typeof buildApp>>
let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
  app = await buildApp(testConfig({ logLevel: 'debug' }), {
    database,
    logStream: { write: (line: string) => void lines.push(line) },
  })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe('the delivery form in the log', () => {
  it('leaves the passwords out of every line, delivered, refused or invalid', async () => {
    const credentials = { email: 'log-admin@studio.test', password: 'correct horse battery' }
    await createStaffAccount(database.db, { role: 'admin', ...credentials })
    const login = await app.inject({ method: 'POST', url: '/api/auth/admin-login', payload: credentials })
    const headers = { authorization: `Bearer ${login.json().token as string}` }
    const completed = await seedProject(database.db, { status: 'completed' })
    const early = await seedProject(database.db, { status: 'under_development' })
    const body = (projectId: number) => ({
      projectId,
      websiteUrl: 'https://site.example',
      adminPassword: 'Log-Admin-Secret-1',
      ftpPassword: 'Log-Ftp-Secret-2',
    })
    const answers = [
      await app.inject({
        method: 'POST',
        url: '/api/admin/deliver-project',
        headers,
        payload: body(completed.id),
      }),
      await app.inject({
        method: 'POST',
        url: '/api/admin/deliver-project',
        headers,
        payload: body(early.id),
      }),
      await app.inject({
        method: 'POST',
        url: '/api/admin/deliver-project',
        headers,
        payload: { ...body(completed.id), websiteUrl: 'not a url' },
      }),
    ]
    expect(answers.map((r) => r.statusCode)).toEqual([200, 409, 400])
    const log = lines.join('\n')
    expect(log).toContain('/api/admin/deliver-project')
    expect(log).not.toContain('Log-Admin-Secret-1')
    expect(log).not.toContain('Log-Ftp-Secret-2')
  })
})
