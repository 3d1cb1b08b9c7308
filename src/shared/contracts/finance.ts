import { z } from 'zod/mini'
import { PROJECT_STATUSES } from '../lifecycle'
import { LEDGER_REFUND_STATUSES, ORDER_STATUSES } from '../states'
import { cents, currency, IdParamsSchema, MULTILINE, requiredText, signedCents } from './common'
import { defineEndpoint } from './endpoint'
import { isWholeCents } from './admin'

/*
 * The finance dashboard (dashboards.md §2 "CFO login and dashboard", §7 "CFO", §9) and what a studio's finance
 * person needs beyond it: an order's detail, refunds with credit notes, exports and recurring revenue.
 * Money is integer cents here as everywhere (`...Cents`), formatted by shared/money.ts.
 * Periods are calendar days in the studio's time zone (a site setting), ending today.
 */

/** Report periods in days (§9); 30 is the default. */
export const FINANCE_PERIODS = [7, 30, 90, 365] as const
export type FinancePeriod = (typeof FINANCE_PERIODS)[number]
export const DEFAULT_FINANCE_PERIOD: FinancePeriod = 30

/**
 * The status filter (§2): an order's project as the spec groups it. `in_progress` is every status from
 * `requirements_needed` to `awaiting_approval` (DESIGN.md §2.1); `completed` is `completed`; `delivered` and
 * `cancelled` are themselves; `all` is every paid order whatever its project.
 */
export const FINANCE_STATUS_FILTERS = ['all', 'completed', 'in_progress', 'delivered', 'cancelled'] as const
export type FinanceStatusFilter = (typeof FINANCE_STATUS_FILTERS)[number]
/** How a finance status reads, in the filter, the charts, the tables and the PDF report. */
export const FINANCE_STATUS_LABELS: Record<FinanceStatusFilter, string> = {
  all: 'All statuses',
  completed: 'Completed',
  in_progress: 'In progress',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

const periodField = z._default(
  z.coerce
    .number()
    .check(
      z.refine(
        (d) => (FINANCE_PERIODS as readonly number[]).includes(d),
        'Period must be 7, 30, 90 or 365 days',
      ),
    ),
  DEFAULT_FINANCE_PERIOD,
)
const statusField = z._default(
  z.enum(FINANCE_STATUS_FILTERS, {
    error: 'Status must be all, completed, in_progress, delivered or cancelled',
  }),
  'all',
)

/** `?days=&status=`, as §7 sends them. */
export const FinanceFilterQuerySchema = z.object({ days: periodField, status: statusField })
export type FinanceFilterQuery = z.infer<typeof FinanceFilterQuerySchema>

/** The period a report covers, as the page states it. */
export const FinancePeriodSchema = z.object({
  days: z.number(),
  /** First and last calendar day (YYYY-MM-DD) in `timeZone`, both included; `to` is today. */
  from: z.string(),
  to: z.string(),
  /** The studio's IANA time zone, e.g. `America/New_York`. */
  timeZone: z.string(),
})
export type FinancePeriodInfo = z.infer<typeof FinancePeriodSchema>

/** One paid order as the finance tables list it. */
export const FinanceOrderRowSchema = z.object({
  id: z.number(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  project: z.nullable(z.object({ id: z.number(), title: z.string(), status: z.enum(PROJECT_STATUSES) })),
  /** What was paid (the order's total after coupons). */
  amountCents: cents,
  /** What has been refunded of it so far. */
  refundedCents: cents,
  currency,
  status: z.enum(ORDER_STATUSES),
  /** How it was paid: `card` (the payment provider) or a manual method (`bank_transfer`, `cash`, …). */
  paymentMethod: z.string(),
  couponCodes: z.array(z.string()),
  invoiceNumber: z.nullable(z.string()),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
})
export type FinanceOrderRow = z.infer<typeof FinanceOrderRowSchema>

export const FinanceStatsResponseSchema = z.object({
  period: FinancePeriodSchema,
  status: z.enum(FINANCE_STATUS_FILTERS),
  /** What revenue counts, in words for the page: paid orders and paid maintenance invoices, by payment day. */
  revenueBasis: z.string(),
  /** Gross: paid orders' totals and paid maintenance invoices in the period. */
  totalRevenueCents: cents,
  /** Credit notes issued in the period. */
  refundedAmountCents: cents,
  /** totalRevenueCents − refundedAmountCents. */
  netRevenueCents: signedCents,
  /** This calendar month so far and the last one (gross), in the studio's time zone; not filtered by period. */
  monthlyRevenueCents: cents,
  lastMonthRevenueCents: cents,
  /** This month against the last, a percentage with one decimal; null when the last month had none. */
  monthlyGrowth: z.nullable(z.number()),
  /** Paid orders in the period, and this calendar month. */
  totalOrders: z.number(),
  monthlyOrders: z.number(),
  /** Paid orders' revenue ÷ paid orders in the period. */
  averageOrderValueCents: cents,
  /** Customers with a paid order in the period. */
  activeCustomers: z.number(),
  /**
   * Card checkouts started (orders opened to pay by card) in the period, how many of them are paid, and that
   * share, a percentage with one decimal: the whole studio's, whatever the status filter.
   */
  checkoutsStarted: z.number(),
  checkoutsPaid: z.number(),
  conversionRate: z.nullable(z.number()),
  /**
   * Card payments attempted (every refused card counts as one) and succeeded in the period, and the share, a
   * percentage with one decimal.
   */
  cardPaymentsAttempted: z.number(),
  cardPaymentsSucceeded: z.number(),
  paymentSuccess: z.nullable(z.number()),
  /** Every calendar month the period touches, oldest first, with none left out. */
  revenueByMonth: z.array(
    z.object({ month: z.string(), revenueCents: cents, refundedCents: cents, orders: z.number() }),
  ),
  /** Revenue and orders by the status filter's groups (Revenue Analytics, Order Analysis). */
  ordersByStatus: z.array(
    z.object({
      status: z.enum(['completed', 'in_progress', 'delivered', 'cancelled']),
      orders: z.number(),
      revenueCents: cents,
    }),
  ),
  /**
   * The ten customers who paid most in the period: `revenueCents` is money kept (their orders and maintenance invoices
   * paid in the period less every refund of them), `orders` their paid orders.
   */
  topCustomers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      orders: z.number(),
      revenueCents: signedCents,
    }),
  ),
  /** The ten newest paid orders in the period. */
  recentOrders: z.array(FinanceOrderRowSchema),
})
export type FinanceStatsResponse = z.infer<typeof FinanceStatsResponseSchema>

export const GetFinanceStatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cfo/stats',
  auth: 'cfo',
  operationId: 'getFinanceStats',
  summary: "The finance dashboard's cards, charts and tables for a period and status",
  tag: 'finance',
  query: FinanceFilterQuerySchema,
  response: FinanceStatsResponseSchema,
})

export const FINANCE_ORDER_SORTS = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const

export const FinanceOrdersQuerySchema = z.object({
  days: periodField,
  status: statusField,
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1, 'Page must be 1 or more')), 1),
  pageSize: z._default(
    z.coerce
      .number()
      .check(
        z.int(),
        z.minimum(1, 'Page size must be 1 to 100'),
        z.maximum(100, 'Page size must be 1 to 100'),
      ),
    25,
  ),
  sort: z._default(z.enum(FINANCE_ORDER_SORTS, { error: 'Unknown sort' }), 'newest'),
})
export type FinanceOrdersQuery = z.infer<typeof FinanceOrdersQuerySchema>

export const FinanceOrdersResponseSchema = z.object({
  items: z.array(FinanceOrderRowSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
})
export type FinanceOrdersResponse = z.infer<typeof FinanceOrdersResponseSchema>

export const ListFinanceOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cfo/orders',
  auth: 'cfo',
  operationId: 'listFinanceOrders',
  summary: 'Paid orders of a period and status, paged and sorted',
  tag: 'finance',
  query: FinanceOrdersQuerySchema,
  response: FinanceOrdersResponseSchema,
})

export const CreditNoteSchema = z.object({
  id: z.number(),
  /** `CN-000001`: gapless, its own series. */
  number: z.string(),
  invoiceNumber: z.string(),
  amountCents: cents,
  reason: z.string(),
  issuedAt: z.string(),
  /** Where its PDF is fetched (with the bearer token): GET answers application/pdf. */
  pdfUrl: z.string(),
})
export type CreditNote = z.infer<typeof CreditNoteSchema>

/** GET answers application/pdf: the credit note as a document, for its customer, an admin or the CFO. */
export const CREDIT_NOTE_PDF_PATH = '/api/credit-notes/:id/pdf'

export const RefundSchema = z.object({
  id: z.number(),
  amountCents: cents,
  reason: z.string(),
  status: z.enum(LEDGER_REFUND_STATUSES),
  /** Who asked for it here; null when the provider reported it (a refund made in its own dashboard). */
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
  creditNote: z.nullable(CreditNoteSchema),
})
export type Refund = z.infer<typeof RefundSchema>

/** One order as its View button opens it. */
export const FinanceOrderDetailSchema = z.object({
  order: FinanceOrderRowSchema,
  lines: z.array(
    z.object({ description: z.string(), quantity: z.number(), unitAmountCents: cents, amountCents: cents }),
  ),
  subtotalCents: cents,
  discountCents: cents,
  coupons: z.array(z.object({ code: z.string(), discountCents: cents })),
  invoice: z.nullable(
    z.object({ id: z.number(), number: z.string(), issuedAt: z.string(), pdfUrl: z.string() }),
  ),
  payment: z.nullable(
    z.object({
      provider: z.string(),
      status: z.string(),
      /** The provider's payment id or the manual payment's reference. */
      reference: z.nullable(z.string()),
      paidAt: z.nullable(z.string()),
    }),
  ),
  refunds: z.array(RefundSchema),
  creditNotes: z.array(CreditNoteSchema),
  /** What may still be refunded. */
  refundableCents: cents,
  /** A dispute (chargeback) the provider reported, if any. */
  dispute: z.nullable(
    z.object({ status: z.string(), amountCents: cents, reason: z.string(), openedAt: z.string() }),
  ),
})
export type FinanceOrderDetail = z.infer<typeof FinanceOrderDetailSchema>

export const GetFinanceOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cfo/orders/:id',
  auth: ['cfo', 'admin'],
  operationId: 'getFinanceOrder',
  summary: "One order's lines, coupons, invoice, payment, refunds and credit notes",
  tag: 'finance',
  params: IdParamsSchema,
  response: FinanceOrderDetailSchema,
  errors: [404],
})

export const RefundRequestSchema = z.object({
  /** Dollars and cents; the whole remaining amount when omitted. */
  amount: z.optional(
    z
      .number({ error: 'Refund amount must be a number' })
      .check(
        z.positive('Refund amount must be more than $0'),
        z.refine(isWholeCents, 'Refund amount must be in dollars and cents (at most 2 decimals)'),
      ),
  ),
  reason: requiredText('Please give a reason for the refund', 500, MULTILINE),
  /** With a full refund: also cancel the order's project (a partial refund never does). */
  cancelProject: z._default(z.boolean(), false),
})
export type RefundRequest = z.input<typeof RefundRequestSchema>

export const RefundResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  refund: RefundSchema,
  order: FinanceOrderDetailSchema,
})
export type RefundResponse = z.infer<typeof RefundResponseSchema>

export const RefundOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/cfo/orders/:id/refund',
  auth: ['cfo', 'admin'],
  operationId: 'refundOrder',
  summary: 'Refund all or part of a paid order: the card refunded, a credit note issued, the customer told',
  tag: 'finance',
  params: IdParamsSchema,
  body: RefundRequestSchema,
  response: RefundResponseSchema,
  // 409: nothing left to refund or more than what is left; 502: the payment provider failed.
  errors: [404, 409, 502],
})

/** GET `?type=csv|pdf&days=&status=` answers a download named financial-report-YYYY-MM-DD.csv|pdf. */
export const FINANCE_EXPORT_PATH = '/api/cfo/export'
export const FinanceExportQuerySchema = z.object({
  type: z.enum(['csv', 'pdf'], { error: 'Type must be csv or pdf' }),
  days: periodField,
  status: statusField,
})
export type FinanceExportQuery = z.infer<typeof FinanceExportQuerySchema>

/** The fifth tab: maintenance plans as recurring revenue, and what marketing cost and brought. */
export const RecurringRevenueResponseSchema = z.object({
  period: FinancePeriodSchema,
  /** Monthly recurring revenue today: every live plan's price a month. */
  mrrCents: cents,
  activePlans: z.number(),
  /** Plans started and cancelled in the period. */
  newPlans: z.number(),
  churnedPlans: z.number(),
  /** Maintenance invoices issued and not paid whose plan is past due, and their sum. */
  pastDuePlans: z.number(),
  pastDueAmountCents: cents,
  /** Maintenance invoices paid in the period. */
  maintenanceRevenueCents: cents,
  /** MRR at the end of each calendar month the period touches. */
  mrrByMonth: z.array(z.object({ month: z.string(), mrrCents: cents })),
  /** What coupons took off paid orders in the period, and how many were redeemed. */
  couponCostCents: cents,
  couponRedemptions: z.number(),
  /** Exit-popup sign-ups in the period and how many of them later paid an order. */
  exitPopup: z.object({ signups: z.number(), converted: z.number(), rate: z.nullable(z.number()) }),
})
export type RecurringRevenueResponse = z.infer<typeof RecurringRevenueResponseSchema>

export const GetRecurringRevenueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cfo/recurring',
  auth: 'cfo',
  operationId: 'getRecurringRevenue',
  summary: 'Maintenance plans as recurring revenue, coupon cost and exit-popup conversion for a period',
  tag: 'finance',
  query: FinanceFilterQuerySchema,
  response: RecurringRevenueResponseSchema,
})
