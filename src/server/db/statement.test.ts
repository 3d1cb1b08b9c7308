import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/test-app'
import { users } from './schema/users'
import { placeholdersFor, prefixed, sqlStatement, statement } from './statement'

describe('statements built once', () => {
  it('answer what the builder answers, on the database and in a transaction, call after call', async () => {
    const database = await createTestDatabase()
    const { db } = database
    await database.migrate()
    const insert = statement('test_insert_user', (d) =>
      d
        .insert(users)
        .values({ email: sql.placeholder('email'), firstName: sql.placeholder('firstName') })
        .returning(),
    )
    const byEmail = statement('test_user_by_email', (d) =>
      d
        .select()
        .from(users)
        .where(eq(users.email, sql.placeholder('email'))),
    )
    const count = sqlStatement<{ n: number }>('test_count', sql`select count(*)::int as n from ${users}`)
    const [ada] = await insert(db, { email: 'ada@example.com', firstName: 'Ada' })
    expect(ada).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', role: 'customer' })
    expect(ada!.createdAt).toBeInstanceOf(Date)
    await db.transaction(async (tx) => {
      const [bob] = await insert(tx, { email: 'bob@example.com', firstName: 'Bob' })
      expect(await byEmail(tx, { email: 'bob@example.com' })).toEqual([bob])
    })
    expect(await byEmail(db, { email: 'ada@example.com' })).toEqual(
      await db.select().from(users).where(eq(users.email, 'ada@example.com')),
    )
    expect(await count(db, {})).toEqual([{ n: 2 }])
    await database.close()
  })

  it('keys an insert by the columns given a value', () => {
    const a = placeholdersFor({ b: 1, a: null, c: undefined })
    expect(a.key).toBe('a,b')
    expect(Object.keys(a.placeholders)).toEqual(['a', 'b'])
  })

  it('names the placeholders of one table among several with a prefix, filled by prefixed', () => {
    const a = placeholdersFor({ status: 'paid', id: 3 }, 'invoice_')
    expect(a.key).toBe('invoice_id,status')
    expect(Object.keys(a.placeholders)).toEqual(['id', 'status'])
    expect((a.placeholders.status as { name: string }).name).toBe('invoice_status')
    expect(prefixed({ status: 'paid', id: 3 }, 'invoice_')).toEqual({ invoice_status: 'paid', invoice_id: 3 })
  })
})
