import { z } from 'zod/mini'
import { PROJECT_STATUSES } from '../lifecycle'
import { MANUAL_PAYMENT_METHODS, TICKET_STATUSES, SUPPORT_PRIORITIES } from '../states'
import { emailField, MULTILINE, optionalText, plainText, requiredText, signedCents } from './common'
import { defineEndpoint } from './endpoint'

/* The admin panel's overview and its Add User dialog (dashboards.md §2 "Admin panel", §3, §5, §7). */

/** One of the overview's five most recent projects; it opens at its page, /admin/projects/<id>. */
export const RecentProjectSchema = z.object({
  id: z.number(),
  title: z.string(),
  clientEmail: z.string(),
  status: z.enum(PROJECT_STATUSES),
  createdAt: z.string(),
})
export type RecentProject = z.infer<typeof RecentProjectSchema>

/** One of the overview's five most recent tickets; it opens at /admin/support?ticket=<id>. */
export const RecentTicketSchema = z.object({
  id: z.number(),
  subject: z.string(),
  email: z.string(),
  priority: z.enum(SUPPORT_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
})
export type RecentTicket = z.infer<typeof RecentTicketSchema>

export const AdminStatsResponseSchema = z.object({
  /** Customer accounts (staff are not users of the studio's service). */
  totalUsers: z.number(),
  /** Projects still under way: neither delivered nor cancelled. */
  activeProjects: z.number(),
  /** Tickets whose status is open. */
  openTickets: z.number(),
  /** Paid orders' totals less what credit notes gave back. */
  totalRevenueCents: signedCents,
  recentProjects: z.array(RecentProjectSchema),
  recentTickets: z.array(RecentTicketSchema),
})
export type AdminStatsResponse = z.infer<typeof AdminStatsResponseSchema>

export const GetAdminStatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/stats',
  auth: 'admin',
  operationId: 'getAdminStats',
  summary: "The overview's figures and its recent projects and tickets; also the admin panel's session check",
  tag: 'admin',
  response: AdminStatsResponseSchema,
})

export const PAYMENT_METHOD_LABELS: Record<(typeof MANUAL_PAYMENT_METHODS)[number], string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  other: 'Other',
}

/** The largest payment an admin can record by hand, in dollars. */
export const MANUAL_PAYMENT_MAX = 100_000

/** Whether a dollar amount is whole cents (what a field with step 0.01 allows). */
export const isWholeCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6

/**
 * Add a user for a manual payment: a customer who paid outside the card provider (a bank transfer, cash, a
 * cheque) gets an account, a paid order with its invoice and a project waiting for its requirements.
 */
export const AddManualUserRequestSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField(),
  phone: z._default(
    z.string().check(z.trim(), plainText(), z.maxLength(40, 'Phone must be at most 40 characters')),
    '',
  ),
  projectTitle: requiredText('Project title is required', 200),
  /** Dollars and cents, as the field's step of 0.01 allows. */
  paymentAmount: z
    .number({ error: 'Payment amount is required' })
    .check(
      z.positive('Payment amount must be more than $0'),
      z.maximum(MANUAL_PAYMENT_MAX, 'Payment amount must be at most $100,000'),
      z.refine(isWholeCents, 'Payment amount must be in dollars and cents (at most 2 decimals)'),
    ),
  paymentMethod: z._default(
    z.enum(MANUAL_PAYMENT_METHODS, { error: 'Please choose how the customer paid' }),
    'bank_transfer',
  ),
  /** The transfer's or cheque's reference, when there is one. */
  paymentReference: optionalText(100),
  /** About the project; it becomes the project's description. */
  notes: optionalText(2000, MULTILINE),
})
export type AddManualUserRequest = z.input<typeof AddManualUserRequestSchema>

export const AddManualUserResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: z.object({ id: z.number(), email: z.string(), firstName: z.string(), lastName: z.string() }),
  orderId: z.number(),
  projectId: z.number(),
  invoiceNumber: z.string(),
})
export type AddManualUserResponse = z.infer<typeof AddManualUserResponseSchema>

export const AddManualUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/add-user',
  auth: 'admin',
  operationId: 'addManualUser',
  summary:
    'Add a customer who paid outside the card provider: their account, the paid order, its invoice and the project',
  tag: 'admin',
  body: AddManualUserRequestSchema,
  response: AddManualUserResponseSchema,
  errors: [409],
})
