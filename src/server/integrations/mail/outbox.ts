import { and, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, Executor } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail'
import type { Clock } from '../../lib/clock'
import type { RenderedMail } from './render'
import type { MailTransport } from './transport'

export const MAX_MAIL_ATTEMPTS = 6

export interface QueuedMail extends RenderedMail {
  to: string
  kind: string
}

/** Queues a mail in the caller's transaction: it is sent only if the transaction commits. */
export async function enqueueMail(tx: Executor, mail: QueuedMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind })
    .returning({ id: mailOutbox.id })
  return row!.id
}

/** Backoff between attempts: 30 s, 1 min, 2 min, 4 min, 8 min. */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** Math.max(0, attempts - 1)
}

export interface MailDispatcher {
  /** Sends everything due now; resolves when done. Tests call it instead of waiting for the timer. */
  flush(): Promise<number>
  /** Starts a pass now without waiting for it (after queueing mail); a failure is logged. */
  kick(): void
  start(): void
  stop(): Promise<void>
}

export function createMailDispatcher(opts: {
  db: Database
  transport: MailTransport
  from: string
  clock: Clock
  log: FastifyBaseLogger
  pollMs: number
}): MailDispatcher {
  const { db, transport, clock, log } = opts
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined

  async function claim() {
    const now = clock.now()
    // One statement claims a batch under a one-minute lease; SKIP LOCKED lets several instances share the outbox
    // without sending a message twice, and a crashed sender's lease simply runs out.
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          // A new mail is always due; a retry waits for its backoff.
          or(eq(mailOutbox.attempts, 0), lte(mailOutbox.nextAttemptAt, now)),
          sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < ${now})`,
        ),
      )
      .orderBy(mailOutbox.id)
      .limit(20)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + 60_000) })
      .where(inArray(mailOutbox.id, due))
      .returning()
  }

  async function runOnce(): Promise<number> {
    let sent = 0
    for (;;) {
      const batch = await claim()
      if (batch.length === 0) return sent
      for (const mail of batch) {
        try {
          await transport.send({
            outboxId: mail.id,
            from: opts.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            kind: mail.kind,
          })
          await db
            .update(mailOutbox)
            .set({
              status: 'sent',
              sentAt: clock.now(),
              attempts: mail.attempts + 1,
              lockedUntil: null,
              lastError: null,
            })
            .where(eq(mailOutbox.id, mail.id))
          sent++
        } catch (err) {
          const attempts = mail.attempts + 1
          const failed = attempts >= MAX_MAIL_ATTEMPTS
          log.warn(
            { mailId: mail.id, attempts, err: (err as Error).message },
            failed ? 'mail failed for good' : 'mail send failed, will retry',
          )
          await db
            .update(mailOutbox)
            .set({
              attempts,
              status: failed ? 'failed' : 'pending',
              lockedUntil: null,
              lastError: String((err as Error).message).slice(0, 500),
              nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)),
            })
            .where(eq(mailOutbox.id, mail.id))
        }
      }
    }
  }

  function flush(): Promise<number> {
    // One pass at a time per process; a second caller waits for the running one, then runs its own.
    // `running` never rejects: a failed pass rejects only for its caller, never as an unhandled rejection
    // (which would end the process).
    const next = (running ?? Promise.resolve()).then(runOnce)
    const clear = () => {
      if (running === settled) running = undefined
    }
    const settled: Promise<void> = next.then(clear, clear)
    running = settled
    return next
  }

  return {
    flush,
    kick() {
      flush().catch((err) => log.error({ err }, 'mail flush failed'))
    },
    start() {
      if (timer) return
      const tick = () => {
        flush()
          .catch((err) => log.error({ err }, 'mail dispatcher pass failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, opts.pollMs)
          })
      }
      timer = setTimeout(tick, opts.pollMs)
    },
    async stop() {
      const t = timer
      timer = undefined
      if (t) clearTimeout(t)
      await running
      await transport.close()
    },
  }
}
