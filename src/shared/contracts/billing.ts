import { z } from 'zod/mini'
import { BILLING_CYCLES, INVOICE_STATUSES, MAINTENANCE_PLAN_NAMES, SUBSCRIPTION_STATUSES } from '../states'
import { IdParamsSchema, OkResponseSchema } from './common'
import { defineEndpoint } from './endpoint'
import { CreditNoteSchema } from './finance'

/* A customer's invoices and maintenance subscriptions in the dashboard (dashboards.md §2, §3, §7). */

export const InvoiceSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  /** Decimal dollars. */
  amount: z.string(),
  status: z.enum(INVOICE_STATUSES),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  projectId: z.nullable(z.number()),
  /** What it is for: the project's title or the maintenance plan. */
  description: z.string(),
  /** Where its PDF is fetched (with the bearer token). */
  pdfUrl: z.string(),
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
  /** Decimal dollars per billing cycle. */
  amount: z.string(),
  /** Decimal dollars a month, as the Billing tab shows it. */
  monthlyAmount: z.string(),
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
