import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { mailboxMessages } from '../../db/schema/dev-mailbox'

export async function listMailboxMessages(tx: Executor, to: string | undefined, limit = 100) {
  const q = tx.select().from(mailboxMessages)
  return (to ? q.where(eq(mailboxMessages.to, to.toLowerCase())) : q)
    .orderBy(desc(mailboxMessages.id))
    .limit(limit)
}

export async function findMailboxMessage(tx: Executor, id: number) {
  const [row] = await tx.select().from(mailboxMessages).where(eq(mailboxMessages.id, id))
  return row
}
