import { z } from 'zod/mini'
import { BILLING_CYCLES, INVOICE_STATUSES, MAINTENANCE_PLAN_NAMES, SUBSCRIPTION_STATUSES } from '../states'
import { PAYMENT_PROVIDERS } from '../states'
import { ConfirmTestPaymentRequestSchema } from './orders'
import { IdParamsSchema, idField, OkResponseSchema, cents, currency } from './common'
import { defineEndpoint } from './endpoint'
import { CreditNoteSchema } from './finance'

/* A customer's invoices and maintenance subscriptions in the dashboard (dashboards.md §2, §3, §7). */

export const InvoiceSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  /** The invoice's total. */
  amountCents: cents,
  currency,
  status: z.enum(INVOICE_STATUSES),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  projectId: z.nullable(z.number()),
  /** What it is for: the project's title or the maintenance plan. */
  description: z.string(),
  /** Where its PDF is fetched (with the bearer token). */
  pdfUrl: z.string(),
  /** The maintenance plan it bills (open ones can be paid by card from Billing); none for an order's. */
  subscriptionId: z.optional(z.nullable(z.number())),
  /** The project's revision round it bills (one past the included rounds); none for other invoices. */
  revisionRound: z.nullable(z.number()),
  /** Open and paid by card from Billing (a plan's or a revision round's); an order's was paid at checkout. */
  payable: z.boolean(),
})
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>

export const ListInvoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/invoices',
  auth: 'customer',
  operationId: 'listInvoices',
  summary: "The customer's invoices, newest first",
  tag: 'dashboard',
  response: z.array(InvoiceSummarySchema),
})

/** GET answers application/pdf (not JSON): the invoice as a document, for its owner or an admin. */
export const INVOICE_PDF_PATH = '/api/dashboard/invoices/:id/pdf'

export const SubscriptionSchema = z.object({
  id: z.number(),
  projectId: z.nullable(z.number()),
  plan: z.enum(MAINTENANCE_PLAN_NAMES),
  /** Per billing cycle. */
  amountCents: cents,
  /** A month, as the Billing tab shows it. */
  monthlyAmountCents: cents,
  billingCycle: z.enum(BILLING_CYCLES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  features: z.array(z.string()),
  description: z.string(),
  startDate: z.string(),
  /** The day the next cycle is invoiced; none once the plan is cancelled. */
  nextBillingDate: z.nullable(z.string()),
  /** A cancelled plan's last day: the end of the period already invoiced. Nothing is billed after it. */
  endsOn: z.nullable(z.string()),
  createdAt: z.string(),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

export const ListSubscriptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/subscriptions',
  auth: 'customer',
  operationId: 'listSubscriptions',
  summary: "The customer's maintenance subscriptions, newest first",
  tag: 'dashboard',
  response: z.array(SubscriptionSchema),
})

/** The tiers a customer chooses from themselves (a custom plan is one staff offer). */
export const CHOOSABLE_PLANS = ['basic', 'standard', 'premium'] as const

export const SUBSCRIPTION_MESSAGES = {
  chooseProject: 'Please choose the website the plan looks after',
  choosePlan: 'Please choose a plan',
  chooseCycle: 'Please choose how often you are billed',
} as const

/** The customer chooses a paid plan for one of their delivered websites: its first cycle is paid by card there and then. */
export const ChoosePlanRequestSchema = z.object({
  projectId: idField(SUBSCRIPTION_MESSAGES.chooseProject),
  plan: z.enum(CHOOSABLE_PLANS, { error: SUBSCRIPTION_MESSAGES.choosePlan }),
  billingCycle: z.enum(BILLING_CYCLES, { error: SUBSCRIPTION_MESSAGES.chooseCycle }),
})
export type ChoosePlanRequest = z.input<typeof ChoosePlanRequestSchema>

/** A plan waiting for its first payment, and the invoice that payment settles (paid with PayInvoiceEndpoint). */
export const OfferedPlanResponseSchema = z.object({
  subscription: SubscriptionSchema,
  invoice: InvoiceSummarySchema,
})
export type OfferedPlanResponse = z.infer<typeof OfferedPlanResponseSchema>

export const ChoosePlanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/subscriptions',
  auth: 'customer',
  operationId: 'choosePlan',
  summary:
    "Choose a paid maintenance plan for one of the customer's delivered websites: it starts once its first invoice is paid by card (after any free month)",
  tag: 'dashboard',
  body: ChoosePlanRequestSchema,
  response: OfferedPlanResponseSchema,
  // 404: not their project; 409: not delivered yet, or it has a plan already.
  errors: [404, 409],
})

export const AcceptPlanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/subscriptions/:id/accept',
  auth: 'customer',
  operationId: 'acceptPlan',
  summary: 'Accept a maintenance plan staff offered: answers its first invoice, to pay by card',
  tag: 'dashboard',
  params: IdParamsSchema,
  response: OfferedPlanResponseSchema,
  errors: [404, 409],
})

/** A plan cancelled at the end of the period already invoiced: the answer says when, in words. */
export const CancelSubscriptionResponseSchema = z.extend(OkResponseSchema, {
  /** The plan's last day (YYYY-MM-DD). */
  endsOn: z.string(),
})
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponseSchema>

export const CancelSubscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/subscriptions/:id/cancel',
  auth: 'customer',
  operationId: 'cancelSubscription',
  summary:
    "Cancel one of the customer's maintenance plans at the end of the period already invoiced (repeating it changes nothing)",
  tag: 'dashboard',
  params: IdParamsSchema,
  response: CancelSubscriptionResponseSchema,
  errors: [404],
})

/** Pay an open maintenance invoice by card: the intent the card form confirms (the same one again while unpaid). */
export const PayInvoiceRequestSchema = z.object({
  /** Keep this card for future maintenance payments (charged by the billing run each cycle). */
  keepCard: z._default(z.boolean(), false),
})
export type PayInvoiceRequest = z.input<typeof PayInvoiceRequestSchema>

export const PayInvoiceResponseSchema = z.object({
  invoiceId: z.number(),
  clientSecret: z.string(),
  /** The invoice's total. */
  amountCents: cents,
  currency,
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe mode only: the key the Payment Element loads with. */
  publishableKey: z.optional(z.string()),
})
export type PayInvoiceResponse = z.infer<typeof PayInvoiceResponseSchema>

export const PayInvoiceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/invoices/:id/pay',
  auth: 'customer',
  operationId: 'payInvoice',
  summary: "Open the card payment of one of the customer's unpaid maintenance invoices",
  tag: 'dashboard',
  params: IdParamsSchema,
  body: PayInvoiceRequestSchema,
  response: PayInvoiceResponseSchema,
  // 409: paid already (or void); 502: the payment provider failed.
  errors: [404, 409, 429, 502],
})

export const ConfirmInvoiceTestPaymentResponseSchema = z.object({
  /** `succeeded`, or `requires_payment_method` after a decline (try another card). */
  status: z.enum(['succeeded', 'requires_payment_method', 'requires_action']),
  invoiceId: z.number(),
  message: z.optional(z.string()),
  declineCode: z.optional(z.string()),
})
export type ConfirmInvoiceTestPaymentResponse = z.infer<typeof ConfirmInvoiceTestPaymentResponseSchema>

export const ConfirmInvoiceTestPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/invoices/:id/test-confirm',
  auth: 'customer',
  operationId: 'confirmInvoiceTestPayment',
  summary: 'Pay a maintenance invoice with a test card through the built-in test provider (test mode only)',
  tag: 'dashboard',
  params: IdParamsSchema,
  body: ConfirmTestPaymentRequestSchema,
  response: ConfirmInvoiceTestPaymentResponseSchema,
  errors: [404, 409, 429],
})

export const VerifyInvoicePaymentResponseSchema = z.object({
  status: z.enum(INVOICE_STATUSES),
  paidAt: z.nullable(z.string()),
})

/** After Stripe's card form: asks the provider (the webhook may not have come yet) and answers the invoice. */
export const VerifyInvoicePaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/invoices/:id/verify',
  auth: 'customer',
  operationId: 'verifyInvoicePayment',
  summary: "Check the card payment of one of the customer's maintenance invoices with the provider",
  tag: 'dashboard',
  params: IdParamsSchema,
  response: VerifyInvoicePaymentResponseSchema,
  errors: [404, 429, 502],
})

/** A credit note as the customer's Billing tab lists it: all or part of an invoice given back. */
export const CreditNoteSummarySchema = CreditNoteSchema
export type CreditNoteSummary = z.infer<typeof CreditNoteSummarySchema>

export const ListCreditNotesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/credit-notes',
  auth: 'customer',
  operationId: 'listCreditNotes',
  summary: "The customer's credit notes (refunds), newest first",
  tag: 'dashboard',
  response: z.array(CreditNoteSummarySchema),
})
