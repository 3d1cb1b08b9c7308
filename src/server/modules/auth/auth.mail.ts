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

/** Tells the owner that an authenticator now guards the account, in case it was not them. */
export function twoFactorEnabledMail(publicUrl: string) {
  return renderMail({
    subject: 'Two-factor authentication is now on for your SiteCraft account',
    heading: 'Two-factor authentication is on',
    paragraphs: [
      'An authenticator app was just set up for your account. From now on, signing in asks for its code after your password, and every other signed-in session was signed out.',
      `If this was not you, contact us at once from ${publicUrl}/support: someone who knows your password may have set it up.`,
    ],
  })
}

/**
 * Tells the owner that their account is being guessed at, so they hear of it from us first. It asks for nothing
 * and the owner can still sign in as usual.
 */
export function failedSignInsMail(d: { failures: number; minutes: number; publicUrl: string }) {
  const period = d.minutes < 120 ? `${d.minutes} minutes` : `${Math.round(d.minutes / 60)} hours`
  return renderMail({
    subject: 'Failed sign-in attempts on your SiteCraft account',
    heading: 'Someone is trying to sign in to your account',
    paragraphs: [
      `There have been ${d.failures} failed sign-in attempts on your account in the last ${period}, with a wrong password or code.`,
      'You can still sign in as usual; for a while each attempt takes a moment longer. If it was not you, a strong password (and, for staff, the authenticator) keeps the account safe.',
      `If you think someone may know your password, contact us at once from ${d.publicUrl}/support.`,
    ],
  })
}

/** A staff member asked to reset their password: the one-time link, and what to do if it was not them. */
export function passwordResetMail(url: string, hours: number) {
  return renderMail({
    subject: 'Reset your SiteCraft password',
    heading: 'Set a new password',
    paragraphs: [
      `Someone asked to reset the password of your SiteCraft staff account. Open this link to choose a new one: ${url}`,
      `It works once, for ${hours} hours. Setting a new password signs you out everywhere else.`,
    ],
    footer: "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
  })
}
