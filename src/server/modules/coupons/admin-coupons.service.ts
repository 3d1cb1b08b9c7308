import type { z } from 'zod/mini'
import {
  ADMIN_COUPON_MESSAGES,
  type AdminCoupon,
  type CreateCouponSchema,
  describeCouponTerms,
  type UpdateCouponSchema,
} from '../../../shared/contracts/admin-coupons'
import type { PageQuery } from '../../../shared/contracts/common'
import { EXIT_OFFER_CODES } from '../../../shared/contracts/coupon-email'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { withTransaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import { listAccountNames } from '../auth'
import { listCouponRedemptionsPage } from './coupon-redemptions.repo'
import {
  type CouponRow,
  findAvailableCoupons,
  findCouponWithTotals,
  insertCoupon,
  listCouponsPage,
  findCouponByCode,
  lockCoupon,
  type NewCouponRow,
  updateCouponRow,
} from './coupons.repo'
import { couponRules } from '../../../shared/contracts/coupons'

const M = ADMIN_COUPON_MESSAGES
const DAY_MS = 86_400_000

/** The cache key of the exit offer's words; a change to any coupon drops it on every instance. */
export const COUPON_OFFER_CACHE_KEY = 'coupons:offer'

/** `2026-12-31` → the moment that day ends (UTC), when a coupon expiring on it stops working. */
const endOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS)
/** The inverse: the last day a coupon that stops at `at` can be used. */
const lastDay = (at: Date) => new Date(at.getTime() - 1).toISOString().slice(0, 10)
const today = (now: Date) => now.toISOString().slice(0, 10)

/** The value as the admin reads it: percent, dollars (stored as cents) or pages. */
const shownValue = (c: CouponRow) => (c.kind === 'fixed' ? c.value / 100 : c.value)

function toAdminCoupon(c: CouponRow, redemptions: number, discountedCents: number): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    description: c.description,
    kind: c.kind,
    value: shownValue(c),
    minOrderCents: c.minOrderCents,
    maxRedemptions: c.maxRedemptions,
    perCustomerLimit: c.perCustomerLimit,
    expiresOn: c.expiresAt ? lastDay(c.expiresAt) : null,
    expiresAt: c.expiresAt?.toISOString() ?? null,
    stackable: c.stackable,
    active: c.active,
    redemptions,
    discountedCents,
    createdAt: c.createdAt.toISOString(),
  }
}

/** What the audit log keeps of a coupon: its terms as stored. */
function snapshot(c: CouponRow) {
  return {
    code: c.code,
    description: c.description,
    kind: c.kind,
    value: c.value,
    minOrderCents: c.minOrderCents,
    maxRedemptions: c.maxRedemptions,
    perCustomerLimit: c.perCustomerLimit,
    expiresAt: c.expiresAt,
    stackable: c.stackable,
    active: c.active,
  }
}

/** An expiry must be a day after today (the server's clock, UTC). */
function checkExpiry(day: string | null, now: Date) {
  if (day !== null && day <= today(now))
    throw new AppError('VALIDATION', M.expiryPast, { fields: { expiresOn: M.expiryPast } })
}

export async function listAdminCoupons(ctx: AppContext, query: PageQuery) {
  const { page, pageSize } = query
  const { rows, total } = await listCouponsPage(ctx.db, pageSize, (page - 1) * pageSize)
  return {
    items: rows.map((r) => toAdminCoupon(r.coupon, r.redemptions, r.discountedCents)),
    page,
    pageSize,
    total,
  }
}

/** A coupon code made by an admin; its code is unique whatever its case (codes are stored upper-case). */
export async function createCoupon(
  ctx: AppContext,
  actor: AuditActor,
  input: z.output<typeof CreateCouponSchema>,
) {
  checkExpiry(input.expiresOn, ctx.clock.now())
  const minOrderCents = Math.round(input.minOrder * 100)
  const value = input.kind === 'fixed' ? Math.round(input.value * 100) : input.value
  const values: NewCouponRow = {
    code: input.code,
    description: input.description || describeCouponTerms(input.kind, input.value, minOrderCents),
    kind: input.kind,
    value,
    minOrderCents,
    maxRedemptions: input.maxRedemptions,
    perCustomerLimit: input.perCustomerLimit,
    expiresAt: input.expiresOn ? endOfDay(input.expiresOn) : null,
    stackable: input.stackable,
    active: true,
  }
  const coupon = await withTransaction(ctx, async ({ tx, afterCommit }) => {
    const row = await insertCoupon(tx, values)
    if (!row) throw AppError.conflict(M.duplicate)
    await recordAudit(tx, actor, {
      action: 'coupon.create',
      recordType: 'coupon',
      recordId: row.id,
      before: null,
      after: snapshot(row),
    })
    afterCommit(() => ctx.cache.invalidate(COUPON_OFFER_CACHE_KEY))
    return toAdminCoupon(row, 0, 0)
  })
  return { success: true, message: M.created, coupon }
}

/**
 * Changes what may change of a coupon, under its row lock (a payment redeeming it meanwhile finishes first, or
 * waits and then reads the new terms). A blank description is made again from the terms.
 */
export async function updateCoupon(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof UpdateCouponSchema>,
) {
  const coupon = await withTransaction(ctx, async ({ tx, afterCommit }) => {
    const before = await lockCoupon(tx, id)
    if (!before) throw AppError.notFound(M.notFound)
    const minOrderCents =
      input.minOrder === undefined ? before.minOrderCents : Math.round(input.minOrder * 100)
    const changes: Partial<NewCouponRow> = { minOrderCents }
    if (input.description !== undefined)
      changes.description =
        input.description || describeCouponTerms(before.kind, shownValue(before), minOrderCents)
    if (input.maxRedemptions !== undefined) changes.maxRedemptions = input.maxRedemptions
    if (input.perCustomerLimit !== undefined) changes.perCustomerLimit = input.perCustomerLimit
    if (input.stackable !== undefined) changes.stackable = input.stackable
    if (input.active !== undefined) changes.active = input.active
    if (input.expiresOn !== undefined) {
      // An expiry left as it was is not checked again: a coupon that has expired can still be deactivated.
      const unchanged = before.expiresAt
        ? lastDay(before.expiresAt) === input.expiresOn
        : input.expiresOn === null
      if (!unchanged) checkExpiry(input.expiresOn, ctx.clock.now())
      changes.expiresAt = input.expiresOn ? endOfDay(input.expiresOn) : null
    }
    const after = await updateCouponRow(tx, id, changes)
    await recordAudit(tx, actor, {
      action: 'coupon.update',
      recordType: 'coupon',
      recordId: id,
      before: snapshot(before),
      after: snapshot(after),
    })
    afterCommit(() => ctx.cache.invalidate(COUPON_OFFER_CACHE_KEY))
    const totals = await findCouponWithTotals(tx, id)
    return toAdminCoupon(after, totals?.redemptions ?? 0, totals?.discountedCents ?? 0)
  })
  return { success: true, message: M.updated, coupon }
}

/** A coupon's redemptions with their customers, newest first; 404 for a coupon that does not exist. */
export async function listCouponRedemptions(ctx: AppContext, id: number, query: PageQuery) {
  const { page, pageSize } = query
  const coupon = await findCouponWithTotals(ctx.db, id)
  if (!coupon) throw AppError.notFound(M.notFound)
  const { rows, total } = await listCouponRedemptionsPage(ctx.db, id, pageSize, (page - 1) * pageSize)
  const customers = await listAccountNames(
    ctx.db,
    rows.map((r) => r.userId),
  )
  return {
    items: rows.map((r) => ({
      id: r.id,
      orderId: r.orderId,
      user: customers.get(r.userId)!,
      discountCents: r.discountCents,
      createdAt: r.createdAt.toISOString(),
    })),
    page,
    pageSize,
    total,
  }
}

async function loadCouponOffer(ctx: AppContext) {
  const rows = await findAvailableCoupons(ctx.db, EXIT_OFFER_CODES, ctx.clock.now())
  return {
    offers: rows.map((c) => ({
      code: c.code,
      kind: c.kind,
      description: c.description,
      stackable: c.stackable,
      rules: couponRules(c),
    })),
  }
}

/**
 * The exit offer's codes that can be used now, in the words of their rows; cached for a minute at most, dropped
 * on every instance when an admin changes a coupon.
 */
export function getCouponOffer(ctx: AppContext) {
  return ctx.cache.get(COUPON_OFFER_CACHE_KEY, () => loadCouponOffer(ctx), 60_000)
}

/** Of these codes, those that can be used at `now` (active, not expired), in the order given. */
export async function availableCouponCodes(tx: Executor, codes: readonly string[], now: Date) {
  return (await findAvailableCoupons(tx, codes, now)).map((c) => c.code)
}

/**
 * The promotion's percentage is its coupon's value (DESIGN.md §2.3: one value): an admin who sets the banner's
 * percent sets what the coupon takes at checkout, in the caller's transaction, and the coupon's description says
 * the new figure where it said the old one. Answers the value before and after, or null when the promotion names
 * no percent coupon. The caller drops the exit offer's cache after the commit (COUPON_OFFER_CACHE_KEY).
 */
export async function setPromotionCouponPercent(tx: Executor, code: string, percent: number) {
  const found = await findCouponByCode(tx, code.toUpperCase())
  if (!found || found.kind !== 'percent') return null
  const coupon = (await lockCoupon(tx, found.id))!
  if (coupon.value === percent) return { code: coupon.code, before: percent, after: percent }
  const description = coupon.description.replace(new RegExp(`\\b${coupon.value}%`, 'g'), `${percent}%`)
  await updateCouponRow(tx, coupon.id, { value: percent, description })
  return { code: coupon.code, before: coupon.value, after: percent }
}
