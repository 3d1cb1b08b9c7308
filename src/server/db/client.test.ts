import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { itOnPostgres } from '../test/postgres-only'
import { createTestDatabase } from '../test/test-app'

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('LISTEN/NOTIFY between instances', () => {
  it('delivers notices, and stops after unlisten', async () => {
    const db = await createTestDatabase()
    const got: string[] = []
    const unlisten = await db.listen('test_channel', (p) => got.push(p))
    await db.notify('test_channel', 'one')
    await until(() => got.includes('one'))
    unlisten()
    // A second listener on the channel is told of 'two' in the same delivery the first would have been.
    const other: string[] = []
    const unlistenOther = await db.listen('test_channel', (p) => other.push(p))
    await db.notify('test_channel', 'two')
    await until(() => other.includes('two'))
    expect(got).not.toContain('two')
    unlistenOther()
    await db.close()
  })

  itOnPostgres('re-listens after the connection drops and says notices may have been missed', async () => {
    const db = await createTestDatabase()
    const got: string[] = []
    await db.listen('test_channel', (p) => got.push(p))
    await db.notify('test_channel', 'before')
    await until(() => got.includes('before'))
    // Cut the listening connection, as a database restart or a network blip would.
    await db.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'sitecraft-listener' and datname = current_database()`,
    )
    await until(() => got.includes('*'))
    await db.notify('test_channel', 'after')
    await until(() => got.includes('after'))
    await db.close()
  })
})
