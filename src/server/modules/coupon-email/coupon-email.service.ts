import type { AppContext } from '../../context'
import { enqueueMail } from '../../integrations/mail/outbox'
import { renderMail } from '../../integrations/mail/render'
import { EXIT_OFFER_CODES } from '../../../shared/contracts/coupon-email'
import { couponDescriptions, insertCouponEmail } from './coupon-email.repo'

/** Stores who asked (e-mail, time, address, browser) and mails the exit-offer codes, in one transaction. */
export async function requestCouponCodes(
  ctx: AppContext,
  input: { email: string; website?: string | undefined },
  meta: { ip: string; userAgent: string | null },
) {
  if (input.website) {
    ctx.log.info({ ip: meta.ip }, 'coupon popup honeypot filled; request dropped')
    return
  }
  await ctx.db.transaction(async (tx) => {
    await insertCouponEmail(tx, {
      email: input.email,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    })
    const byCode = await couponDescriptions(tx, EXIT_OFFER_CODES)
    const lines = EXIT_OFFER_CODES.map((code) => `${code}: ${byCode.get(code) ?? ''}`.trim())
    await enqueueMail(tx, {
      to: input.email,
      kind: 'coupon-codes',
      ...renderMail({
        subject: 'Your SiteCraft discount codes',
        heading: 'Here are your discount codes',
        paragraphs: [
          'Use them at checkout within the next 24 hours. The two codes can be combined on one order.',
          ...lines,
        ],
        codes: [...EXIT_OFFER_CODES],
      }),
    })
  })
  ctx.mail.kick()
}
