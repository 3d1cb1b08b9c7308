import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { mailboxMessages } from '../../db/schema/dev-mailbox'

export interface OutgoingMail {
  /** The mail job; gives the message a stable Message-ID, so a resend after a crash can be recognised. */
  jobId?: number
  from: string
  to: string
  subject: string
  text: string
  html: string
  kind: string
  meta?: Record<string, unknown> | null
}

export interface MailTransport {
  readonly name: 'smtp' | 'mailbox'
  send(mail: OutgoingMail): Promise<void>
  close(): Promise<void>
}

/**
 * Timeouts of one SMTP attempt, well below the job lease (60 s): a server that never answers fails the attempt
 * in seconds instead of the library's minutes, and the lease is never outlived.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

export function createSmtpTransport(
  url: string,
  timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...timeouts })
  const host = (() => {
    try {
      return new URL(url).hostname || 'localhost'
    } catch {
      return 'localhost'
    }
  })()
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        ...(mail.jobId ? { messageId: `<mail-${mail.jobId}@${host}>` } : {}),
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
    },
    async close() {
      transporter.close()
    },
  }
}

/**
 * The development mailbox: keeps each message in the database (readable at /dev/mailbox) and prints sign-in
 * codes to the log so a developer can sign in without any mail server.
 */
export function createMailboxTransport(
  db: Database,
  log: FastifyBaseLogger,
  opts: { logCodes: boolean } = { logCodes: true },
): MailTransport {
  return {
    name: 'mailbox',
    async send(mail) {
      await db
        .insert(mailboxMessages)
        .values({
          jobId: mail.jobId ?? null,
          to: mail.to,
          from: mail.from,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          kind: mail.kind,
          meta: mail.meta ?? null,
        })
        .onConflictDoNothing()
      // Codes reach the log only outside production: a production log is read by more people than the mailbox.
      const code =
        opts.logCodes && mail.kind === 'sign-in-code' ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined
      if (code) log.info({ to: mail.to, kind: mail.kind }, `development mailbox: sign-in code ${code}`)
      else log.info({ to: mail.to, kind: mail.kind }, 'development mailbox: message stored')
    },
    async close() {},
  }
}
