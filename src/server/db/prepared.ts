import { type Placeholder, sql } from 'drizzle-orm'
import type { Executor } from './client'
import { transactionConnection } from './transaction'

/**
 * A statement sent on every request or every checkout, built once and kept: drizzle's own prepared query
 * (`.prepare()`, values given as `sql.placeholder`s when it runs). Building a statement's SQL from its query builder
 * costs more of the server's time than PostgreSQL takes to run a lookup by key.
 * - On the database itself (outside a transaction) it is built once per database.
 * - Inside a transaction of `withTransaction` on PostgreSQL it is built once per pooled connection, on that
 *   connection's own drizzle instance (db/client.ts), so it runs inside the transaction.
 * - Inside any other transaction (the embedded database's, or drizzle's own) it is built for that transaction.
 * Give `.prepare('')` no name: the connection's client names statements, or not (db/client.ts).
 */
export function preparedOn<T>(build: (db: Executor) => T): (executor: Executor) => T {
  const once = buildOnce((db) => build(db))
  return (executor) => once(executor, '')
}

/**
 * A statement whose SQL depends on which columns its values give (an insert of whatever the caller has), built once
 * per shape (the names of the values given, undefined ones left out) and otherwise as `preparedOn`. `build` gets
 * the names, to make each a placeholder (`placeholders`); run it with the values themselves.
 */
export function preparedByShape<T>(build: (db: Executor, names: readonly string[]) => T) {
  const once = buildOnce((db, shape) => build(db, shape ? shape.split(',') : []))
  return (executor: Executor, values: object): T =>
    once(
      executor,
      Object.entries(values)
        .filter(([, v]) => v !== undefined)
        .map(([k]) => k)
        .sort()
        .join(','),
    )
}

/** What `build` makes for a key, made once per key and per target: the database, or the transaction's connection. */
function buildOnce<T>(build: (db: Executor, key: string) => T) {
  const built = new WeakMap<Executor, Map<string, T>>()
  return (executor: Executor, key: string): T => {
    const target = transactionConnection(executor) ?? executor
    let forTarget = built.get(target)
    if (!forTarget) built.set(target, (forTarget = new Map()))
    let query = forTarget.get(key)
    if (query === undefined) {
      query = build(target, key)
      forTarget.set(key, query)
    }
    return query
  }
}

/** Each name as the placeholder of the same name, for a prepared statement's values. */
export function placeholders<K extends string>(names: readonly K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(names.map((n) => [n, sql.placeholder(n)])) as Record<K, Placeholder<K>>
}
