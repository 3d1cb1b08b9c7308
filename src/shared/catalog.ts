/**
 * The price catalog. Shared by client and server so both show the same numbers;
 * the server recomputes every total from these items. All money here is integer cents.
 */
export const BASE_PRICE_CENTS = 100_00
export const BASE_PAGES = 5
export const EXTRA_PAGE_CENTS = 5_00
export const MAX_EXTRA_PAGES = 20
export const RUSH_FEE_CENTS = 25_00
/** A revision round past the included ones (lifecycle.ts INCLUDED_REVISION_ROUNDS), paid by card before it starts. */
export const EXTRA_REVISION_ROUND_CENTS = 30_00

/** Maintenance plans, per month; a quarterly cycle takes 10% off, a yearly one 20%. */
export const MAINTENANCE_PLAN_MONTHLY_CENTS = { basic: 15_00, standard: 35_00, premium: 75_00 } as const
export const MAINTENANCE_CYCLE_DISCOUNT_PERCENT = { monthly: 0, quarterly: 10, yearly: 20 } as const
export type MaintenanceCycle = keyof typeof MAINTENANCE_CYCLE_DISCOUNT_PERCENT
export const MAINTENANCE_CYCLE_MONTHS: Record<MaintenanceCycle, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
}

/** What one billing cycle costs: the monthly price times the cycle's months, less the cycle's discount (cents). */
export function maintenanceCycleCents(monthlyCents: number, cycle: MaintenanceCycle): number {
  const gross = monthlyCents * MAINTENANCE_CYCLE_MONTHS[cycle]
  return Math.round((gross * (100 - MAINTENANCE_CYCLE_DISCOUNT_PERCENT[cycle])) / 100)
}
/** The entry plan's monthly price, which the public pages quote. */
export const MAINTENANCE_MONTHLY_CENTS = MAINTENANCE_PLAN_MONTHLY_CENTS.basic

export const MAINTENANCE_FEATURES = [
  'security_updates',
  'content_updates',
  'backup_service',
  'performance_monitoring',
  'seo_optimization',
  'priority_support',
] as const
export const DEFAULT_MAINTENANCE_FEATURES = ['security_updates', 'content_updates', 'backup_service'] as const
export type MaintenanceFeature = (typeof MAINTENANCE_FEATURES)[number]
export const MAINTENANCE_FEATURE_LABELS: Record<MaintenanceFeature, string> = {
  security_updates: 'Security updates',
  content_updates: 'Content updates',
  backup_service: 'Backup service',
  performance_monitoring: 'Performance monitoring',
  seo_optimization: 'SEO optimization',
  priority_support: 'Priority support',
}
/** What each tier a customer chooses includes: the plan is made with exactly these. */
export const TIER_FEATURES: Record<'basic' | 'standard' | 'premium', readonly MaintenanceFeature[]> = {
  basic: DEFAULT_MAINTENANCE_FEATURES,
  standard: [...DEFAULT_MAINTENANCE_FEATURES, 'performance_monitoring', 'seo_optimization'],
  premium: [
    ...DEFAULT_MAINTENANCE_FEATURES,
    'performance_monitoring',
    'seo_optimization',
    'priority_support',
  ],
}

export interface Addon {
  id: AddonId
  name: string
  priceCents: number
  /**
   * Sold with an order now. Every place an order is made or changed (the landing dialog, the checkout, the
   * dashboard's order dialog) offers exactly the offered add-ons; copywriting is priced but not offered yet.
   */
  offered: boolean
}

export const ADDON_IDS = [
  'ecommerce',
  'blog',
  'advanced-seo',
  'analytics',
  'logo-design',
  'email-marketing',
  'live-chat',
  'multi-language',
  'advanced-security',
  'copywriting',
] as const
export type AddonId = (typeof ADDON_IDS)[number]

export const ADDONS: readonly Addon[] = [
  { id: 'ecommerce', name: 'E-commerce', priceCents: 50_00, offered: true },
  { id: 'blog', name: 'Blog', priceCents: 25_00, offered: true },
  { id: 'advanced-seo', name: 'Advanced SEO', priceCents: 75_00, offered: true },
  { id: 'analytics', name: 'Analytics Setup', priceCents: 60_00, offered: true },
  { id: 'logo-design', name: 'Custom Logo Design', priceCents: 40_00, offered: true },
  { id: 'email-marketing', name: 'Email Marketing Setup', priceCents: 35_00, offered: true },
  { id: 'live-chat', name: 'Live Chat Integration', priceCents: 45_00, offered: true },
  { id: 'multi-language', name: 'Multi-language Support', priceCents: 55_00, offered: true },
  { id: 'advanced-security', name: 'Advanced Security', priceCents: 65_00, offered: true },
  { id: 'copywriting', name: 'Copywriting', priceCents: 100_00, offered: false },
]

/** The one list of add-ons an order may name: what the landing dialog, the checkout and the dashboard offer. */
export const OFFERED_ADDONS = ADDONS.filter((a) => a.offered)
export type OfferedAddonId = (typeof OFFERED_ADDONS)[number]['id']

const ADDON_BY_ID = new Map(ADDONS.map((a) => [a.id, a]))

export function getAddon(id: string): Addon | undefined {
  return ADDON_BY_ID.get(id as AddonId)
}

/** Whether an order may name this add-on: one of the catalog's, and offered. */
export function isOfferedAddon(id: string): id is AddonId {
  return getAddon(id)?.offered === true
}

/**
 * What every site includes, as the hero, the features, the FAQ and the terms say: shown as included wherever
 * add-ons are chosen, never sold. Their ids are the ones an older checkout sold two of them by, so an order that
 * still names one is told why it is refused.
 */
export const INCLUDED_FEATURES = [
  { id: 'contact-forms', name: 'Contact forms' },
  { id: 'social-media', name: 'Social media integration' },
  { id: 'ssl', name: 'SSL certificate' },
  { id: 'responsive-design', name: 'Responsive design' },
  { id: 'basic-seo', name: 'Basic SEO setup' },
] as const

export function includedFeature(id: string) {
  return INCLUDED_FEATURES.find((f) => f.id === id)
}

/**
 * Domains: the site's .com is free for its first year and renews yearly; other endings cost their first-year
 * price (the domain check answers the same figure, from here). Cents.
 */
export const DOMAIN_RENEWAL_CENTS = 15_00
export const DOMAIN_FIRST_YEAR_CENTS = 15_00
const DOMAIN_ENDINGS: Record<string, { firstYearCents: number; renewalCents: number }> = {
  com: { firstYearCents: 0, renewalCents: DOMAIN_RENEWAL_CENTS },
}

export interface DomainPrice {
  firstYearCents: number
  renewalCents: number
}

/** A domain's first-year price and yearly renewal, from its ending. */
export function domainPrice(name: string): DomainPrice {
  const ending = name.slice(name.lastIndexOf('.') + 1).toLowerCase()
  return (
    DOMAIN_ENDINGS[ending] ?? { firstYearCents: DOMAIN_FIRST_YEAR_CENTS, renewalCents: DOMAIN_RENEWAL_CENTS }
  )
}

/** An order's delivery timeline, as the orders table stores it. */
export const TIMELINES = ['standard', 'rush'] as const
export type TimelineId = (typeof TIMELINES)[number]
/** Each timeline as the checkout offers it, the terms and the FAQ state it, and the price counts it. */
export const TIMELINE_OPTIONS: Record<TimelineId, { label: string; businessDays: number; feeCents: number }> =
  {
    standard: { label: 'Standard (7 business days)', businessDays: 7, feeCents: 0 },
    rush: { label: 'Rush (5 business days)', businessDays: 5, feeCents: RUSH_FEE_CENTS },
  }

/** Extra pages as the order dialog reads them: numeric 0-20, anything non-numeric counts as 0. */
export function clampExtraPages(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10)
  if (!Number.isFinite(n) || n < 0) return 0
  return Math.min(MAX_EXTRA_PAGES, Math.floor(n))
}
