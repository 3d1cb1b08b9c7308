import type { z } from 'zod/mini'
import {
  type AdminSupportTicket,
  type AdminSupportTicketDetail,
  type CustomerSupportTicket,
  type CustomerSupportTicketDetail,
  CUSTOMER_TICKET_LIMIT,
  type ListAdminSupportTicketsQuerySchema,
  type TicketMessage,
  type TicketReplySchema,
  type UpdateSupportTicketSchema,
} from '../../../shared/contracts/support-tickets'
import { type SupportPriority, TICKET_STATUS_LABELS, type TicketStatus } from '../../../shared/states'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { type TxContext, withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import { addNotification } from '../notifications'
import { listAccountNames } from '../auth'
import { listProjectTitles } from '../projects'
import {
  findSupportTicketWithReplies,
  listSupportTicketsForCustomer as listCustomerTicketRows,
  listSupportTicketsPage as listTicketRowsPage,
  type TicketFilter,
  type TicketWithReplies,
} from './support-tickets.repo'
import { adminTicketUrl, clientReplyMail, studioReplyMail } from './support.mail'
import {
  insertTicketMessage,
  listTicketMessages,
  lockTicket,
  type TicketMessageRow,
  type TicketRow,
  updateTicket,
} from './support.repo'
import { fullName } from '../../../shared/display-name'

/** A ticket with who asked (the client's account, when there is one) and the project it is about. */
type TicketWithParties = TicketWithReplies & {
  account: { firstName: string; lastName: string; email: string } | null
  projectTitle: string | null
}

/** Tickets' parties, read for the whole list at once: one query of accounts and one of projects. */
async function withParties(tx: Executor, rows: TicketWithReplies[]): Promise<TicketWithParties[]> {
  const [accounts, titles] = await Promise.all([
    listAccountNames(
      tx,
      rows.flatMap((r) => (r.ticket.userId === null ? [] : [r.ticket.userId])),
    ),
    listProjectTitles(
      tx,
      rows.map((r) => r.ticket.projectId),
    ),
  ])
  return rows.map((r) => {
    const account = r.ticket.userId === null ? undefined : accounts.get(r.ticket.userId)
    return {
      ...r,
      account: account
        ? { firstName: account.firstName, lastName: account.lastName, email: account.email }
        : null,
      projectTitle: r.ticket.projectId === null ? null : (titles.get(r.ticket.projectId) ?? null),
    }
  })
}

async function listSupportTicketsPage(
  tx: Executor,
  filter: TicketFilter & { limit: number; offset: number },
) {
  const { rows, total } = await listTicketRowsPage(tx, filter)
  return { rows: await withParties(tx, rows), total }
}

async function findSupportTicketWithParties(tx: Executor, id: number, userId?: number) {
  const found = await findSupportTicketWithReplies(tx, id, userId)
  return found && (await withParties(tx, [found]))[0]
}

async function listSupportTicketsForCustomer(tx: Executor, userId: number, limit: number) {
  return withParties(tx, await listCustomerTicketRows(tx, userId, limit))
}

export const TICKET_MESSAGES = {
  notFound: 'Ticket not found',
  updated: 'Ticket updated',
  unchanged: 'Nothing to change',
  replied: 'Reply sent',
} as const

/** How much of a reply an in-app notice repeats; the whole of it is in the ticket. */
const NOTICE_EXCERPT = 280

function excerpt(text: string) {
  return text.length > NOTICE_EXCERPT ? `${text.slice(0, NOTICE_EXCERPT - 1)}…` : text
}

function toMessage(row: TicketMessageRow): TicketMessage {
  return {
    id: row.id,
    from: row.authorRole === 'admin' ? 'studio' : 'client',
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }
}

function base(r: TicketWithParties): CustomerSupportTicket {
  const t = r.ticket
  return {
    id: t.id,
    subject: t.subject,
    message: t.message,
    priority: t.priority as SupportPriority,
    status: t.status as TicketStatus,
    projectId: t.projectId,
    projectTitle: r.projectTitle,
    replies: r.replies,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt?.toISOString() ?? null,
  }
}

/** Who asked: the account as it is now, or the name and address the public form was given. */
function requester(r: TicketWithParties) {
  const account = r.account
  const name = account ? fullName(account.firstName, account.lastName) : ''
  return {
    userId: r.ticket.userId,
    name: name || r.ticket.name,
    email: account?.email ?? r.ticket.email,
    // A public form's name is not proven to belong to the address: the mail greets no one by it.
    firstName: account ? account.firstName : '',
  }
}

function toAdminTicket(r: TicketWithParties): AdminSupportTicket {
  const { userId, name, email } = requester(r)
  return { ...base(r), category: r.ticket.category, requester: { userId, name, email } }
}

export async function listAdminTickets(
  ctx: AppContext,
  query: z.output<typeof ListAdminSupportTicketsQuerySchema>,
) {
  const { page, pageSize, status, priority } = query
  const { rows, total } = await listSupportTicketsPage(ctx.db, {
    status,
    priority,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  })
  return { items: rows.map(toAdminTicket), page, pageSize, total }
}

async function adminDetail(tx: Executor, id: number): Promise<AdminSupportTicketDetail> {
  const found = await findSupportTicketWithParties(tx, id)
  if (!found) throw AppError.notFound(TICKET_MESSAGES.notFound)
  const messages = await listTicketMessages(tx, id)
  return { ...toAdminTicket(found), messages: messages.map(toMessage) }
}

export async function getAdminTicket(ctx: AppContext, id: number) {
  return adminDetail(ctx.db, id)
}

async function lockExisting(tx: Executor, id: number): Promise<TicketRow> {
  const row = await lockTicket(tx, id)
  if (!row) throw AppError.notFound(TICKET_MESSAGES.notFound)
  return row
}

/**
 * The studio's message on a ticket: kept in the conversation (and as the ticket's latest response), mailed once
 * to whoever asked and, for a client, noticed once in the dashboard. Someone who used the public form without an
 * account gets the mail only.
 */
async function sendStudioMessage(
  t: TxContext,
  actor: AuditActor,
  ticket: TicketRow,
  body: string,
  status: TicketStatus,
) {
  const message = await insertTicketMessage(t.tx, {
    ticketId: ticket.id,
    authorUserId: actor.userId,
    authorRole: 'admin',
    body,
  })
  const found = await findSupportTicketWithParties(t.tx, ticket.id)
  const who = requester(found!)
  await enqueueMail(t.tx, {
    to: who.email,
    kind: 'support-reply',
    ...studioReplyMail({
      ticketId: ticket.id,
      firstName: who.firstName,
      body,
      statusLabel: TICKET_STATUS_LABELS[status],
      dashboardUrl: ticket.userId ? `${t.config.publicUrl}/dashboard/support?ticket=${ticket.id}` : null,
    }),
  })
  if (ticket.userId)
    await addNotification(t.tx, {
      userId: ticket.userId,
      projectId: ticket.projectId,
      type: 'admin',
      title: `Reply to your support ticket #${ticket.id}`,
      message: excerpt(body),
    })
  return message
}

/**
 * The panel's Mark In Progress and Resolve: the status set and, with a response, the studio's message sent. A
 * request that changes nothing (the same status, no response) writes nothing.
 */
export async function updateSupportTicket(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof UpdateSupportTicketSchema>,
) {
  return withTransaction(ctx, async (t) => {
    const before = await lockExisting(t.tx, id)
    const response = input.response || null
    if (before.status === input.status && !response)
      return { success: true, message: TICKET_MESSAGES.unchanged, ticket: await adminDetail(t.tx, id) }
    const after = await updateTicket(t.tx, id, {
      status: input.status,
      updatedAt: t.clock.now(),
      ...(response ? { response } : {}),
    })
    const sent = response ? await sendStudioMessage(t, actor, before, response, input.status) : null
    await recordAudit(t.tx, actor, {
      action: 'ticket.update',
      recordType: 'support_ticket',
      recordId: id,
      before: { status: before.status, response: before.response },
      after: { status: after.status, response: after.response, messageId: sent?.id ?? null },
    })
    return { success: true, message: TICKET_MESSAGES.updated, ticket: await adminDetail(t.tx, id) }
  })
}

/** An admin's answer on a ticket; its status stays as it is. */
export async function replyAsStudio(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof TicketReplySchema>,
) {
  return withTransaction(ctx, async (t) => {
    const before = await lockExisting(t.tx, id)
    const after = await updateTicket(t.tx, id, { response: input.body, updatedAt: t.clock.now() })
    const sent = await sendStudioMessage(t, actor, before, input.body, before.status as TicketStatus)
    await recordAudit(t.tx, actor, {
      action: 'ticket.reply',
      recordType: 'support_ticket',
      recordId: id,
      before: { status: before.status, response: before.response },
      after: { status: after.status, response: after.response, messageId: sent.id },
    })
    return { success: true, message: TICKET_MESSAGES.replied, ticket: await adminDetail(t.tx, id) }
  })
}

/* The client dashboard. */

export async function listCustomerTickets(ctx: AppContext, userId: number) {
  const rows = await listSupportTicketsForCustomer(ctx.db, userId, CUSTOMER_TICKET_LIMIT)
  return rows.map(base)
}

async function customerDetail(
  tx: Executor,
  userId: number,
  id: number,
): Promise<CustomerSupportTicketDetail> {
  const found = await findSupportTicketWithParties(tx, id, userId)
  if (!found) throw AppError.notFound(TICKET_MESSAGES.notFound)
  const messages = await listTicketMessages(tx, id)
  return { ...base(found), messages: messages.map(toMessage) }
}

export async function getCustomerTicket(ctx: AppContext, userId: number, id: number) {
  return customerDetail(ctx.db, userId, id)
}

/**
 * A client's answer on their own ticket (someone else's is not found), mailed once to the studio's address. A
 * resolved ticket opens again as `open`: the client still needs the studio, and the overview's Open Tickets
 * counts it; an open or in-progress ticket keeps its status.
 */
export async function replyAsClient(
  ctx: AppContext,
  userId: number,
  id: number,
  input: z.output<typeof TicketReplySchema>,
) {
  return withTransaction(ctx, async (t) => {
    const ticket = await lockTicket(t.tx, id)
    if (!ticket || ticket.userId !== userId) throw AppError.notFound(TICKET_MESSAGES.notFound)
    const reopened = ticket.status === 'resolved'
    await updateTicket(t.tx, id, { updatedAt: t.clock.now(), ...(reopened ? { status: 'open' } : {}) })
    await insertTicketMessage(t.tx, {
      ticketId: id,
      authorUserId: userId,
      authorRole: 'customer',
      body: input.body,
    })
    const found = await findSupportTicketWithParties(t.tx, id, userId)
    const who = requester(found!)
    await enqueueMail(t.tx, {
      to: t.config.studioEmail,
      kind: 'support-client-reply',
      ...clientReplyMail({
        ticketId: id,
        subject: ticket.subject,
        priority: ticket.priority,
        from: `${who.name} <${who.email}>`,
        body: input.body,
        reopened,
        adminUrl: adminTicketUrl(t.config.publicUrl, id),
      }),
    })
    return { success: true, message: TICKET_MESSAGES.replied, ticket: await customerDetail(t.tx, userId, id) }
  })
}
