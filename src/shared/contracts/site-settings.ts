import { z } from 'zod/mini'
import { emailField, optionalText, plainText, requiredText } from './common'
import { defineEndpoint } from './endpoint'
import { PUBLIC_READ_PATHS } from './public-reads'

/*
 * What an admin edits in the panel's Settings tab and the public pages show: the trust bar's claims, the
 * money-back guarantee, the chat number, the studio's details printed on new invoices, and the promotion.
 */

export const SITE_SETTINGS_MESSAGES = {
  label: 'Label is required',
  value: 'Value is required',
  stated: 'The stated figure must be a whole number from 0 to 10,000,000',
  guaranteeDays: 'The guarantee must be a whole number of days from 1 to 365',
  chatNumber: 'Please enter a phone number: digits and spaces, with an optional leading +',
  companyName: 'Company name is required',
  addressLines: 'Enter one to six address lines',
  addressLine: 'Address lines cannot be empty',
  promotionTitle: 'Promotion title is required',
  discountPercent: 'The discount must be a whole percent from 1 to 90',
  endsAt: 'Please enter when the promotion ends',
  timeZone: 'Please choose a time zone by its IANA name, e.g. Europe/London',
  holiday: 'Please write each holiday as a date, e.g. 2026-12-25',
  holidays: 'Please list at most 60 holidays',
} as const

const M = SITE_SETTINGS_MESSAGES

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message))

/** A claim stated as it is ("4.9/5"). */
const StatedClaimSchema = z.object({
  label: requiredText(M.label, 60),
  value: requiredText(M.value, 20),
})

/** A claim counted from delivered projects plus a figure for the work done before this product existed. */
const CountedClaimSchema = z.object({
  label: requiredText(M.label, 60),
  stated: wholeNumber(M.stated, 0, 10_000_000),
})

export const TrustBarSettingsSchema = z.object({
  businessesServed: CountedClaimSchema,
  sitesDelivered: CountedClaimSchema,
  rating: StatedClaimSchema,
  averageDelivery: StatedClaimSchema,
  satisfaction: StatedClaimSchema,
})

/** The phone number of the floating chat button (WhatsApp), as a person writes it. */
export const CHAT_NUMBER_PATTERN = /^\+?[0-9 ]{6,20}$/

export const CompanySettingsSchema = z.object({
  legalName: requiredText(M.companyName, 200),
  addressLines: z
    .array(requiredText(M.addressLine, 120), { error: M.addressLines })
    .check(z.minLength(1, M.addressLines), z.maxLength(6, M.addressLines)),
  email: emailField(),
  /** Registration number at the company register (printed as "company number …"); blank for none. */
  companyNumber: optionalText(40),
  /** VAT or other tax number; blank for none. */
  taxNumber: optionalText(40),
})
export type CompanySettings = z.infer<typeof CompanySettingsSchema>

/** Whether `name` is an IANA time zone this runtime knows (`UTC`, `Asia/Tokyo`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return name.length > 0
  } catch {
    return false
  }
}

/** A real calendar day written `2026-12-25`. */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`)
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
  )
}

/** The stored settings (one row). */
export const SiteSettingsSchema = z.object({
  trustBar: TrustBarSettingsSchema,
  guaranteeDays: wholeNumber(M.guaranteeDays, 1, 365),
  chatNumber: z
    .string({ error: M.chatNumber })
    .check(z.trim(), plainText(), z.regex(CHAT_NUMBER_PATTERN, M.chatNumber)),
  company: CompanySettingsSchema,
  /** The studio's IANA time zone: the finance reports count calendar days and months in it. */
  timeZone: z._default(
    z.string({ error: M.timeZone }).check(z.trim(), plainText(), z.refine(isTimeZone, M.timeZone)),
    'UTC',
  ),
  /** Days the studio is closed: no business day of a delivery date counts on them (shared/deadline.ts). */
  holidays: z._default(
    z
      .array(
        z.string({ error: M.holiday }).check(z.trim(), plainText(), z.refine(isCalendarDay, M.holiday)),
        {
          error: M.holiday,
        },
      )
      .check(z.maxLength(60, M.holidays)),
    [],
  ),
})
export type SiteSettings = z.infer<typeof SiteSettingsSchema>
export type SiteSettingsInput = z.input<typeof SiteSettingsSchema>

/** The promotion the countdown banner shows (the marketing module's row). */
export const PromotionSettingsSchema = z.object({
  title: requiredText(M.promotionTitle, 120),
  discountPercent: wholeNumber(M.discountPercent, 1, 90),
  /** ISO timestamp with its offset. */
  endsAt: z.string({ error: M.endsAt }).check(plainText(), z.iso.datetime({ offset: true, error: M.endsAt })),
})
export type PromotionSettings = z.infer<typeof PromotionSettingsSchema>

export const UpdateSiteSettingsSchema = z.extend(SiteSettingsSchema, {
  promotion: PromotionSettingsSchema,
})
export type UpdateSiteSettings = z.input<typeof UpdateSiteSettingsSchema>

/** One figure of the trust bar as the landing page shows it. */
export const TrustClaimSchema = z.object({ label: z.string(), value: z.string() })
export type TrustClaim = z.infer<typeof TrustClaimSchema>

/** What the public pages show (cached; answered by the fast path). */
export const PublicSiteSettingsSchema = z.object({
  trustBar: z.array(TrustClaimSchema),
  guaranteeDays: z.number(),
  chatNumber: z.string(),
})
export type PublicSiteSettings = z.infer<typeof PublicSiteSettingsSchema>

export const AdminSiteSettingsSchema = z.object({
  settings: SiteSettingsSchema,
  promotion: z.nullable(
    z.object({ id: z.number(), title: z.string(), discountPercent: z.number(), endsAt: z.string() }),
  ),
  /** Projects delivered through the product, added to each counted claim's stated figure. */
  deliveredCount: z.number(),
  /** The trust bar as the landing page shows it with these settings. */
  trustBar: z.array(TrustClaimSchema),
})
export type AdminSiteSettings = z.infer<typeof AdminSiteSettingsSchema>

/**
 * A counted claim as the page states it, rounded down to two significant digits with a "+" (1,234 → "1,200+"),
 * so the figure is never more than the truth; under ten, exactly.
 */
export function claimFigure(count: number): string {
  const n = Math.max(0, Math.floor(count))
  if (n < 10) return String(n)
  const unit = 10 ** (String(n).length - 2)
  return `${(Math.floor(n / unit) * unit).toLocaleString('en-US')}+`
}

/** The trust bar's five figures, in the order the landing page shows them. */
export function trustClaims(trustBar: SiteSettings['trustBar'], deliveredCount: number): TrustClaim[] {
  return [
    {
      label: trustBar.businessesServed.label,
      value: claimFigure(trustBar.businessesServed.stated + deliveredCount),
    },
    {
      label: trustBar.sitesDelivered.label,
      value: claimFigure(trustBar.sitesDelivered.stated + deliveredCount),
    },
    trustBar.rating,
    trustBar.averageDelivery,
    trustBar.satisfaction,
  ]
}

export const GetPublicSiteSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: PUBLIC_READ_PATHS.siteSettings,
  auth: 'public',
  operationId: 'getPublicSiteSettings',
  summary: "The site's stated figures, guarantee and chat number, as the public pages show them",
  tag: 'public',
  response: PublicSiteSettingsSchema,
  fastPath: true,
})

export const GetAdminSiteSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/settings',
  auth: 'admin',
  operationId: 'getAdminSiteSettings',
  summary: 'The site settings, the promotion and the delivered-project count beside the stated figures',
  tag: 'admin',
  response: AdminSiteSettingsSchema,
})

export const UpdateSiteSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/settings',
  auth: 'admin',
  operationId: 'updateSiteSettings',
  summary: 'Saves the site settings and the promotion; the public pages show them on every instance',
  tag: 'admin',
  body: UpdateSiteSettingsSchema,
  response: AdminSiteSettingsSchema,
})
