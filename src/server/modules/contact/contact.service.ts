import type { CreateContactInput } from '../../../shared/contracts/contact'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { contactAcknowledgementMail, contactNoticeMail } from './contact.mail'
import { insertContactSubmission } from './contact.repo'
import { mayAcknowledge } from '../../integrations/mail/acknowledgements'

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
