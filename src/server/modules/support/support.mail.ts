import { SUPPORT_CATEGORIES, type CreateSupportInput } from '../../../shared/contracts/support'
import { SUPPORT_RESPONSE_HOURS } from '../../../shared/marketing'
import { renderMail } from '../../integrations/mail/render'

export function responseHoursFor(priority: CreateSupportInput['priority']): number {
  return SUPPORT_RESPONSE_HOURS[priority]
}

function hours(n: number) {
  return `${n} hour${n === 1 ? '' : 's'}`
}

export function supportAcknowledgementMail(input: CreateSupportInput, ticketId: number) {
  const category = SUPPORT_CATEGORIES.find((c) => c.value === input.category)?.label ?? input.category
  return renderMail({
    subject: `Support request #${ticketId} received: ${input.subject}`,
    heading: `We're on it, ${input.name}`,
    paragraphs: [
      `Your support request #${ticketId} has been received. For ${input.priority} priority requests we reply within ${hours(responseHoursFor(input.priority))}.`,
      'Reply to this e-mail if you want to add anything.',
    ],
    details: [
      ['Ticket', `#${ticketId}`],
      ['Subject', input.subject],
      ['Priority', input.priority],
      ['Category', category],
      ['Message', input.message],
    ],
  })
}

export function supportNoticeMail(input: CreateSupportInput, ticketId: number) {
  return renderMail({
    subject: `[${input.priority}] Support request #${ticketId}: ${input.subject}`,
    heading: 'New support request',
    paragraphs: [`Promised response time: ${hours(responseHoursFor(input.priority))}.`],
    details: [
      ['From', `${input.name} <${input.email}>`],
      ['Category', input.category],
      ['Message', input.message],
    ],
    footer: 'Sent by the support form',
  })
}
