import { Details, MailLayout, Paragraph } from '../../integrations/mail/layout'
import { renderEmail } from '../../integrations/mail/render'
import { formatDate } from '../../../shared/dates'
import { greeting } from '../../../shared/display-name'

/* The customer's mails about the domain bought with their order: registered by the studio, or not possible. */

interface DomainMail {
  firstName: string
  domainName: string
  dashboardUrl: string
}

export function domainRegisteredMail(p: DomainMail & { expiresOn: string }) {
  return renderEmail(
    `Your domain ${p.domainName} is registered`,
    <MailLayout heading="Your domain is registered" preview={`${p.domainName} is yours.`}>
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>
        {`We have registered ${p.domainName} for you. It will point to your new website once the site goes live.`}
      </Paragraph>
      <Details
        rows={[
          ['Domain', p.domainName],
          ['Renewal date', formatDate(p.expiresOn)],
        ]}
      />
      <Paragraph>{`You can follow your project in your dashboard: ${p.dashboardUrl}`}</Paragraph>
    </MailLayout>,
  )
}

export function domainFailedMail(p: DomainMail & { reason: string }) {
  return renderEmail(
    `We could not register ${p.domainName}`,
    <MailLayout
      heading="We could not register your domain"
      preview={`${p.domainName} could not be registered.`}
    >
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>{`We tried to register ${p.domainName} for you, but the registration could not be made.`}</Paragraph>
      <Details rows={[['Reason', p.reason]]} />
      <Paragraph>
        Our team will contact you about choosing another name. You can also reply to this e-mail or open a
        support ticket from your dashboard.
      </Paragraph>
      <Paragraph>{`Your dashboard: ${p.dashboardUrl}`}</Paragraph>
    </MailLayout>,
  )
}
