import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { NoopLogger, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import { migrationsFolder } from './migrations-folder'
import * as schema from './schema/index'

export type Schema = typeof schema
/** One type for both drivers: every query is written once, for PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Either the database or a transaction: repos accept both so services decide the boundary. */
export type Executor = Database | Tx

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /**
   * Runs `fn` whenever any instance sends a notice on `channel` (LISTEN/NOTIFY); after a lost connection is
   * restored, `fn('*')` says notices may have been missed. Resolves to a function that stops listening.
   */
  listen(channel: string, fn: (payload: string) => void): Promise<() => void>
  notify(channel: string, payload: string): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
  /** The embedded engine, when there is one (tests dump and load it). */
  pglite?: PGlite
}

export { migrationsFolder } from './migrations-folder'

/** Runs `fn` in a transaction; on PostgreSQL `connection` is the pooled connection's own drizzle instance. */
export type TransactionRunner = <T>(fn: (tx: Tx, connection?: Database) => Promise<T>) => Promise<T>

const connectionTransactions = new WeakMap<Database, TransactionRunner>()

/**
 * How `db` runs a transaction. With a pool (PostgreSQL), on a pooled connection through a drizzle instance kept for
 * that connection, whose prepared queries (db/prepared.ts) go to that connection and so run inside the transaction.
 * The embedded database (one connection) runs drizzle's own transaction.
 */
export function transactionRunner(db: Database): TransactionRunner {
  return connectionTransactions.get(db) ?? ((fn) => db.transaction((tx) => fn(tx)))
}

/** The session advisory lock migrations run under, so that instances starting together migrate one at a time. */
export const MIGRATION_LOCK = 72_481_913

export interface DatabaseOptions {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /** Start the embedded database from a dump (tests). */
  pgliteDump?: Blob
  /** Keep the embedded database in memory. */
  inMemory?: boolean
  poolSize?: number
  /**
   * Each parameterised statement is prepared once per connection under a name made from its text, so PostgreSQL
   * parses and plans it once rather than on every call (false for a pooler that cannot keep them: PgBouncer
   * before 1.21 in transaction mode, or with max_prepared_statements = 0).
   */
  preparedStatements?: boolean
}

export async function createDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl)
    return createPostgres(opts.databaseUrl, opts.poolSize ?? 10, opts.preparedStatements ?? true)
  return createPglite(opts)
}

async function createPglite(opts: DatabaseOptions): Promise<DatabaseHandle> {
  let dataDir: string | undefined
  let unlock = () => {}
  if (!opts.inMemory && !opts.pgliteDump) {
    dataDir = path.resolve(opts.dataDir ?? './data', 'db')
    mkdirSync(dataDir, { recursive: true })
    unlock = lockDataDir(dataDir)
  }
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : {}),
  })
  try {
    await client.waitReady
  } catch (err) {
    unlock()
    throw err
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() })
    },
    async listen(channel, fn) {
      const unlisten = await client.listen(channel, fn)
      return () => void unlisten().catch(() => {})
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload])
    },
    async ping() {
      await client.query('select 1')
    },
    async close() {
      try {
        if (!client.closed) await client.close()
      } finally {
        unlock()
      }
    },
  }
}

/** Names already worked out, by text: the app sends a few hundred distinct statements, each many times. */
const names = new Map<string, string>()
const MAX_NAMES = 5000

/** A statement's name on a connection: the same text always gets the same name, and another text another. */
export function statementName(text: string) {
  let name = names.get(text)
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`
    // Texts built with values inlined would grow this without end; past the bound it starts again.
    if (names.size >= MAX_NAMES) names.clear()
    names.set(text, name)
  }
  return name
}

/**
 * node-postgres' client, with every statement that has parameters sent as a named one (its documented `name`
 * option): the connection parses it and PostgreSQL plans it the first time, and later calls send only the values.
 * A statement without parameters (begin, commit, a migration's several statements) goes as it is.
 */
class PreparingClient extends pg.Client {
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const c = config as pg.QueryConfig | undefined
    const params = c?.values ?? values
    const named =
      c &&
      typeof c === 'object' &&
      typeof c.text === 'string' &&
      !c.name &&
      Array.isArray(params) &&
      params.length
        ? { ...c, name: statementName(c.text) }
        : config
    return (super.query as (...args: unknown[]) => never)(named, values, callback)
  }
}

async function createPostgres(url: string, max: number, prepared: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, ...(prepared ? { Client: PreparingClient } : {}) })
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  })
  // One logger for the pool's drizzle instance and each connection's, so whatever logs queries sees them all.
  const logger = new NoopLogger()
  const db = drizzlePg(pool, { schema, logger }) as unknown as Database
  // Each pooled connection's drizzle instance, made the first time a transaction runs on it; gone with it.
  const connections = new WeakMap<pg.PoolClient, Database>()
  connectionTransactions.set(db, async (fn) => {
    const client = await pool.connect()
    try {
      const connection =
        connections.get(client) ?? (drizzlePg(client, { schema, logger }) as unknown as Database)
      connections.set(client, connection)
      // drizzle's transaction on one client: begin, fn, commit (or rollback and rethrow) on this connection.
      return await connection.transaction((tx) => fn(tx, connection))
    } finally {
      // A connection that broke is not queryable any more, and the pool drops it rather than lend it again.
      client.release()
    }
  })
  let listener: pg.Client | undefined
  let closed = false
  const handlers = new Map<string, Array<(payload: string) => void>>()
  /** Everyone listening is told '*' after a reconnect: notices sent while the link was down are lost. */
  const broadcast = (payload: string) => {
    for (const list of handlers.values()) for (const h of list) h(payload)
  }

  // One dedicated connection for LISTEN; when it drops it is re-opened and every channel listened to again.
  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, application_name: 'sitecraft-listener' })
    client.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '')
    })
    const reconnect = () => {
      if (closed || listener !== client) return
      listener = undefined
      setTimeout(() => {
        if (closed) return
        connectListener()
          .then((c) => {
            listener = c
            broadcast('*')
          })
          .catch(reconnect)
      }, 1000).unref()
    }
    client.on('error', reconnect)
    client.on('end', reconnect)
    await client.connect()
    for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    return client
  }

  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once: one migrates, the others wait for the lock, then find nothing to do.
      const conn = await pool.connect()
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
        await migratePg(drizzlePg(conn), { migrationsFolder: migrationsFolder() })
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
        conn.release()
      }
    },
    async listen(channel, fn) {
      const isNew = !handlers.has(channel)
      if (isNew) handlers.set(channel, [])
      handlers.get(channel)!.push(fn)
      if (!listener) listener = await connectListener()
      else if (isNew) await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      return () => {
        const list = handlers.get(channel) ?? []
        const at = list.indexOf(fn)
        if (at >= 0) list.splice(at, 1)
      }
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload])
    },
    async ping() {
      await db.execute(sql`select 1`)
    },
    async close() {
      closed = true
      await listener?.end().catch(() => {})
      await pool.end()
    },
  }
}
