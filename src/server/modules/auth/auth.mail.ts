import { OTP_TTL_MINUTES } from '../../../shared/contracts/auth'
import { renderMail } from '../../integrations/mail/render'

/** The sign-in code: the code and its expiry, and deliberately no link a mail scanner could use up. */
export function signInCodeMail(code: string) {
  return renderMail({
    subject: `Your SiteCraft sign-in code: ${code}`,
    heading: 'Your sign-in code',
    paragraphs: [
      `Enter this code on the sign-in page. It expires in ${OTP_TTL_MINUTES} minutes and works once.`,
    ],
    codes: [code],
    footer: "If you didn't ask for this code, you can ignore this e-mail: nobody can sign in without it.",
  })
}

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
