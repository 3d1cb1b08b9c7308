import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { AppError } from '../../lib/app-error'
import {
  type CouponRow,
  findAvailableCoupons,
  findCouponDescriptions,
  findCouponsWithUses,
  findRedemption,
  insertRedemptions,
  lockCouponsWithUses,
} from './coupons.repo'
import { formatMoney } from '../../../shared/money'

export type { CouponRow }

export const COUPON_MESSAGES = {
  invalid: 'Invalid coupon code',
  expired: 'This coupon has expired',
  limit: 'This coupon has reached its usage limit',
  used: 'You have already used this coupon',
  withdrawn: 'This coupon is no longer available',
} as const

/**
 * Whether a coupon may be used now by this customer (or a visitor) on an order of this size; throws the reason
 * it may not. Checked again when the payment is finalised, inside that transaction, so limits hold then too.
 */
export async function checkCoupon(
  tx: Executor,
  code: string,
  orderCents: number,
  now: Date,
  userId: number | undefined,
): Promise<CouponRow> {
  const [coupon] = await checkCoupons(tx, [code], orderCents, now, userId)
  return coupon!
}

/** checkCoupon for several codes at once (one query), in the order given; throws the first refusal. */
export async function checkCoupons(
  tx: Executor,
  codes: readonly string[],
  orderCents: number,
  now: Date,
  userId: number | undefined,
): Promise<CouponRow[]> {
  const wanted = codes.map((c) => c.toUpperCase())
  if (!wanted.length) return []
  const rows = await findCouponsWithUses(tx, wanted, userId)
  return wanted.map((code) => {
    const row = rows.find((r) => r.coupon.code === code)
    return couponAllowed(row, orderCents, now, userId)
  })
}

function couponAllowed(
  row: CouponWithUses | undefined,
  orderCents: number,
  now: Date,
  userId: number | undefined,
): CouponRow {
  const refusal = couponRefusal(row, orderCents, now, userId)
  if (refusal) throw refusal
  return row!.coupon
}

type CouponWithUses = { coupon: CouponRow; uses: number; ownUses: number }

/** Why a coupon may not be used now by this customer (or a visitor) on an order of this size, if it may not. */
function couponRefusal(
  row: CouponWithUses | undefined,
  orderCents: number,
  now: Date,
  userId: number | undefined,
): AppError | undefined {
  const coupon = row?.coupon
  if (!row || !coupon || !coupon.active) return new AppError('COUPON_INVALID', COUPON_MESSAGES.invalid)
  if (coupon.expiresAt && coupon.expiresAt <= now)
    return new AppError('COUPON_EXPIRED', COUPON_MESSAGES.expired)
  if (orderCents < coupon.minOrderCents)
    return new AppError(
      'COUPON_MIN_ORDER',
      `${coupon.code} applies to orders of ${formatMoney(coupon.minOrderCents)} or more.`,
    )
  if (coupon.maxRedemptions !== null && row.uses >= coupon.maxRedemptions)
    return new AppError('COUPON_LIMIT_REACHED', COUPON_MESSAGES.limit)
  if (userId !== undefined && coupon.perCustomerLimit !== null && row.ownUses >= coupon.perCustomerLimit)
    return new AppError('COUPON_LIMIT_REACHED', COUPON_MESSAGES.used)
  return undefined
}

/**
 * The coupons of an order being paid, every rule of checkCoupons checked again under the coupons' row locks
 * (held until the transaction ends; lockCouponsWithUses): still active, not expired at `now`, the order's
 * subtotal still meets their minimum, their limits in all and per customer not reached. Answers the coupons, or
 * the first refusal, its message naming the coupon.
 */
export async function lockCouponsForRedemption(
  tx: Executor,
  order: { couponCodes: readonly string[]; subtotalCents: number; userId: number },
  now: Date,
): Promise<{ coupons: CouponRow[] } | { refused: AppError }> {
  const rows = await lockCouponsWithUses(tx, order.couponCodes, order.userId)
  for (const code of order.couponCodes) {
    const row = rows.find((r) => r.coupon.code === code)
    // One the customer was given and has since been withdrawn is told as such, not as an unknown code.
    const refusal =
      row && !row.coupon.active
        ? new AppError('COUPON_INVALID', COUPON_MESSAGES.withdrawn)
        : couponRefusal(row, order.subtotalCents, now, order.userId)
    if (refusal)
      return {
        refused: new AppError(
          refusal.code,
          refusal.message.startsWith(code) ? refusal.message : `${code}: ${refusal.message}`,
        ),
      }
  }
  return { coupons: rows.map((r) => r.coupon) }
}

/** Records a paid order's redemptions (one per coupon applied), while lockCouponsForRedemption's locks are held. */
export async function redeemCoupons(
  tx: Executor,
  redemptions: { couponId: number; orderId: number; userId: number; discountCents: number }[],
) {
  await insertRedemptions(tx, redemptions)
}

/**
 * How a coupon is advertised (the promotion banner): its words and its order condition ("on orders of $150 or
 * more", null when it has none), read from its row; undefined when it cannot be used now (withdrawn or expired).
 */
export async function couponWords(tx: Executor, code: string, now: Date) {
  const [coupon] = await findAvailableCoupons(tx, [code.toUpperCase()], now)
  if (!coupon) return undefined
  return {
    description: coupon.description,
    condition: coupon.minOrderCents > 0 ? `on orders of ${formatMoney(coupon.minOrderCents)} or more` : null,
    /** What a percent coupon takes: the promotion that names it promises exactly this. */
    percent: coupon.kind === 'percent' ? coupon.value : null,
  }
}

/** The checkout's coupon check: what the coupon takes off the given total, or why it does not apply. */
export async function validateCoupon(
  ctx: AppContext,
  input: { code: string; orderTotal: number },
  userId: number | undefined,
) {
  const orderCents = Math.round(input.orderTotal * 100)
  const coupon = await checkCoupon(ctx.db, input.code, orderCents, ctx.clock.now(), userId)
  const discountCents =
    coupon.kind === 'percent'
      ? Math.round((orderCents * coupon.value) / 100)
      : coupon.kind === 'fixed'
        ? Math.min(orderCents, coupon.value)
        : 0
  return {
    valid: true,
    coupon: {
      id: coupon.id,
      code: coupon.code,
      description: coupon.description,
      kind: coupon.kind,
      value: coupon.value,
      minOrderCents: coupon.minOrderCents,
      stackable: coupon.stackable,
    },
    discountAmountCents: discountCents,
    freePages: coupon.kind === 'free_pages' ? coupon.value : 0,
  }
}

/** What each of these coupons is, by code, for a mail that offers them (codes that do not exist are left out). */
export function describeCoupons(tx: Executor, codes: readonly string[]) {
  return findCouponDescriptions(tx, codes)
}

/** The redemption of a coupon on an order, if the coupon was redeemed on it. */
export function findCouponRedemption(tx: Executor, couponId: number, orderId: number) {
  return findRedemption(tx, couponId, orderId)
}
