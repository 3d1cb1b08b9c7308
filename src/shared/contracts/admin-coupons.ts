import { z } from 'zod/mini'
import { EXTRA_PAGE_CENTS, MAX_EXTRA_PAGES } from '../catalog'
import { ProjectClientSchema } from './admin-projects'
import {
  IdParamsSchema,
  isoDate,
  OkResponseSchema,
  optionalText,
  PageQuerySchema,
  paginated,
  plainText,
  cents,
} from './common'
import { defineEndpoint } from './endpoint'
import { formatMoney } from '../money'

/* The admin panel's Coupons tab: the exit-popup sign-ups and the coupon codes (dashboards.md §2 Coupons, §7). */

export const COUPON_KINDS = ['percent', 'fixed', 'free_pages'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]

export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Percent off',
  fixed: 'Amount off',
  free_pages: 'Free pages',
}

export const ADMIN_COUPON_MESSAGES = {
  codeRequired: 'Coupon code is required',
  codeFormat: 'Use 3 to 40 letters, digits, dashes or underscores',
  kind: 'Please choose a coupon type',
  valueRequired: 'Value is required',
  percent: 'Percent must be a whole number from 1 to 100',
  fixed: 'Amount must be more than $0 (at most $100,000)',
  freePages: `Free pages must be a whole number from 1 to ${MAX_EXTRA_PAGES}`,
  minOrder: 'Minimum order must be $0 or more (at most $100,000)',
  totalLimit: 'Total limit must be a whole number of 1 or more, or empty for no limit',
  perCustomerLimit: 'Per-customer limit must be a whole number of 1 or more, or empty for no limit',
  expiryPast: 'Expiry date must be in the future',
  duplicate: 'A coupon with this code already exists',
  notFound: 'Coupon not found',
  created: 'Coupon created',
  updated: 'Coupon updated',
} as const
const M = ADMIN_COUPON_MESSAGES

const MAX_DOLLARS = 100_000
const MAX_LIMIT = 1_000_000

/** 3 to 40 letters, digits, dashes or underscores, kept upper-case: codes are told apart whatever their case. */
const codeField = z
  .string({ error: M.codeRequired })
  .check(
    z.trim(),
    plainText(),
    z.minLength(1, M.codeRequired),
    z.regex(/^[A-Za-z0-9_-]{3,40}$/, M.codeFormat),
    z.toUpperCase(),
  )

/** Dollars, whole cents; blank (null) is no minimum. */
const minOrderField = z.pipe(
  z.optional(
    z.nullable(
      z.number({ error: M.minOrder }).check(z.minimum(0, M.minOrder), z.maximum(MAX_DOLLARS, M.minOrder)),
    ),
  ),
  z.transform((v) => v ?? 0),
)

/** A limit on uses: a whole number of 1 or more, or blank (null) for none. */
function limitField(message: string) {
  return z.pipe(
    z.optional(
      z.nullable(
        z
          .number({ error: message })
          .check(z.int(message), z.minimum(1, message), z.maximum(MAX_LIMIT, message)),
      ),
    ),
    z.transform((v) => v ?? null),
  )
}

/** The last day the coupon can be used (it ends when that day ends, UTC); blank (null) never expires. */
const expiresOnField = z.pipe(
  z.optional(z.nullable(z.union([z.literal(''), isoDate('Please enter a real date (YYYY-MM-DD)')]))),
  z.transform((v) => (v ? v : null)),
)

/** Whether a value suits the kind: a percent 1-100, dollars above 0, or 1 to 20 free pages. */
export function couponValueMessage(kind: CouponKind, value: number): string | undefined {
  if (!Number.isFinite(value)) return M.valueRequired
  if (kind === 'percent') return Number.isInteger(value) && value >= 1 && value <= 100 ? undefined : M.percent
  if (kind === 'fixed') return value > 0 && value <= MAX_DOLLARS && value * 100 >= 1 ? undefined : M.fixed
  return Number.isInteger(value) && value >= 1 && value <= MAX_EXTRA_PAGES ? undefined : M.freePages
}

/** The words a coupon is advertised with, from its terms: `15% off orders of $150 or more`. */
export function describeCouponTerms(kind: CouponKind, value: number, minOrderCents: number): string {
  const min = minOrderCents > 0 ? ` orders of ${formatMoney(minOrderCents)} or more` : ''
  if (kind === 'percent') return `${value}% off${min || ' your order'}`
  if (kind === 'fixed') return `${formatMoney(Math.round(value * 100))} off${min || ' your order'}`
  const worth = formatMoney(value * EXTRA_PAGE_CENTS)
  return `${value} free extra page${value === 1 ? '' : 's'} (worth ${worth})${min ? ` on${min}` : ''}`
}

/**
 * A new coupon. `value` is read by kind: percent off (1-100), dollars off (above 0) or free extra pages (1-20).
 * A blank description is made from the terms.
 */
export const CreateCouponSchema = z
  .object({
    code: codeField,
    kind: z.enum(COUPON_KINDS, { error: M.kind }),
    value: z.number({ error: M.valueRequired }),
    description: optionalText(200),
    minOrder: minOrderField,
    maxRedemptions: limitField(M.totalLimit),
    perCustomerLimit: limitField(M.perCustomerLimit),
    expiresOn: expiresOnField,
    stackable: z._default(z.boolean({ error: 'Please say whether it combines with other codes' }), false),
  })
  .check(
    z.superRefine((v, ctx) => {
      const message = couponValueMessage(v.kind, v.value)
      if (message) ctx.addIssue({ code: 'custom', message, path: ['value'], input: v.value })
    }),
  )
export type CreateCoupon = z.input<typeof CreateCouponSchema>

/** What can change once a coupon exists: its words, minimum, limits, expiry, combining and whether it is active. */
export const UpdateCouponSchema = z.object({
  // Absent leaves the words as they are (optionalText's default would make it blank, and a blank one is
  // written again from the terms: deactivating a coupon would overwrite what an admin wrote).
  description: z.optional(
    z.string().check(z.trim(), plainText(), z.maxLength(200, 'Must be at most 200 characters')),
  ),
  minOrder: z.optional(minOrderField),
  maxRedemptions: z.optional(limitField(M.totalLimit)),
  perCustomerLimit: z.optional(limitField(M.perCustomerLimit)),
  expiresOn: z.optional(expiresOnField),
  stackable: z.optional(z.boolean({ error: 'Please say whether it combines with other codes' })),
  active: z.optional(z.boolean({ error: 'Active must be true or false' })),
})
export type UpdateCoupon = z.input<typeof UpdateCouponSchema>

export const AdminCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent off, dollars off or free pages, by kind. */
  value: z.number(),
  /** 0 for none. */
  minOrderCents: cents,
  maxRedemptions: z.nullable(z.number()),
  perCustomerLimit: z.nullable(z.number()),
  /** The last day it can be used (YYYY-MM-DD), or null. */
  expiresOn: z.nullable(z.string()),
  /** When it stops working (ISO timestamp), or null. */
  expiresAt: z.nullable(z.string()),
  stackable: z.boolean(),
  active: z.boolean(),
  redemptions: z.number(),
  /** Taken off paid orders in all. */
  discountedCents: cents,
  createdAt: z.string(),
})
export type AdminCoupon = z.infer<typeof AdminCouponSchema>

export const ListAdminCouponsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/coupons',
  auth: 'admin',
  operationId: 'listAdminCoupons',
  summary:
    'Every coupon code, newest first, a page at a time, with its redemptions and the amount discounted',
  tag: 'admin',
  query: PageQuerySchema,
  response: paginated(AdminCouponSchema),
})

export const CouponActionResponseSchema = z.extend(OkResponseSchema, { coupon: AdminCouponSchema })
export type CouponActionResponse = z.infer<typeof CouponActionResponseSchema>

export const CreateCouponEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/coupons',
  auth: 'admin',
  operationId: 'createCoupon',
  summary: 'Create a coupon code (percent off, amount off or free pages) with its minimum, limits and expiry',
  tag: 'admin',
  body: CreateCouponSchema,
  response: CouponActionResponseSchema,
  errors: [409],
})

export const UpdateCouponEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/coupons/:id',
  auth: 'admin',
  operationId: 'updateCoupon',
  summary:
    "Change a coupon's words, minimum, limits or expiry, or deactivate and reactivate it (its code and kind stay)",
  tag: 'admin',
  params: IdParamsSchema,
  body: UpdateCouponSchema,
  response: CouponActionResponseSchema,
  errors: [404],
})

export const CouponRedemptionSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  user: ProjectClientSchema,
  /** What the coupon took off that order. */
  discountCents: cents,
  createdAt: z.string(),
})
export type CouponRedemption = z.infer<typeof CouponRedemptionSchema>

export const ListCouponRedemptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/coupons/:id/redemptions',
  auth: 'admin',
  operationId: 'listCouponRedemptions',
  summary: "A coupon's redemptions, newest first, a page at a time: who, which order, how much and when",
  tag: 'admin',
  params: IdParamsSchema,
  query: PageQuerySchema,
  response: paginated(CouponRedemptionSchema),
  errors: [404],
})

export const CouponEmailSchema = z.object({
  id: z.number(),
  email: z.string(),
  /** ISO timestamp. */
  submittedAt: z.string(),
  ipAddress: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
})
export type CouponEmail = z.infer<typeof CouponEmailSchema>

export const ListCouponEmailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/coupon-emails',
  auth: 'admin',
  operationId: 'listCouponEmails',
  summary: 'The exit-popup coupon sign-ups, newest first, a page at a time',
  tag: 'admin',
  query: PageQuerySchema,
  response: paginated(CouponEmailSchema),
})
