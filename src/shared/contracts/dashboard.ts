import { z } from 'zod/mini'
import {
  BILLING_CYCLES,
  INVOICE_STATUSES,
  MAINTENANCE_PLAN_NAMES,
  NOTIFICATION_TYPES,
  SUBSCRIPTION_STATUSES,
} from '../states'
import { IdParamsSchema, idField, MULTILINE, OkResponseSchema, plainText, requiredText } from './common'
import { defineEndpoint } from './endpoint'

/* The client dashboard's own reads and actions (dashboards.md §2, §3, §7) besides projects. */

export const NotificationSchema = z.object({
  id: z.number(),
  projectId: z.nullable(z.number()),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  isRead: z.boolean(),
  createdAt: z.string(),
})
export type Notification = z.infer<typeof NotificationSchema>

/** The newest notifications a list carries; unread ones come first so none is left out of the badge. */
export const NOTIFICATION_LIST_LIMIT = 200

export const ListNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/notifications',
  auth: 'customer',
  operationId: 'listNotifications',
  summary: `The customer's notifications, newest first (every unread one, then read ones, ${NOTIFICATION_LIST_LIMIT} at most)`,
  tag: 'dashboard',
  response: z.array(NotificationSchema),
})

export const MarkNotificationReadEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/dashboard/notifications/:id/read',
  auth: 'customer',
  operationId: 'markNotificationRead',
  summary: "Mark one of the customer's notifications read (repeating it changes nothing)",
  tag: 'dashboard',
  params: IdParamsSchema,
  response: NotificationSchema,
  errors: [404],
})

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

/** The client dialog offers the first three priorities (dashboards.md §9). */
export const DASHBOARD_TICKET_PRIORITIES = ['low', 'medium', 'high'] as const

export const CreateDashboardTicketSchema = z.object({
  subject: requiredText('Subject is required', 200),
  message: z
    .string({ error: 'Message is required' })
    .check(
      z.trim(),
      plainText(MULTILINE),
      z.minLength(1, 'Message is required'),
      z.maxLength(20_000, 'Must be at most 20000 characters'),
    ),
  priority: z._default(z.enum(DASHBOARD_TICKET_PRIORITIES, { error: 'Please choose a priority' }), 'medium'),
  /** One of the customer's projects, or none for a general question. */
  projectId: z.optional(z.nullable(idField('Please choose one of your projects'))),
})
export type CreateDashboardTicket = z.input<typeof CreateDashboardTicketSchema>

export const CreateDashboardTicketResponseSchema = z.extend(OkResponseSchema, {
  ticketId: z.number(),
  responseHours: z.number(),
})

export const CreateDashboardTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/support-tickets',
  auth: 'customer',
  operationId: 'createDashboardTicket',
  summary: 'Open a support ticket from the dashboard (stored with the public support requests)',
  tag: 'dashboard',
  body: CreateDashboardTicketSchema,
  response: CreateDashboardTicketResponseSchema,
  errors: [404, 429],
})
