import { type Query, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Executor } from './client'

/** What drizzle's `prepare(name)` answers: the query's text and parameters, and how its rows are read. */
interface DrizzlePrepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>
  getQuery(): Query
}

/** How a prepared query reads its rows (drizzle keeps these on the prepared query itself). */
interface RowReading {
  fields?: unknown
  _isResponseInArrayMode?: boolean
  customResultMapper?: unknown
  joinsNotNullableMap?: unknown
}

type Prepare = (
  query: Query,
  fields: unknown,
  name: string,
  isResponseInArrayMode: boolean,
  customResultMapper?: unknown,
) => DrizzlePrepared<unknown> & RowReading

function prepareOn(executor: Executor): Prepare {
  const session = executor._.session
  return session.prepareQuery.bind(session) as unknown as Prepare
}

/**
 * A query run on every checkout, built once: `build` writes it with drizzle, values as `sql.placeholder(name)`,
 * and its SQL text is kept, so later calls only fill in the values (drizzle builds a query's text anew on every
 * call otherwise, a large share of a request's CPU). On PostgreSQL it is also a named prepared statement, parsed
 * and planned once per connection. Works on the database and in a transaction alike, with the builder's own
 * row mapping. Values a column encodes (dates, JSON, arrays) are encoded per call as in the builder.
 */
export function statement<V extends Record<string, unknown>, R>(
  name: string,
  build: (db: Executor) => { prepare(name: string): DrizzlePrepared<R> },
): (executor: Executor, values: V) => Promise<R> {
  let built: (RowReading & { query: Query }) | undefined
  return async (executor, values) => {
    if (!built) {
      const first = build(executor).prepare(name) as DrizzlePrepared<R> & RowReading
      built = {
        query: first.getQuery(),
        fields: first.fields,
        _isResponseInArrayMode: first._isResponseInArrayMode,
        customResultMapper: first.customResultMapper,
        joinsNotNullableMap: first.joinsNotNullableMap,
      }
      return first.execute(values)
    }
    const prepared = prepareOn(executor)(
      built.query,
      built.fields,
      name,
      built._isResponseInArrayMode ?? false,
      built.customResultMapper,
    )
    prepared.joinsNotNullableMap = built.joinsNotNullableMap
    return prepared.execute(values) as Promise<R>
  }
}

const dialect = new PgDialect()

/**
 * `statement` for a query written in SQL (`sql\`…\``, values as `sql.placeholder(name)`): answers the driver's
 * rows as they come (column names as written; timestamps as text, as drizzle's `execute` gives them).
 */
export function sqlStatement<Row>(
  name: string,
  query: SQL,
): (executor: Executor, values: Record<string, unknown>) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query)
  return async (executor, values) => {
    const result = (await prepareOn(executor)(built, undefined, name, false).execute(values)) as {
      rows: Row[]
    }
    return result.rows
  }
}

/**
 * Placeholders for the columns that are given a value (those left undefined keep their defaults), and a key
 * naming that set of columns: a statement inserting `values` is built once per key. With a `prefix`, each
 * placeholder is named `prefix + column` (for a statement writing several tables), filled by `prefixed`.
 */
export function placeholdersFor(values: Record<string, unknown>, prefix = '') {
  const columns = Object.entries(values)
    .flatMap(([column, value]) => (value === undefined ? [] : [column]))
    .sort()
  return {
    key: prefix + columns.join(),
    placeholders: Object.fromEntries(columns.map((c) => [c, sql.placeholder(prefix + c)])),
  }
}

/** `values` under the names `placeholdersFor(values, prefix)` gave their placeholders. */
export function prefixed(values: Record<string, unknown>, prefix: string) {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [prefix + k, v]))
}
