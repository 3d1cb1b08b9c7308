import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/** `column in ('a', 'b', …)` for a check constraint: the database refuses any status the code does not know. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`
}

/** `column >= 0`: money is integer cents and never negative. */
export function nonNegative(column: AnyPgColumn): SQL {
  return sql`${column} >= 0`
}
