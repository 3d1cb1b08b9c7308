import { z } from 'zod/mini'
import { plainText, cents } from './common'
import { defineEndpoint } from './endpoint'
import { PUBLIC_READ_PATHS } from './public-reads'
import { formatDate } from '../dates'

export const COUPON_CODE_REQUIRED = 'Please enter a coupon code'

/** The checkout's coupon field: a code (upper-cased) and the order total it would apply to, in dollars. */
export const ValidateCouponRequestSchema = z.object({
  code: z
    .string({ error: COUPON_CODE_REQUIRED })
    .check(
      z.trim(),
      plainText(),
      z.minLength(1, COUPON_CODE_REQUIRED),
      z.maxLength(40, 'Invalid coupon code'),
      z.toUpperCase(),
    ),
  orderTotal: z
    .number({ error: 'Order total must be a number' })
    .check(z.minimum(0, 'Order total must be a number'), z.maximum(100_000, 'Order total must be a number')),
})
export type ValidateCouponRequest = z.input<typeof ValidateCouponRequestSchema>

export const ValidateCouponResponseSchema = z.object({
  valid: z.boolean(),
  coupon: z.object({
    id: z.number(),
    code: z.string(),
    description: z.string(),
    /** Its terms, so the checkout prices the order exactly as the server will (shared/pricing.ts). */
    kind: z.enum(['percent', 'fixed', 'free_pages']),
    /** Percent, cents off, or pages, by kind. */
    value: z.number(),
    minOrderCents: cents,
    stackable: z.boolean(),
  }),
  /** Off the order total given (0 for free pages). */
  discountAmountCents: cents,
  /** Extra pages the coupon adds at no charge. */
  freePages: z.number(),
})
export type ValidateCouponResponse = z.infer<typeof ValidateCouponResponseSchema>

export const ValidateCouponEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/coupons/validate',
  auth: 'public',
  operationId: 'validateCoupon',
  summary:
    "Check a coupon against an order total: what it takes off, or why it does not apply (a signed-in customer's own uses count)",
  tag: 'public',
  body: ValidateCouponRequestSchema,
  response: ValidateCouponResponseSchema,
  errors: [409, 429],
})

/** A code of the exit offer, in the words of its coupon row (what an admin set). */
export const CouponOfferSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed', 'free_pages']),
  description: z.string(),
  /** Whether it combines with the other codes on one order. */
  stackable: z.boolean(),
  /** Its own rules in words (couponRules): its last day, and how often one customer may use it. */
  rules: z.string(),
})

const TIMES = ['', 'once', 'twice']

/**
 * What a coupon's own rules say, in the words the popup, its mail and the checkout use: its last day (it works to
 * the end of that day, UTC) or that it has none, and how often one customer may use it.
 */
export function couponRules(c: { expiresAt: Date | string | null; perCustomerLimit: number | null }): string {
  const ends = c.expiresAt ? new Date(new Date(c.expiresAt).getTime() - 1).toISOString().slice(0, 10) : null
  const deadline = ends ? `Valid until the end of ${formatDate(ends)}.` : 'No end date.'
  const limit = c.perCustomerLimit
  const uses = limit === null ? '' : ` Usable ${TIMES[limit] ?? `${limit} times`} per customer.`
  return `${deadline}${uses}`
}
export type CouponOffer = z.infer<typeof CouponOfferSchema>

export const GetCouponOfferResponseSchema = z.object({ offers: z.array(CouponOfferSchema) })
export type GetCouponOfferResponse = z.infer<typeof GetCouponOfferResponseSchema>

export const GetCouponOfferEndpoint = defineEndpoint({
  method: 'GET',
  path: PUBLIC_READ_PATHS.couponOffer,
  auth: 'public',
  operationId: 'getCouponOffer',
  summary:
    "The exit offer's codes that can be used now, with the words of each (withdrawn or expired ones left out)",
  tag: 'public',
  response: GetCouponOfferResponseSchema,
  fastPath: true,
})
