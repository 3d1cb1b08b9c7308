import { z } from 'zod/mini'
import {
  getAddon,
  includedFeature,
  MAX_EXTRA_PAGES,
  OFFERED_ADDONS,
  type AddonId,
  TIMELINES,
} from '../catalog'
import { PAYMENT_PROVIDERS, ORDER_STATUSES } from '../states'
import { PROJECT_STATUSES } from '../lifecycle'
import {
  IdParamsSchema,
  idField,
  MULTILINE,
  optionalText,
  plainText,
  requiredText,
  cents,
  currency,
} from './common'
import { BUSINESS_TYPES } from './contact'
import { DOMAIN_INVALID, isRegistrableDomain } from './domains'
import { defineEndpoint } from './endpoint'

const BUSINESS_TYPE_VALUES = BUSINESS_TYPES.map((t) => t.value) as [string, ...string[]]

/** Business types the dashboard's order dialog offers beyond the landing page's list. */
const EXTRA_BUSINESS_TYPES = ['service', 'portfolio'] as const
export const ORDER_BUSINESS_TYPES = [...BUSINESS_TYPE_VALUES, ...EXTRA_BUSINESS_TYPES] as [
  string,
  ...string[],
]

/** The name an order gets when the customer gave none; a project shows a better one once it is known. */
export const UNNAMED_ORDER_TITLE = 'My business website'

/** What an order or project is called: its own title, else the company's name, else UNNAMED_ORDER_TITLE. */
export function orderName(title: string, ...companyNames: (string | null | undefined)[]): string {
  const own = title.trim()
  if (own && own !== UNNAMED_ORDER_TITLE) return own
  return companyNames.find((c) => c?.trim())?.trim() ?? UNNAMED_ORDER_TITLE
}

const OFFERED_ADDON_IDS = OFFERED_ADDONS.map((a) => a.id) as [AddonId, ...AddonId[]]

/** Why an order may not name this add-on: what every site includes is never sold, and only offered ones are. */
export function addonRefusal(id: unknown): string {
  const included = typeof id === 'string' ? includedFeature(id) : undefined
  if (included) return `${included.name}: included in every site at no charge, so not sold as an add-on.`
  const addon = typeof id === 'string' ? getAddon(id) : undefined
  if (addon && !addon.offered) return `${addon.name} is not offered yet.`
  return 'Unknown add-on'
}

/**
 * What the customer orders: the server prices it from the catalog (shared/pricing.ts); no amount is read from
 * the browser. Add-ons are named by catalog id. Coupon codes are checked again on the server.
 */
export const OrderDetailsSchema = z.object({
  title: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(200, 'Must be at most 200 characters'), plainText())
      .check(z.overwrite((v) => v || UNNAMED_ORDER_TITLE)),
    UNNAMED_ORDER_TITLE,
  ),
  businessType: z._default(z.enum(ORDER_BUSINESS_TYPES, { error: 'Please choose a business type' }), 'other'),
  description: optionalText(5000, MULTILINE),
  timeline: z._default(z.enum(TIMELINES, { error: 'TimelineId must be standard or rush' }), 'standard'),
  extraPages: z._default(
    z
      .number({ error: `Extra pages must be a whole number from 0 to ${MAX_EXTRA_PAGES}` })
      .check(
        z.int(`Extra pages must be a whole number from 0 to ${MAX_EXTRA_PAGES}`),
        z.minimum(0, `Extra pages must be a whole number from 0 to ${MAX_EXTRA_PAGES}`),
        z.maximum(MAX_EXTRA_PAGES, `Extra pages must be a whole number from 0 to ${MAX_EXTRA_PAGES}`),
      ),
    0,
  ),
  selectedAddons: z._default(
    z
      .array(z.enum(OFFERED_ADDON_IDS, { error: (issue) => addonRefusal(issue.input) }))
      .check(z.maxLength(OFFERED_ADDON_IDS.length * 2, 'Too many add-ons')),
    [],
  ),
  couponCodes: z._default(
    z
      .array(
        z
          .string()
          .check(
            z.trim(),
            plainText(),
            z.minLength(1),
            z.maxLength(40, 'Invalid coupon code'),
            z.toUpperCase(),
          ),
      )
      .check(z.maxLength(5, 'At most 5 coupon codes')),
    [],
  ),
  /** A domain to register with the site, already checked; empty for none. */
  domain: z._default(
    z.string().check(
      z.trim(),
      plainText(),
      z.toLowerCase(),
      z.overwrite((v) => v.replace(/^www\./, '').replace(/\.$/, '')),
      z.refine((v) => v === '' || isRegistrableDomain(v), DOMAIN_INVALID),
    ),
    '',
  ),
})
export type OrderDetails = z.input<typeof OrderDetailsSchema>
export type OrderDetailsInput = z.output<typeof OrderDetailsSchema>

export const BILLING_NAME_REQUIRED = 'Please enter the name for your invoice'

/** Who the invoice is made out to; kept on the account for the next order and the dashboard's greeting. */
export const BillingDetailsSchema = z.object({
  name: requiredText(BILLING_NAME_REQUIRED, 200),
  company: optionalText(200),
  address: optionalText(500, MULTILINE),
})
export type BillingDetails = z.input<typeof BillingDetailsSchema>

export const CreatePaymentIntentRequestSchema = z.object({
  /** What the browser showed, in dollars; ignored: the server prices the order itself. */
  amount: z.optional(z.unknown()),
  orderDetails: OrderDetailsSchema,
  billing: BillingDetailsSchema,
})
export type CreatePaymentIntentRequest = z.input<typeof CreatePaymentIntentRequestSchema>

export const CreatePaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  orderId: z.number(),
  /** The server's total. */
  amountCents: cents,
  currency,
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe mode only: the key the Payment Element loads with. */
  publishableKey: z.optional(z.string()),
})
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>

export const CreatePaymentIntentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/create-payment-intent',
  auth: 'customer',
  operationId: 'createPaymentIntent',
  summary:
    "Store the customer's order with the server's price and open its payment (the same one again while the order is unpaid)",
  tag: 'checkout',
  body: CreatePaymentIntentRequestSchema,
  response: CreatePaymentIntentResponseSchema,
  errors: [409, 429, 502],
})

const cardNumberMessage = 'Your card number is incomplete.'

/** Whether a card number has all its digits for its brand: 15 for American Express, 14 for Diners, else 16+. */
export function cardNumberComplete(digits: string): boolean {
  const needed = /^3[47]/.test(digits) ? 15 : /^3(0[0-5]|[68])/.test(digits) ? 14 : 16
  return /^\d+$/.test(digits) && digits.length >= needed && digits.length <= 19
}

/** The built-in test provider's card form (test mode only: no money moves). */
export const ConfirmTestPaymentRequestSchema = z.object({
  clientSecret: z
    .string({ error: 'Missing payment' })
    .check(plainText(), z.minLength(1, 'Missing payment'), z.maxLength(200)),
  cardNumber: z.string({ error: cardNumberMessage }).check(
    plainText(),
    z.overwrite((v) => v.replace(/[\s-]/g, '')),
    z.regex(/^\d{12,19}$/, cardNumberMessage),
    z.refine(cardNumberComplete, cardNumberMessage),
  ),
  expMonth: z.coerce
    .number({ error: "Your card's expiration date is incomplete." })
    .check(
      z.int("Your card's expiration date is incomplete."),
      z.minimum(1, "Your card's expiration month is invalid."),
      z.maximum(12, "Your card's expiration month is invalid."),
    ),
  expYear: z.coerce
    .number({ error: "Your card's expiration date is incomplete." })
    .check(
      z.int("Your card's expiration date is incomplete."),
      z.minimum(0, "Your card's expiration year is invalid."),
      z.maximum(2200, "Your card's expiration year is invalid."),
    ),
  cvc: z
    .string({ error: "Your card's security code is incomplete." })
    .check(z.trim(), plainText(), z.regex(/^\d{3,4}$/, "Your card's security code is incomplete.")),
  /** The cardholder's answer when the bank asked for 3-D Secure (a confirm answered `requires_action`). */
  authentication: z.optional(z.enum(['complete', 'fail'])),
})
export type ConfirmTestPaymentRequest = z.input<typeof ConfirmTestPaymentRequestSchema>

export const ConfirmTestPaymentResponseSchema = z.object({
  /**
   * Stripe's reading: `succeeded`; `requires_payment_method` after a decline (try another card); `requires_action`
   * when the bank asks the cardholder to authenticate (confirm again with `authentication`).
   */
  status: z.enum(['succeeded', 'requires_payment_method', 'requires_action']),
  orderId: z.number(),
  /** Why the card was declined, in the words Stripe uses. */
  message: z.optional(z.string()),
  declineCode: z.optional(z.string()),
})
export type ConfirmTestPaymentResponse = z.infer<typeof ConfirmTestPaymentResponseSchema>

export const ConfirmTestPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/test-payments/confirm',
  auth: 'customer',
  operationId: 'confirmTestPayment',
  summary: 'Pay with a test card through the built-in test provider (test mode only)',
  tag: 'checkout',
  body: ConfirmTestPaymentRequestSchema,
  response: ConfirmTestPaymentResponseSchema,
  errors: [404, 409, 429],
})

export const OrderViewSchema = z.object({
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  title: z.string(),
  businessType: z.string(),
  timeline: z.enum(TIMELINES),
  extraPages: z.number(),
  freePages: z.number(),
  totalPages: z.number(),
  selectedAddons: z.array(z.string()),
  couponCodes: z.array(z.string()),
  domain: z.nullable(z.string()),
  lines: z.array(z.object({ description: z.string(), amountCents: cents })),
  /** Each applied coupon with what it took off or the pages it added, as priced with the order. */
  coupons: z.array(z.object({ code: z.string(), discountCents: cents, freePages: z.number() })),
  subtotalCents: cents,
  discountCents: cents,
  amountCents: cents,
  currency,
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** The last card decline on this order, if the customer has yet to pay. */
  paymentError: z.nullable(z.string()),
  project: z.nullable(
    z.object({
      id: z.number(),
      status: z.enum(PROJECT_STATUSES),
      deliveryDate: z.nullable(z.string()),
      requirementsSubmitted: z.boolean(),
    }),
  ),
  invoiceNumber: z.nullable(z.string()),
})
export type OrderView = z.infer<typeof OrderViewSchema>

export const GetOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:id',
  auth: 'customer',
  operationId: 'getOrder',
  summary: "One of the customer's orders: its state and, once paid, its project and invoice",
  tag: 'checkout',
  params: IdParamsSchema,
  response: OrderViewSchema,
  errors: [404],
})

/** What a project was bought with, asked by the project's id, so a project's page asks beside the project. */
export const GetProjectOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/project/:id/order',
  auth: 'customer',
  operationId: 'getProjectOrder',
  summary: "The order one of the customer's projects was bought with: its lines, coupons and amounts",
  tag: 'projects',
  params: IdParamsSchema,
  response: OrderViewSchema,
  errors: [404],
})

export const GetAdminProjectOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/projects/:id/order',
  auth: 'admin',
  operationId: 'getAdminProjectOrder',
  summary: 'The order a project was bought with, as its customer sees it: its lines, coupons and amounts',
  tag: 'admin',
  params: IdParamsSchema,
  response: OrderViewSchema,
  errors: [404],
})

export const VerifyOrderPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/verify',
  auth: 'customer',
  operationId: 'verifyOrderPayment',
  summary:
    "Ask the payment provider about the order's payment and finalise the order if it has succeeded (safe to repeat)",
  tag: 'checkout',
  params: IdParamsSchema,
  response: OrderViewSchema,
  errors: [404, 429, 502],
})

/** A payment return: `?payment_intent=pi_…` names the order through its payment. */
export const FindOrderByPaymentQuerySchema = z.object({
  paymentIntent: z.string().check(plainText(), z.minLength(1, 'Not found'), z.maxLength(200, 'Not found')),
})

export const FindOrderByPaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/orders/by-payment',
  auth: 'customer',
  operationId: 'findOrderByPayment',
  summary: "The customer's order a payment belongs to (the provider's return address names the payment)",
  tag: 'checkout',
  query: FindOrderByPaymentQuerySchema,
  response: OrderViewSchema,
  errors: [404],
})

/*
 * The spec's post-payment calls. The server has already done what they describe when the payment was verified;
 * these answer what it did and never create, discount or register anything themselves.
 */

export const CompatCreateProjectRequestSchema = z.object({
  title: z.optional(z.string().check(plainText(), z.maxLength(200))),
  description: z.optional(z.string().check(plainText(MULTILINE), z.maxLength(5000))),
  businessType: z.optional(z.string().check(plainText(), z.maxLength(60))),
  totalAmount: z.optional(z.union([z.string().check(plainText(), z.maxLength(20)), z.number()])),
  timeline: z.optional(z.string().check(plainText(), z.maxLength(40))),
  extraPages: z.optional(z.number()),
  selectedAddons: z.optional(z.array(z.string().check(plainText(), z.maxLength(100))).check(z.maxLength(30))),
  orderId: z.optional(idField('orderId must be a positive whole number')),
})

export const CompatProjectResponseSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  totalAmountCents: cents,
})

export const CompatCreateProjectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/projects',
  auth: 'customer',
  operationId: 'createDashboardProject',
  summary:
    "Compatibility: answers the project the server created for the customer's paid order; creates nothing (409 without a paid order)",
  tag: 'checkout',
  body: CompatCreateProjectRequestSchema,
  response: CompatProjectResponseSchema,
  errors: [409],
})

export const CompatUseCouponRequestSchema = z.object({
  couponId: idField('couponId must be a positive whole number'),
  projectId: idField('projectId must be a positive whole number'),
  discountAmount: z.optional(z.union([z.string().check(plainText(), z.maxLength(20)), z.number()])),
})

export const CompatUseCouponResponseSchema = z.object({
  success: z.boolean(),
  couponId: z.number(),
  orderId: z.number(),
  /** What the paid order was actually given. */
  discountAmountCents: cents,
})

export const CompatUseCouponEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/coupons/use',
  auth: 'customer',
  operationId: 'useCoupon',
  summary:
    "Compatibility: confirms a coupon redeemed on the project's paid order; records nothing (404 when it was not)",
  tag: 'checkout',
  body: CompatUseCouponRequestSchema,
  response: CompatUseCouponResponseSchema,
  errors: [404],
})

export const CompatDomainRequestSchema = z.object({
  domain: z.string().check(z.trim(), plainText(), z.toLowerCase(), z.maxLength(253)),
  projectId: idField('projectId must be a positive whole number'),
  price: z.optional(z.union([z.string().check(plainText(), z.maxLength(20)), z.number()])),
  status: z.optional(z.string().check(plainText(), z.maxLength(40))),
})

export const CompatDomainResponseSchema = z.object({
  id: z.number(),
  domainName: z.string(),
  status: z.string(),
  /** As paid with the order. */
  priceCents: cents,
  projectId: z.nullable(z.number()),
})

export const CompatDomainRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/domains/request',
  auth: 'customer',
  operationId: 'requestDomain',
  summary:
    "Compatibility: answers the domain request made with the project's paid order; registers nothing (404 when there is none)",
  tag: 'checkout',
  body: CompatDomainRequestSchema,
  response: CompatDomainResponseSchema,
  errors: [404],
})
