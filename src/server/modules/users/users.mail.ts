import { renderMail } from '../../integrations/mail/render'

/** Sent when an admin creates a customer account; for safety it never carries the password. */
export function accountCreatedMail(input: { firstName: string; email: string; loginUrl: string }) {
  return renderMail({
    subject: 'Your SiteCraft account is ready',
    heading: `Welcome, ${input.firstName}`,
    paragraphs: [
      'Our team has created a SiteCraft account for you, so you can follow your website project online.',
      `Sign in at ${input.loginUrl} with this e-mail address (${input.email}) and the password you agreed with us, or ask for a one-time sign-in code to be e-mailed to you instead.`,
      'For your security we never send passwords by e-mail.',
    ],
  })
}
