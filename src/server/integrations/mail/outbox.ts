import type { Executor } from '../../db/client'
import { enqueueJob } from '../../jobs/queue'
import { type JobHandler, URGENT_PRIORITY } from '../../jobs/runner'
import type { RenderedMail } from './render'
import type { MailTransport } from './transport'

export { retryDelayMs } from '../../jobs/queue'

export const MAX_MAIL_ATTEMPTS = 6
export const MAIL_JOB = 'mail'

/** Mail a person is waiting for goes ahead of the rest. */
const URGENT_KINDS = new Set(['sign-in-code'])

export interface QueuedMail extends RenderedMail {
  to: string
  kind: string
}

/** Queues a mail in the caller's transaction: it is sent only if the transaction commits. Returns the job id. */
export async function enqueueMail(tx: Executor, mail: QueuedMail): Promise<number> {
  return enqueueJob(tx, {
    kind: MAIL_JOB,
    payload: { to: mail.to, kind: mail.kind, subject: mail.subject, text: mail.text, html: mail.html },
    priority: URGENT_KINDS.has(mail.kind) ? URGENT_PRIORITY : 0,
    maxAttempts: MAX_MAIL_ATTEMPTS,
  })
}

/**
 * Sends a queued mail. Once sent, the stored payload keeps only who it went to and what kind it was: the body
 * and subject (a sign-in code's subject carries the code) are dropped.
 */
export function mailJobHandler(
  transport: MailTransport,
  from: string,
  /** Told of each send the transport took or refused (the metrics count them). */
  onSend?: (kind: string, outcome: 'sent' | 'failed') => void,
): JobHandler {
  return {
    kind: MAIL_JOB,
    timeoutMs: 2 * 60_000,
    async run(payload, job) {
      const mail = payload as { to: string; kind: string; subject?: string; text?: string; html?: string }
      if (mail.text === undefined) return // already sent by an attempt that lost its lease
      try {
        await transport.send({
          jobId: job.id,
          from,
          to: mail.to,
          subject: mail.subject ?? '',
          text: mail.text,
          html: mail.html ?? '',
          kind: mail.kind,
        })
      } catch (err) {
        onSend?.(mail.kind, 'failed')
        throw err
      }
      onSend?.(mail.kind, 'sent')
      return { payload: { to: mail.to, kind: mail.kind } }
    },
  }
}
