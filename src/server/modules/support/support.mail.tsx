import { SUPPORT_CATEGORIES, type CreateSupportInput } from '../../../shared/contracts/support'
import { SUPPORT_RESPONSE_HOURS } from '../../../shared/marketing'
import { Details, MailLayout, Paragraph } from '../../integrations/mail/layout'
import { renderEmail } from '../../integrations/mail/render'
import { greeting } from '../../../shared/display-name'

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

export function SupportNoticeEmail({ input, adminUrl }: Props & { adminUrl?: string | undefined }) {
  return (
    <MailLayout heading="New support request" footer="Sent by the support form">
      <Paragraph>{`Promised response time: ${hours(responseHoursFor(input.priority))}.`}</Paragraph>
      {adminUrl ? <Paragraph>{`Answer it in the admin panel: ${adminUrl}`}</Paragraph> : null}
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

/** Where the admin panel opens one ticket with its conversation. */
export function adminTicketUrl(publicUrl: string, ticketId: number) {
  return `${publicUrl}/admin/support?ticket=${ticketId}`
}

/** To the studio: a new ticket, with the link that opens it in the admin panel (given the site's address). */
export function supportNoticeMail(input: CreateSupportInput, ticketId: number, publicUrl?: string) {
  return renderEmail(
    `[${input.priority}] Support request #${ticketId}: ${input.subject}`,
    <SupportNoticeEmail
      input={input}
      ticketId={ticketId}
      adminUrl={publicUrl === undefined ? undefined : adminTicketUrl(publicUrl, ticketId)}
    />,
  )
}

/**
 * The studio's answer on a ticket, to whoever asked. It quotes none of the requester's own words (a public form's
 * address is not proven): the ticket number, the studio's message and its status. A client is pointed to the
 * dashboard, where the conversation is kept; someone without an account answers by replying to the mail.
 */
export function studioReplyMail(p: {
  ticketId: number
  firstName: string
  body: string
  statusLabel: string
  dashboardUrl: string | null
}) {
  return renderEmail(
    `Reply to your support request #${p.ticketId}`,
    <MailLayout heading="We replied to your support request" preview={`Support request #${p.ticketId}`}>
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>{p.body}</Paragraph>
      <Details
        rows={[
          ['Ticket', `#${p.ticketId}`],
          ['Status', p.statusLabel],
        ]}
      />
      <Paragraph>
        {p.dashboardUrl
          ? `You can read the whole conversation and answer in your dashboard: ${p.dashboardUrl}`
          : 'Reply to this e-mail if you want to add anything.'}
      </Paragraph>
    </MailLayout>,
  )
}

/** To the studio: a client answered on their ticket. */
export function clientReplyMail(p: {
  ticketId: number
  subject: string
  priority: string
  from: string
  body: string
  reopened: boolean
  adminUrl: string
}) {
  return renderEmail(
    `[${p.priority}] Reply on support request #${p.ticketId}: ${p.subject}`,
    <MailLayout heading="A client answered on a ticket" footer="Sent by the client dashboard">
      <Paragraph>
        {`${p.reopened ? 'The ticket was resolved; this answer has opened it again. ' : ''}Answer it in the admin panel: ${p.adminUrl}`}
      </Paragraph>
      <Details
        rows={[
          ['From', p.from],
          ['Message', p.body],
        ]}
      />
    </MailLayout>,
  )
}
