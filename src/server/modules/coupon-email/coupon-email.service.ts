import type { PageQuery } from '../../../shared/contracts/common'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { EXIT_OFFER_CODES } from '../../../shared/contracts/coupon-email'
import { couponCodesMail } from './coupon-email.mail'
import { availableCouponCodes, describeCoupons } from '../coupons'
import { insertCouponEmail, listCouponEmailsPage } from './coupon-email.repo'

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
    // Only the codes that still work: one an admin has withdrawn or let expire is not offered.
    const codes = await availableCouponCodes(tx, EXIT_OFFER_CODES, ctx.clock.now())
    if (!codes.length) return
    const byCode = await describeCoupons(tx, codes)
    await enqueueMail(tx, {
      to: input.email,
      kind: 'coupon-codes',
      ...couponCodesMail(codes, byCode),
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
