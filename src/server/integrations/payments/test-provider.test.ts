// The built-in test provider keeps its refunds as a provider keeps its own records: in the database, so every
// instance of the app sees the same ones (a refund made by one is listed by another; a retry with the same key,
// from anywhere, answers the same refund), not in one process's memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/client'
import { itOnPostgres } from '../../test/postgres-only'
import { createTestDatabase } from '../../test/test-app'
import { testPaymentProvider } from './test-provider'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

describe('the test provider’s refunds', () => {
  it('are seen by every instance, and a retry with the same key answers the same refund', async () => {
    const one = testPaymentProvider(database.db)
    const other = testPaymentProvider(database.db)
    const first = await one.refund('tpi_shared1', 'refund:payment:1', 12_50, 'order-1')
    expect(first).toMatch(/^tre_/)
    // Another instance (another process, after a restart) retries the same refund: nothing new is made.
    expect(await other.refund('tpi_shared1', 'refund:payment:1', 12_50, 'order-1')).toBe(first)
    const second = await other.refund('tpi_shared1', 'refund:payment:1:part-2', 5_00)
    expect(await one.listRefunds!('tpi_shared1')).toEqual([
      { id: first, amountCents: 12_50, status: 'succeeded', reference: 'order-1' },
      { id: second, amountCents: 5_00, status: 'succeeded' },
    ])
    expect(await one.listRefunds!('tpi_unknown')).toEqual([])
  })

  itOnPostgres('make one refund when the same key arrives from many places at once', async () => {
    const instances = Array.from({ length: 12 }, () => testPaymentProvider(database.db))
    const ids = await Promise.all(
      instances.map((p) => p.refund('tpi_race', 'refund:payment:race', 30_00, 'order-race')),
    )
    expect(new Set(ids).size).toBe(1)
    expect(await instances[0]!.listRefunds!('tpi_race')).toHaveLength(1)
  })
})
