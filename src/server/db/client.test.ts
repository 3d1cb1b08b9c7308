import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { testEnv } from '../test/config'
import { describeOnPostgres, itOnPostgres } from '../test/postgres-only'
import { createTestDatabase } from '../test/test-app'
import type { AppContext } from '../context'
import { systemClock } from '../lib/clock'
import { createDatabase, type DatabaseHandle, MIGRATION_LOCK, migrationsFolder } from './client'
import { placeholders, preparedByShape, preparedOn } from './prepared'
import { withTransaction } from './transaction'

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

describeOnPostgres('migrations when several instances start at once', () => {
  itOnPostgres(
    'run one at a time under the advisory lock, and the later instances find nothing to do',
    async () => {
      const admin = new pg.Client({ connectionString: testEnv.databaseUrl })
      await admin.connect()
      // An empty database, named so the global teardown drops it with the test files' own.
      const name = `sitecraft_t_${process.ppid}_${randomBytes(4).toString('hex')}`
      await admin.query(`create database ${name}`)
      await admin.end()
      const u = new URL(testEnv.databaseUrl!)
      u.pathname = `/${name}`
      const url = u.toString()
      // Another instance holds the lock, as one that is migrating would.
      const holder = new pg.Client({ connectionString: url })
      await holder.connect()
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
      const instances = await Promise.all(
        [1, 2, 3].map(() => createDatabase({ databaseUrl: url, poolSize: 2 })),
      )
      try {
        const done: number[] = []
        const migrations = instances.map((db, i) => db.migrate().then(() => done.push(i)))
        const waiting = async () =>
          Number(
            (
              await holder.query(
                `select count(*) as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
              )
            ).rows[0].n,
          )
        // All three wait for the lock; none has migrated.
        const deadline = Date.now() + 10_000
        while ((await waiting()) < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
        expect(await waiting()).toBe(3)
        expect(done).toEqual([])
        const before = await holder.query(`select to_regclass('drizzle.__drizzle_migrations') as t`)
        expect(before.rows[0].t).toBeNull()

        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
        await Promise.all(migrations)
        expect(done.sort()).toEqual([0, 1, 2])
        const journal = JSON.parse(
          readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
        )
        const applied = await holder.query('select count(*) as n from drizzle.__drizzle_migrations')
        expect(Number(applied.rows[0].n)).toBe(journal.entries.length)
      } finally {
        await holder.end()
        for (const db of instances) await db.close()
      }
    },
  )
})

describeOnPostgres('statements prepared once per connection', () => {
  const rowsOf = async (query: Promise<unknown>) => ((await query) as { rows: unknown[] }).rows
  const preparedOn = async (handle: Awaited<ReturnType<typeof createDatabase>>) =>
    (
      (await handle.db.execute(sql`select name from pg_prepared_statements order by name`)) as unknown as {
        rows: Array<{ name: string }>
      }
    ).rows.map((r) => r.name)

  itOnPostgres('names each statement by its text, reuses it, and survives errors and rollbacks', async () => {
    const handle = await createDatabase({ databaseUrl: testEnv.databaseUrl, poolSize: 1 })
    try {
      const add = (n: number) => handle.db.execute(sql`select ${n}::int + 1 as n`)
      const divisionByZero = { cause: { message: 'division by zero' } }
      const divide = (n: number) => handle.db.execute(sql`select 10 / ${n}::int as n`)
      expect(await rowsOf(add(1))).toEqual([{ n: 2 }])
      expect(await rowsOf(add(41))).toEqual([{ n: 42 }])
      // The connection holds one statement for the two calls, under the name of its text.
      const names = await preparedOn(handle)
      expect(names).toHaveLength(1)
      expect(names[0]).toMatch(/^s[\w-]{27}$/)
      // A statement that fails when run stays prepared and runs again with other values.
      await expect(divide(0)).rejects.toMatchObject(divisionByZero)
      expect(await rowsOf(divide(5))).toEqual([{ n: 2 }])
      // One first sent inside a transaction that fails is sent again afterwards, not assumed to be there.
      await expect(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1 / 0`)
        }),
      ).rejects.toThrow()
      await expect(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1 / ${0}::int`)
        }),
      ).rejects.toMatchObject(divisionByZero)
      await handle.db
        .transaction(async (tx) => {
          await expect(tx.execute(sql`select 1 / ${0}::int`)).rejects.toMatchObject(divisionByZero)
        })
        .catch(() => {})
      expect(await rowsOf(handle.db.execute(sql`select 1 / ${1}::int as n`))).toEqual([{ n: 1 }])
      expect(await preparedOn(handle)).toHaveLength(3)
    } finally {
      await handle.close()
    }
  })

  itOnPostgres('are sent unnamed when turned off, for a pooler that cannot keep them', async () => {
    const handle = await createDatabase({
      databaseUrl: testEnv.databaseUrl,
      poolSize: 1,
      preparedStatements: false,
    })
    try {
      expect(await rowsOf(handle.db.execute(sql`select ${1}::int + 1 as n`))).toEqual([{ n: 2 }])
      expect(await preparedOn(handle)).toEqual([])
    } finally {
      await handle.close()
    }
  })
})

describe('statements built once (db/prepared.ts)', () => {
  /** Just what withTransaction reads of the app. */
  const contextOn = (handle: DatabaseHandle) =>
    ({ db: handle.db, clock: systemClock, jobs: { kick() {} } }) as unknown as AppContext
  const scratch = sql.raw('prepared_scratch')

  it('run inside the transaction of withTransaction, and see its writes', async () => {
    const handle = await createTestDatabase()
    try {
      await handle.db.execute(sql`create table ${scratch} (id int primary key)`)
      const count = preparedOn((db) =>
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`${scratch}`)
          .prepare(''),
      )
      const ctx = contextOn(handle)
      // Run elsewhere (another connection), it would count none of the row the transaction has not committed.
      const seen = await withTransaction(ctx, async ({ tx }) => {
        await tx.execute(sql`insert into ${scratch} values (1)`)
        return (await count(tx).execute())[0]!.n
      })
      expect(seen).toBe(1)
      await expect(
        withTransaction(ctx, async ({ tx }) => {
          await tx.execute(sql`insert into ${scratch} values (2)`)
          expect((await count(tx).execute())[0]!.n).toBe(2)
          throw new Error('roll back')
        }),
      ).rejects.toThrow('roll back')
      expect((await count(handle.db).execute())[0]!.n).toBe(1)
    } finally {
      await handle.close()
    }
  })

  it('an insert is built once per set of columns given, each value through its column', async () => {
    const handle = await createTestDatabase()
    try {
      const shapes = pgTable('prepared_shapes', {
        id: serial().primaryKey(),
        a: integer().notNull(),
        b: text().notNull().default('none'),
        at: timestamp({ withTimezone: true, mode: 'date' }),
        tags: jsonb().$type<string[]>(),
      })
      await handle.db.execute(
        sql`create table prepared_shapes (id serial primary key, a int not null, b text not null default 'none',
          at timestamptz, tags jsonb)`,
      )
      const built: string[] = []
      const insert = preparedByShape((db, names) => {
        built.push(names.join(','))
        return db
          .insert(shapes)
          .values(placeholders(names) as unknown as typeof shapes.$inferInsert)
          .returning()
          .prepare('')
      })
      const add = async (values: Partial<typeof shapes.$inferInsert>) =>
        (await insert(handle.db, values).execute(values))[0]!
      const at = new Date('2026-02-28T23:30:00.000Z')
      expect(await add({ a: 1 })).toMatchObject({ a: 1, b: 'none', at: null, tags: null })
      expect(await add({ a: 2, b: 'two', at, tags: ['x', "it's"] })).toMatchObject({
        a: 2,
        b: 'two',
        at,
        tags: ['x', "it's"],
      })
      // A value left undefined is not a column given: the first shape again, and the column's default.
      expect(await add({ a: 3, b: undefined })).toMatchObject({ a: 3, b: 'none' })
      expect(await add({ tags: [], a: 4, at, b: 'four' })).toMatchObject({ a: 4, tags: [] })
      expect(built).toEqual(['a', 'a,at,b,tags'])
    } finally {
      await handle.close()
    }
  })

  itOnPostgres('are built once per pooled connection, not once per transaction', async () => {
    const handle = await createDatabase({ databaseUrl: testEnv.databaseUrl, poolSize: 1 })
    try {
      let builds = 0
      const one = preparedOn((db) => {
        builds++
        return db
          .select({ n: sql<number>`${sql.placeholder('n')}::int` })
          .from(sql`(select 1) as t`)
          .prepare('')
      })
      const ctx = contextOn(handle)
      for (const n of [1, 2, 3])
        expect(await withTransaction(ctx, async ({ tx }) => (await one(tx).execute({ n }))[0]!.n)).toBe(n)
      expect(builds).toBe(1)
      // On the database itself (outside a transaction): once more, for the pool.
      expect((await one(handle.db).execute({ n: 4 }))[0]!.n).toBe(4)
      expect((await one(handle.db).execute({ n: 5 }))[0]!.n).toBe(5)
      expect(builds).toBe(2)
    } finally {
      await handle.close()
    }
  })
})
