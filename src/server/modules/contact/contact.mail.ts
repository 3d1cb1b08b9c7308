import { BUSINESS_TYPES, CONTACT_TIMELINES, type CreateContactInput } from '../../../shared/contracts/contact'
import { CONTACT_RESPONSE_HOURS } from '../../../shared/marketing'
import { renderMail } from '../../integrations/mail/render'

const label = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  list.find((o) => o.value === value)?.label ?? value

function details(input: CreateContactInput): Array<[string, string]> {
  return [
    ['Name', input.name],
    ['Email', input.email],
    ['Phone', input.phone ? `${input.countryCode} ${input.phone}` : '—'],
    ['Business type', input.businessType ? label(BUSINESS_TYPES, input.businessType) : '—'],
    ['Timeline', input.timeline ? label(CONTACT_TIMELINES, input.timeline) : '—'],
    ['Project details', input.details],
  ]
}

export function contactAcknowledgementMail(input: CreateContactInput) {
  return renderMail({
    subject: 'We received your project details',
    heading: `Thanks, ${input.name}!`,
    paragraphs: [
      `We've received your project details. One of our developers will get back to you within ${CONTACT_RESPONSE_HOURS} hours with a detailed proposal.`,
      'Here is a copy of what you sent us:',
    ],
    details: details(input),
  })
}

export function contactNoticeMail(input: CreateContactInput, id: number) {
  return renderMail({
    subject: `New contact request #${id} from ${input.name}`,
    heading: 'New contact request',
    paragraphs: [
      `Reply within ${CONTACT_RESPONSE_HOURS} hours. The request is also listed in the admin panel under Contacts.`,
    ],
    details: details(input),
    footer: 'Sent by the website contact form',
  })
}
