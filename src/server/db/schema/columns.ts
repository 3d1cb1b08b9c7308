import { integer, timestamp } from 'drizzle-orm/pg-core'

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity()
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
