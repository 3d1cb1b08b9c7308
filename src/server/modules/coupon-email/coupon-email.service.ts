import type { PageQuery } from '../../../shared/contracts/common'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { mayAcknowledge } from '../../integrations/mail/acknowledgements'
import { enqueueMail } from '../../integrations/mail/outbox'
import { EXIT_OFFER_CODES } from '../../../shared/contracts/coupon-email'
import { couponCodesMail } from './coupon-email.mail'
import { availableCouponCodes, describeCoupons } from '../coupons'
import { insertCouponEmail, listCouponEmailsPage } from './coupon-email.repo'

/**
 * Stores who asked (e-mail, time, address, browser) and mails the exit-offer codes, in one transaction. The mail
 * goes to an address nobody has proven, so it shares the forms' daily cap per recipient (mayAcknowledge): many
 * client addresses cannot fill one stranger's inbox. The sign-up is kept either way.
 */
export async function requestCouponCodes(
  ctx: AppContext,
  input: { email: string; website?: string | undefined },
  meta: { ip: string; userAgent: string | null },
) {
  if (input.website) {
    ctx.log.info({ ip: meta.ip }, 'coupon popup honeypot filled; request dropped')
    return
  }
  const mayMail = await mayAcknowledge(ctx, input.email)
  await withTransaction(ctx, async ({ tx }) => {
    await insertCouponEmail(tx, {
      email: input.email,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    })
    // Only the codes that still work: one an admin has withdrawn or let expire is not offered.
    const codes = await availableCouponCodes(tx, EXIT_OFFER_CODES, ctx.clock.now())
    if (!codes.length || !mayMail) return
    const byCode = await describeCoupons(tx, codes)
    await enqueueMail(tx, {
      to: input.email,
      kind: 'coupon-codes',
      ...couponCodesMail(codes, byCode, codes.length > 1 && codes.every((c) => byCode.get(c)?.stackable)),
    })
  })
}

/** The exit-popup sign-ups for the admin panel, newest first, a page at a time. */
export async function listCouponEmails(ctx: AppContext, query: PageQuery) {
  const { page, pageSize } = query
  const { rows, total } = await listCouponEmailsPage(ctx.db, pageSize, (page - 1) * pageSize)
  return {
    items: rows.map((r) => ({
      id: r.id,
      email: r.email,
      submittedAt: r.createdAt.toISOString(),
      ipAddress: r.ipAddress,
      userAgent: r.userAgent,
    })),
    page,
    pageSize,
    total,
  }
}
