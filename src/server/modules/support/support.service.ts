import type { UserRole } from '../../../shared/contracts/auth'
import type { CreateSupportInput } from '../../../shared/contracts/support'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { responseHoursFor, supportAcknowledgementMail, supportNoticeMail } from './support.mail'
import { insertSupportTicket } from './support.repo'
import { mayAcknowledge } from '../../integrations/mail/acknowledgements'

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
  const acknowledge = await mayAcknowledge(ctx, input.email)
  const ticket = await withTransaction(ctx, async ({ tx }) => {
    const row = await insertSupportTicket(tx, {
      userId: meta.caller?.role === 'customer' ? meta.caller.id : null,
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
      ...supportNoticeMail(input, row.id),
    })
    return row
  })
  return { ticketId: ticket.id, responseHours: responseHoursFor(input.priority) }
}
