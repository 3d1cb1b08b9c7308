import { MailLayout, Paragraph } from '../../integrations/mail/layout'
import { renderEmail } from '../../integrations/mail/render'

type Props = { firstName: string; email: string; loginUrl: string }

/** Sent when an admin creates a customer account; for safety it never carries the password. */
export function AccountCreatedEmail(input: Props) {
  return (
    <MailLayout heading={`Welcome, ${input.firstName}`} preview="Your SiteCraft account is ready.">
      <Paragraph>
        Our team has created a SiteCraft account for you, so you can follow your website project online.
      </Paragraph>
      <Paragraph>
        {`Sign in at ${input.loginUrl} with this e-mail address (${input.email}) and the password you agreed with us, or ask for a one-time sign-in code to be e-mailed to you instead.`}
      </Paragraph>
      <Paragraph>For your security we never send passwords by e-mail.</Paragraph>
    </MailLayout>
  )
}

export function accountCreatedMail(input: Props) {
  return renderEmail('Your SiteCraft account is ready', <AccountCreatedEmail {...input} />)
}
