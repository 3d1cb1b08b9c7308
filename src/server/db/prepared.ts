import type { Database } from './client'

/**
 * A read that every request sends, built once per database and kept: drizzle's own prepared query (`.prepare()`,
 * values given as `sql.placeholder`s when it runs). Building a statement's SQL from its query builder costs more
 * of the server's time than PostgreSQL takes to run a lookup by key, and these run several times per checkout.
 * Only for reads on the database itself, never inside a transaction (it would run on another connection). Give
 * `.prepare('')` no name: the connection's client names statements, or not (db/client.ts).
 */
export function preparedOn<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}
