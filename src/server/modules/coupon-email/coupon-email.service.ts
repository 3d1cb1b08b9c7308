import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { EXIT_OFFER_CODES } from '../../../shared/contracts/coupon-email'
import { couponCodesMail } from './coupon-email.mail'
import { describeCoupons } from '../coupons'
import { insertCouponEmail } from './coupon-email.repo'

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
  await withTransaction(ctx, async ({ tx }) => {
    await insertCouponEmail(tx, {
      email: input.email,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    })
    const byCode = await describeCoupons(tx, EXIT_OFFER_CODES)
    await enqueueMail(tx, {
      to: input.email,
      kind: 'coupon-codes',
      ...couponCodesMail(EXIT_OFFER_CODES, byCode),
    })
  })
}
