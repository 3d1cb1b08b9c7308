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
