import type { z } from 'zod/mini'
import {
  type AdminSiteSettings,
  type CompanySettings,
  type PublicSiteSettings,
  type SiteSettings,
  SiteSettingsSchema,
  trustClaims,
  type UpdateSiteSettingsSchema,
} from '../../../shared/contracts/site-settings'
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site-settings-defaults'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { withTransaction } from '../../db/transaction'
import { type AuditActor, recordAudit } from '../audit'
import { COUPON_OFFER_CACHE_KEY, setPromotionCouponPercent } from '../coupons'
import { findEditablePromotion, promotionChanged, savePromotion } from '../marketing'
import { findSiteSettingsRow, saveSiteSettingsRow } from './site-settings.repo'

export const SITE_SETTINGS_CACHE_PREFIX = 'site-settings:'

/** How many projects were delivered through the product (projects' `countDeliveredProjects`). */
export type DeliveredProjectsCount = (tx: Executor) => Promise<number>

let deliveredProjects: DeliveredProjectsCount | null = null

/**
 * The trust bar's delivered count is projects' to say, and projects depends on this module (through billing's
 * invoices), so app.ts hands its count in once at start rather than this module importing projects.
 */
export function countDeliveredProjectsWith(count: DeliveredProjectsCount) {
  deliveredProjects = count
}

function countDeliveredProjects(tx: Executor): Promise<number> {
  if (!deliveredProjects)
    throw new Error('site-settings: app.ts passes the delivered projects count in at start')
  return deliveredProjects(tx)
}

type Stored = Partial<Omit<SiteSettings, 'chatNumber'>> & { chatNumber?: string }

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The stored values over the defaults, section by section, so a value added after the row was saved starts from
 * its default. The chat number is CHAT_NUMBER's until an admin saves one. Values that no longer pass the schema
 * (a rule tightened since) fall back to the defaults of their section.
 */
function resolveSettings(stored: unknown, chatNumber: string): SiteSettings {
  const values: Stored = isObject(stored) ? stored : {}
  const defaults: SiteSettings = { ...DEFAULT_SITE_SETTINGS, chatNumber }
  const merged: Record<string, unknown> = { ...defaults }
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = (values as Record<string, unknown>)[key]
    if (value === undefined) continue
    merged[key] = isObject(fallback) && isObject(value) ? { ...fallback, ...value } : value
  }
  const parsed = SiteSettingsSchema.safeParse(merged)
  if (parsed.success) return parsed.data
  const out: Record<string, unknown> = { ...defaults }
  for (const key of Object.keys(defaults)) {
    const one = SiteSettingsSchema.safeParse({ ...defaults, [key]: merged[key] })
    if (one.success) out[key] = (one.data as Record<string, unknown>)[key]
  }
  return out as SiteSettings
}

/** The settings in force, read through `tx` (a transaction's, or the app's database). */
export async function readSiteSettings(tx: Executor, fallbackChatNumber: string): Promise<SiteSettings> {
  const row = await findSiteSettingsRow(tx)
  return resolveSettings(row?.values, fallbackChatNumber)
}

/** The chat button's number as a wa.me link wants it: digits only. */
const dialDigits = (phone: string) => phone.replace(/[^0-9]/g, '')

async function loadPublicSettings(ctx: AppContext): Promise<PublicSiteSettings> {
  const [settings, delivered] = await Promise.all([
    readSiteSettings(ctx.db, ctx.config.chatNumber),
    countDeliveredProjects(ctx.db),
  ])
  return {
    trustBar: trustClaims(settings.trustBar, delivered),
    guaranteeDays: settings.guaranteeDays,
    chatNumber: dialDigits(settings.chatNumber),
  }
}

/**
 * What the public pages show, serialized and cached (dropped on every instance when an admin saves; the delivered
 * count it includes is at most a minute old).
 */
export function getPublicSiteSettings(ctx: AppContext) {
  return ctx.cache.get(`${SITE_SETTINGS_CACHE_PREFIX}public`, () => loadPublicSettings(ctx))
}

async function adminView(tx: Executor, ctx: AppContext, now: Date): Promise<AdminSiteSettings> {
  const settings = await readSiteSettings(tx, ctx.config.chatNumber)
  const promotion = await findEditablePromotion(tx, now)
  const deliveredCount = await countDeliveredProjects(tx)
  return {
    settings,
    promotion: promotion
      ? {
          id: promotion.id,
          title: promotion.title,
          discountPercent: promotion.discountPercent,
          endsAt: promotion.endsAt.toISOString(),
        }
      : null,
    deliveredCount,
    trustBar: trustClaims(settings.trustBar, deliveredCount),
  }
}

export function getAdminSiteSettings(ctx: AppContext) {
  return adminView(ctx.db, ctx, ctx.clock.now())
}

/**
 * Saves the settings and the promotion in one transaction with one audit entry (the settings and the promotion
 * before and after); once committed, every instance drops its cached copies, so the public pages show the change.
 */
export async function updateSiteSettings(
  ctx: AppContext,
  actor: AuditActor,
  input: z.output<typeof UpdateSiteSettingsSchema>,
): Promise<AdminSiteSettings> {
  const { promotion, ...settings } = input
  return withTransaction(ctx, async ({ tx, clock, afterCommit }) => {
    const now = clock.now()
    const row = await findSiteSettingsRow(tx, true)
    const before = resolveSettings(row?.values, ctx.config.chatNumber)
    await saveSiteSettingsRow(tx, settings, actor.userId, now)
    const saved = await savePromotion(
      tx,
      {
        title: promotion.title,
        discountPercent: promotion.discountPercent,
        endsAt: new Date(promotion.endsAt),
      },
      now,
    )
    // One value: the coupon the promotion names takes the percent the banner promises.
    const coupon = saved.after.couponCode
      ? await setPromotionCouponPercent(tx, saved.after.couponCode, promotion.discountPercent)
      : null
    const view = (p: typeof saved.after | null) =>
      p && {
        id: p.id,
        title: p.title,
        discountPercent: p.discountPercent,
        endsAt: p.endsAt,
        active: p.active,
      }
    await recordAudit(tx, actor, {
      action: 'settings.update',
      recordType: 'site_settings',
      recordId: 1,
      before: {
        ...before,
        promotion: view(saved.before),
        ...(coupon ? { coupon: { code: coupon.code, percent: coupon.before } } : {}),
      },
      after: {
        ...settings,
        promotion: view(saved.after),
        ...(coupon ? { coupon: { code: coupon.code, percent: coupon.after } } : {}),
      },
    })
    afterCommit(async () => {
      await ctx.cache.invalidate(SITE_SETTINGS_CACHE_PREFIX)
      await promotionChanged(ctx)
      if (coupon && coupon.before !== coupon.after) await ctx.cache.invalidate(COUPON_OFFER_CACHE_KEY)
    })
    return adminView(tx, ctx, now)
  })
}

/**
 * The studio's details for an invoice issued now, read in the invoicing transaction (billing writes them into the
 * invoice, so an invoice keeps the details it was issued with whatever is saved later).
 */
export async function invoiceCompany(tx: Executor): Promise<CompanySettings> {
  return (await readSiteSettings(tx, DEFAULT_SITE_SETTINGS.chatNumber)).company
}

/**
 * The studio's details for an invoice issued now, from this instance's copy (the checkout reads them before its
 * transaction): dropped on every instance when an admin saves, at most a minute old should a notice be missed.
 */
export async function cachedInvoiceCompany(ctx: AppContext): Promise<CompanySettings> {
  const entry = await ctx.cache.get(`${SITE_SETTINGS_CACHE_PREFIX}company`, () => invoiceCompany(ctx.db))
  return JSON.parse(entry.identity.toString('utf8')) as CompanySettings
}

/** The studio's time zone (an IANA name; `UTC` until an admin sets one): reports count its calendar days. */
export async function studioTimeZone(tx: Executor): Promise<string> {
  return (await readSiteSettings(tx, DEFAULT_SITE_SETTINGS.chatNumber)).timeZone
}

/** The days the studio is closed, for the delivery dates (shared/deadline.ts). */
export async function studioHolidays(tx: Executor): Promise<string[]> {
  return (await readSiteSettings(tx, DEFAULT_SITE_SETTINGS.chatNumber)).holidays
}
