import { Details, MailLayout, Paragraph } from '../../integrations/mail/layout'
import { renderEmail } from '../../integrations/mail/render'
import { greeting } from '../../../shared/display-name'

/*
 * The client's mails of what staff did to a project outside its lifecycle's steps: its cancellation, which says what
 * happens to their money, and a correction of its access details, which carries none of them (those are read in the
 * dashboard only).
 */

interface ClientProject {
  title: string
  firstName: string
  dashboardUrl: string
}

/** A cancelled project: that it is cancelled, why (the studio's note), and what happens to the money paid. */
export function projectCancelledMail(p: ClientProject & { note: string | null; money: string }) {
  return renderEmail(
    `Your project "${p.title}" has been cancelled`,
    <MailLayout heading="Your project has been cancelled" preview={p.money}>
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>{`We have cancelled your project "${p.title}"; we will do no more work on it.`}</Paragraph>
      {p.note ? <Details rows={[['Why', p.note]]} /> : null}
      <Paragraph>{`Your money: ${p.money}`}</Paragraph>
      <Paragraph>{`Your invoices and any credit notes are under Billing in your dashboard: ${p.dashboardUrl}`}</Paragraph>
    </MailLayout>,
  )
}

/** Staff corrected the delivered site's access details: where to read them (never in the mail itself). */
export function accessDetailsUpdatedMail(p: ClientProject & { websiteUrl: string | null }) {
  return renderEmail(
    `Your access details for "${p.title}" were updated`,
    <MailLayout heading="Your access details were updated" preview="Read them in your dashboard.">
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>
        {`We have updated the access details of your website "${p.title}"${p.websiteUrl ? ` (${p.websiteUrl})` : ''}. For your safety they are not in this e-mail: read them in your dashboard, and use them from now on instead of the ones you had.`}
      </Paragraph>
      <Paragraph>{`Your dashboard: ${p.dashboardUrl}`}</Paragraph>
    </MailLayout>,
  )
}
