import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { couponWords } from '../coupons'
import {
  findActivePromotion,
  findLatestPromotion,
  findPromotionById,
  insertPromotion,
  updatePromotion,
} from './marketing.repo'

/**
 * The running promotion, its coupon's condition in the coupon row's own words; a promotion whose coupon an admin
 * has withdrawn (or that has expired) is not advertised at all. An admin's change to the coupon shows once the
 * cached answer expires (getActivePromotion: 30 s).
 */
async function loadActivePromotion(ctx: AppContext) {
  const now = ctx.clock.now()
  const row = await findActivePromotion(ctx.db, now)
  if (!row) return null
  const words = row.couponCode ? await couponWords(ctx.db, row.couponCode, now) : null
  if (words === undefined) return null
  return {
    id: row.id,
    title: row.title,
    // The coupon's own value when it is a percent coupon: the banner promises what the checkout gives.
    discountPercent: words?.percent ?? row.discountPercent,
    couponCode: row.couponCode,
    condition: words?.condition ?? null,
    endsAt: row.endsAt.toISOString(),
  }
}

const RECENT_WINDOW_MS = 30 * 24 * 3600_000

/**
 * Paid orders since a moment, newest first, business type and time only (orders' `listRecentPaidOrders`). Orders
 * uses this module's promotions, so app.ts passes its reader in rather than this module importing orders.
 */
export type RecentPaidOrders = (
  tx: Executor,
  since: Date,
  limit: number,
) => Promise<{ businessType: string; paidAt: Date | null }[]>

/** Real paid orders of the last 30 days, anonymised to business type and time: nothing that names a customer. */
async function loadRecentOrders(ctx: AppContext, recentPaidOrders: RecentPaidOrders) {
  const since = new Date(ctx.clock.now().getTime() - RECENT_WINDOW_MS)
  const rows = await recentPaidOrders(ctx.db, since, 5)
  return rows.map((r) => ({ businessType: r.businessType, paidAt: r.paidAt!.toISOString() }))
}

export const MARKETING_CACHE_PREFIX = 'marketing:'

/** The countdown banner's promotion, serialized and cached for 30 s (shared with other instances' drops). */
export function getActivePromotion(ctx: AppContext) {
  return ctx.cache.get(
    `${MARKETING_CACHE_PREFIX}promotion`,
    async () => ({ promotion: await loadActivePromotion(ctx) }),
    30_000,
  )
}

/** The recent-orders toast's entries, cached for a minute; paying an order drops the cache. */
export function getRecentOrders(ctx: AppContext, recentPaidOrders: RecentPaidOrders) {
  return ctx.cache.get(
    `${MARKETING_CACHE_PREFIX}recent-orders`,
    async () => ({ orders: await loadRecentOrders(ctx, recentPaidOrders) }),
    60_000,
  )
}

/** A paid order changes the toast: every instance drops its copy. */
export function recentOrdersChanged(ctx: AppContext) {
  return ctx.cache.invalidate(`${MARKETING_CACHE_PREFIX}recent-orders`)
}

/** The promotion an admin edits: the one the banner shows now, else the newest one; null when there is none. */
export async function findEditablePromotion(tx: Executor, now: Date) {
  const active = await findActivePromotion(tx, now)
  const row = active ? await findPromotionById(tx, active.id) : await findLatestPromotion(tx)
  return row ?? null
}

export interface PromotionEdit {
  title: string
  discountPercent: number
  endsAt: Date
}

/**
 * Saves the promotion an admin edited in the caller's transaction (the banner's row, else the newest, else a new
 * one starting now) and answers it before and after. A promotion saved is switched on; one that would start after
 * its end starts now. The caller drops the cached banner after the commit (`promotionChanged`).
 */
export async function savePromotion(tx: Executor, edit: PromotionEdit, now: Date) {
  const current = await findEditablePromotion(tx, now)
  const before = current ? await findPromotionById(tx, current.id, true) : undefined
  if (!before) {
    const after = await insertPromotion(tx, { ...edit, startsAt: now, active: true })
    return { before: null, after }
  }
  const after = await updatePromotion(tx, before.id, {
    ...edit,
    active: true,
    ...(before.startsAt >= edit.endsAt ? { startsAt: now } : {}),
  })
  return { before, after }
}

/** The promotion changed: every instance drops its copy of the banner's answer. */
export function promotionChanged(ctx: AppContext) {
  return ctx.cache.invalidate(`${MARKETING_CACHE_PREFIX}promotion`)
}
