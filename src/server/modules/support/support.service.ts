import type { UserRole } from '../../../shared/contracts/auth'
import type { CreateDashboardTicketSchema } from '../../../shared/contracts/support-tickets'
import type { CreateSupportInput } from '../../../shared/contracts/support'
import type { z } from 'zod/mini'
import { AppError } from '../../lib/app-error'
import { findAccount } from '../auth'
import { findCustomerProject } from '../projects'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { responseHoursFor, supportAcknowledgementMail, supportNoticeMail } from './support.mail'
import { insertSupportTicket } from './support.repo'
import { mayAcknowledge } from '../../integrations/mail/acknowledgements'
import { displayName } from '../../../shared/display-name'

/**
 * Files a ticket. The support form is open to everyone; a signed-in customer's ticket is linked to their account
 * (staff filing one through the public form are not customers, so theirs stays unlinked).
 */
export async function createSupportTicket(
  ctx: AppContext,
  input: CreateSupportInput,
  meta: { ip: string; caller?: { id: number; role: UserRole } | null },
) {
  if (input.website) {
    ctx.log.info({ ip: meta.ip }, 'support form honeypot filled; request dropped')
    return { ticketId: undefined, responseHours: responseHoursFor(input.priority) }
  }
  return fileTicket(ctx, input, {
    userId: meta.caller?.role === 'customer' ? meta.caller.id : null,
    projectId: null,
  })
}

/**
 * Stores a ticket and queues the sender's acknowledgement (within its daily cap) and the studio's notice, in
 * one transaction: the public form's and the dashboard's tickets alike.
 */
async function fileTicket(
  ctx: AppContext,
  input: CreateSupportInput,
  link: { userId: number | null; projectId: number | null },
) {
  const acknowledge = await mayAcknowledge(ctx, input.email)
  const ticket = await withTransaction(ctx, async ({ tx }) => {
    const row = await insertSupportTicket(tx, {
      userId: link.userId,
      projectId: link.projectId,
      name: input.name,
      email: input.email,
      subject: input.subject,
      priority: input.priority,
      category: input.category,
      message: input.message,
    })
    if (acknowledge)
      await enqueueMail(tx, {
        to: input.email,
        kind: 'support-ack',
        ...supportAcknowledgementMail(input, row.id),
      })
    await enqueueMail(tx, {
      to: ctx.config.studioEmail,
      kind: 'support-notice',
      ...supportNoticeMail(input, row.id, ctx.config.publicUrl),
    })
    return row
  })
  return { ticketId: ticket.id, responseHours: responseHoursFor(input.priority) }
}

/**
 * A ticket a customer opens from the dashboard: filed with the public form's requests under the account's name
 * and address, in the general category, about one of their own projects or none (someone else's is not found).
 */
export async function createDashboardTicket(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof CreateDashboardTicketSchema>,
) {
  const projectId = input.projectId ?? null
  const [user, project] = await Promise.all([
    findAccount(ctx.db, userId),
    projectId === null ? null : findCustomerProject(ctx.db, projectId, userId),
  ])
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.')
  if (projectId !== null && !project) throw AppError.notFound('Project not found')
  return fileTicket(
    ctx,
    {
      name: displayName(user),
      email: user.email,
      subject: input.subject,
      priority: input.priority,
      category: 'general',
      message: input.message,
      website: undefined,
    },
    { userId, projectId },
  )
}
