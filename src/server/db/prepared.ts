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
