import type { z } from 'zod/mini'
import type {
  ContactSubmission,
  ListContactsQuerySchema,
  UpdateContactSchema,
} from '../../../shared/contracts/admin-contacts'
import type { CreateContactInput } from '../../../shared/contracts/contact'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import { listAccountNames } from '../auth'
import {
  findContactSubmission,
  listContactSubmissionsPage as listContactRowsPage,
} from './admin-contacts.repo'
import { contactAcknowledgementMail, contactNoticeMail } from './contact.mail'
import { insertContactSubmission, lockContactSubmission, setContactHandled } from './contact.repo'
import { mayAcknowledge } from '../../integrations/mail/acknowledgements'
import { displayName } from '../../../shared/display-name'

/** Stores the request and queues both mails in one transaction: all three happen, or none. */
export async function createContactSubmission(
  ctx: AppContext,
  input: CreateContactInput,
  meta: { ip: string },
) {
  if (input.website) {
    ctx.log.info({ ip: meta.ip }, 'contact form honeypot filled; request dropped')
    return
  }
  const acknowledge = await mayAcknowledge(ctx, input.email)
  await withTransaction(ctx, async ({ tx }) => {
    const row = await insertContactSubmission(tx, {
      name: input.name,
      email: input.email,
      countryCode: input.countryCode || '+1',
      phone: input.phone,
      businessType: input.businessType,
      details: input.details,
      timeline: input.timeline,
      ipAddress: meta.ip,
    })
    if (acknowledge)
      await enqueueMail(tx, { to: input.email, kind: 'contact-ack', ...contactAcknowledgementMail() })
    await enqueueMail(tx, {
      to: ctx.config.studioEmail,
      kind: 'contact-notice',
      ...contactNoticeMail(input, row.id),
    })
  })
}

export const ADMIN_CONTACT_MESSAGES = {
  notFound: 'Contact request not found',
  handled: 'Marked as handled',
  unhandled: 'Marked as not handled',
} as const

type ContactSubmissionRow = NonNullable<Awaited<ReturnType<typeof findContactSubmission>>>

/** Submissions with the admin who handled each (if any), read for the whole list at once (one query). */
async function withHandlers(tx: Executor, rows: ContactSubmissionRow[]) {
  const handlers = await listAccountNames(
    tx,
    rows.flatMap((r) => (r.handledBy === null ? [] : [r.handledBy])),
  )
  return rows.map((contact) => {
    const handler = contact.handledBy === null ? undefined : handlers.get(contact.handledBy)
    return { contact, handler: handler ?? null }
  })
}

async function listContactSubmissionsPage(
  tx: Executor,
  opts: { status?: 'handled' | 'unhandled' | undefined; limit: number; offset: number },
) {
  const { rows, total } = await listContactRowsPage(tx, opts)
  return { rows: await withHandlers(tx, rows), total }
}

/** One contact form submission with the admin who handled it. */
async function findContactSubmissionWithHandler(tx: Executor, id: number) {
  const found = await findContactSubmission(tx, id)
  return found && (await withHandlers(tx, [found]))[0]
}

type ContactRow = NonNullable<Awaited<ReturnType<typeof findContactSubmissionWithHandler>>>

function toContactSubmission({ contact: c, handler }: ContactRow): ContactSubmission {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    countryCode: c.countryCode,
    phone: c.phone,
    businessType: c.businessType,
    timeline: c.timeline,
    details: c.details,
    createdAt: c.createdAt.toISOString(),
    handledAt: c.handledAt?.toISOString() ?? null,
    handledBy:
      c.handledAt && handler
        ? {
            id: handler.id,
            name: displayName(handler),
            email: handler.email,
          }
        : null,
  }
}

/** The Contacts tab: a page of submissions, newest first, optionally only the unhandled (or handled) ones. */
export async function listContacts(ctx: AppContext, query: z.output<typeof ListContactsQuerySchema>) {
  const { page, pageSize, status } = query
  const { rows, total } = await listContactSubmissionsPage(ctx.db, {
    status,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  })
  return { items: rows.map(toContactSubmission), page, pageSize, total }
}

/**
 * Marks a contact request handled (now, by this admin) or back to waiting, with its audit entry in the same
 * transaction. Asking for the state it is already in changes nothing and writes no entry: the first admin's
 * mark and time are kept.
 */
export async function updateContact(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof UpdateContactSchema>,
) {
  return withTransaction(ctx, async ({ tx, clock }) => {
    const before = await lockContactSubmission(tx, id)
    if (!before) throw AppError.notFound(ADMIN_CONTACT_MESSAGES.notFound)
    if ((before.handledAt !== null) !== input.handled) {
      const after = await setContactHandled(
        tx,
        id,
        input.handled ? { handledAt: clock.now(), handledBy: actor.userId } : null,
      )
      await recordAudit(tx, actor, {
        action: input.handled ? 'contact.handle' : 'contact.reopen',
        recordType: 'contact_submission',
        recordId: id,
        before: { handledAt: before.handledAt, handledBy: before.handledBy },
        after: { handledAt: after.handledAt, handledBy: after.handledBy },
      })
    }
    const found = (await findContactSubmissionWithHandler(tx, id))!
    return {
      success: true,
      message: input.handled ? ADMIN_CONTACT_MESSAGES.handled : ADMIN_CONTACT_MESSAGES.unhandled,
      contact: toContactSubmission(found),
    }
  })
}
