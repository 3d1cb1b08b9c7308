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
  const built = new WeakMap<Executor, T>()
  return (executor) => {
    const target = transactionConnection(executor) ?? executor
    let query = built.get(target)
    if (query === undefined) {
      query = build(target)
      built.set(target, query)
    }
    return query
  }
}

/**
 * A statement whose SQL depends on which columns its values give (an insert of whatever the caller has), built once
 * per shape (the names of the values given, undefined ones left out) and otherwise as `preparedOn`. `build` gets
 * the names, to make each a placeholder (`placeholders`); run it with the values themselves.
 */
export function preparedByShape<T>(build: (db: Executor, names: readonly string[]) => T) {
  const built = new WeakMap<Executor, Map<string, T>>()
  return (executor: Executor, values: object): T => {
    const target = transactionConnection(executor) ?? executor
    const names = Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k)
      .sort()
    const key = names.join(',')
    let shapes = built.get(target)
    if (!shapes) built.set(target, (shapes = new Map()))
    let query = shapes.get(key)
    if (query === undefined) {
      query = build(target, names)
      shapes.set(key, query)
    }
    return query
  }
}

/** Each name as the placeholder of the same name, for a prepared statement's values. */
export function placeholders<K extends string>(names: readonly K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(names.map((n) => [n, sql.placeholder(n)])) as Record<K, Placeholder<K>>
}
