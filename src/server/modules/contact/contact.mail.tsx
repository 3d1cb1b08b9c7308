import { BUSINESS_TYPES, CONTACT_TIMELINES, type CreateContactInput } from '../../../shared/contracts/contact'
import { CONTACT_RESPONSE_HOURS } from '../../../shared/marketing'
import { Details, MailLayout, Paragraph } from '../../integrations/mail/layout'
import { renderEmail } from '../../integrations/mail/render'

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

export function ContactAcknowledgementEmail({ input }: { input: CreateContactInput }) {
  return (
    <MailLayout heading={`Thanks, ${input.name}!`} preview="We received your project details.">
      <Paragraph>
        {`We've received your project details. One of our developers will get back to you within ${CONTACT_RESPONSE_HOURS} hours with a detailed proposal.`}
      </Paragraph>
      <Paragraph>Here is a copy of what you sent us:</Paragraph>
      <Details rows={details(input)} />
    </MailLayout>
  )
}

export function ContactNoticeEmail({ input }: { input: CreateContactInput }) {
  return (
    <MailLayout heading="New contact request" footer="Sent by the website contact form">
      <Paragraph>
        {`Reply within ${CONTACT_RESPONSE_HOURS} hours. The request is also listed in the admin panel under Contacts.`}
      </Paragraph>
      <Details rows={details(input)} />
    </MailLayout>
  )
}

export function contactAcknowledgementMail(input: CreateContactInput) {
  return renderEmail('We received your project details', <ContactAcknowledgementEmail input={input} />)
}

export function contactNoticeMail(input: CreateContactInput, id: number) {
  return renderEmail(`New contact request #${id} from ${input.name}`, <ContactNoticeEmail input={input} />)
}
