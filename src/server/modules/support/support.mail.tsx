import { SUPPORT_CATEGORIES, type CreateSupportInput } from '../../../shared/contracts/support'
import { SUPPORT_RESPONSE_HOURS } from '../../../shared/marketing'
import { Details, MailLayout, Paragraph } from '../../integrations/mail/layout'
import { renderEmail } from '../../integrations/mail/render'

export function responseHoursFor(priority: CreateSupportInput['priority']): number {
  return SUPPORT_RESPONSE_HOURS[priority]
}

function hours(n: number) {
  return `${n} hour${n === 1 ? '' : 's'}`
}

type Props = { input: CreateSupportInput; ticketId: number }

/**
 * The address is not proven, so the acknowledgement repeats none of the sender's own words (name, subject,
 * message): only the ticket number and the choices from the form's lists.
 */
export function SupportAcknowledgementEmail({ input, ticketId }: Props) {
  const category = SUPPORT_CATEGORIES.find((c) => c.value === input.category)?.label ?? input.category
  return (
    <MailLayout heading="We're on it" preview={`Support request #${ticketId} received.`}>
      <Paragraph>
        {`Your support request #${ticketId} has been received. For ${input.priority} priority requests we reply within ${hours(responseHoursFor(input.priority))}.`}
      </Paragraph>
      <Paragraph>Reply to this e-mail if you want to add anything.</Paragraph>
      <Details
        rows={[
          ['Ticket', `#${ticketId}`],
          ['Priority', input.priority],
          ['Category', category],
        ]}
      />
    </MailLayout>
  )
}

export function SupportNoticeEmail({ input }: Props) {
  return (
    <MailLayout heading="New support request" footer="Sent by the support form">
      <Paragraph>{`Promised response time: ${hours(responseHoursFor(input.priority))}.`}</Paragraph>
      <Details
        rows={[
          ['From', `${input.name} <${input.email}>`],
          ['Category', input.category],
          ['Message', input.message],
        ]}
      />
    </MailLayout>
  )
}

export function supportAcknowledgementMail(input: CreateSupportInput, ticketId: number) {
  return renderEmail(
    `Support request #${ticketId} received`,
    <SupportAcknowledgementEmail input={input} ticketId={ticketId} />,
  )
}

export function supportNoticeMail(input: CreateSupportInput, ticketId: number) {
  return renderEmail(
    `[${input.priority}] Support request #${ticketId}: ${input.subject}`,
    <SupportNoticeEmail input={input} ticketId={ticketId} />,
  )
}
