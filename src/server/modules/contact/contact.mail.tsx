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

/**
 * The address is not proven, so the acknowledgement carries none of the sender's own words (name, details):
 * the form cannot be used to send someone else's text from our domain.
 */
export function ContactAcknowledgementEmail() {
  return (
    <MailLayout heading="Thanks for getting in touch!" preview="We received your project details.">
      <Paragraph>
        {`We've received your project details. One of our developers will get back to you within ${CONTACT_RESPONSE_HOURS} hours with a detailed proposal.`}
      </Paragraph>
      <Paragraph>
        If you did not send us a request, you can ignore this e-mail: someone may have typed your address by
        mistake.
      </Paragraph>
    </MailLayout>
  )
}

export function ContactNoticeEmail({ input }: { input: CreateContactInput }) {
  return (
    <MailLayout heading="New contact request" footer="Sent by the website contact form">
      <Paragraph>
        {`Reply within ${CONTACT_RESPONSE_HOURS} hours. Reply to the sender at the address below.`}
      </Paragraph>
      <Details rows={details(input)} />
    </MailLayout>
  )
}

export function contactAcknowledgementMail() {
  return renderEmail('We received your project details', <ContactAcknowledgementEmail />)
}

export function contactNoticeMail(input: CreateContactInput, id: number) {
  return renderEmail(`New contact request #${id} from ${input.name}`, <ContactNoticeEmail input={input} />)
}
