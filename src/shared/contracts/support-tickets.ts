import { z } from 'zod/mini'
import { SUPPORT_PRIORITIES, TICKET_STATUSES } from '../states'
import {
  IdParamsSchema,
  idField,
  MULTILINE,
  OkResponseSchema,
  optionalText,
  PageQuerySchema,
  paginated,
  plainText,
  requiredText,
} from './common'
import { defineEndpoint } from './endpoint'

/*
 * Support tickets after they are filed (dashboards.md §2 "Support", §3, §7): the admin panel's Support tab answers
 * and moves them, the client dashboard's Support tab shows the customer's own with their conversation.
 */

/** The project a ticket is about, or this when it is about none. */
export const GENERAL_INQUIRY = 'General Inquiry'

/** What the panel's quick buttons send (dashboards.md §4). */
export const TICKET_QUICK_RESPONSES = {
  in_progress: 'Ticket acknowledged and being reviewed.',
  resolved: 'Issue has been resolved.',
} as const

/** One message of a ticket's conversation after it was opened: the studio's answers and the client's replies. */
export const TicketMessageSchema = z.object({
  id: z.number(),
  from: z.enum(['client', 'studio']),
  body: z.string(),
  createdAt: z.string(),
})
export type TicketMessage = z.infer<typeof TicketMessageSchema>

const TicketBase = {
  id: z.number(),
  subject: z.string(),
  message: z.string(),
  priority: z.enum(SUPPORT_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  projectId: z.nullable(z.number()),
  /** The project's title, or null for a general inquiry. */
  projectTitle: z.nullable(z.string()),
  /** Messages after the first one. */
  replies: z.number(),
  createdAt: z.string(),
  updatedAt: z.nullable(z.string()),
}

/** Who asked: a client's account, or someone who used the public support form without one. */
export const TicketRequesterSchema = z.object({
  userId: z.nullable(z.number()),
  name: z.string(),
  email: z.string(),
})

export const AdminSupportTicketSchema = z.object({
  ...TicketBase,
  category: z.string(),
  requester: TicketRequesterSchema,
})
export type AdminSupportTicket = z.infer<typeof AdminSupportTicketSchema>

export const AdminSupportTicketDetailSchema = z.extend(AdminSupportTicketSchema, {
  messages: z.array(TicketMessageSchema),
})
export type AdminSupportTicketDetail = z.infer<typeof AdminSupportTicketDetailSchema>

export const ListAdminSupportTicketsQuerySchema = z.extend(PageQuerySchema, {
  status: z.optional(z.enum(TICKET_STATUSES, { error: 'Unknown status' })),
  priority: z.optional(z.enum(SUPPORT_PRIORITIES, { error: 'Unknown priority' })),
})
export type ListAdminSupportTicketsQuery = z.input<typeof ListAdminSupportTicketsQuerySchema>

export const ListAdminSupportTicketsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/support-tickets',
  auth: 'admin',
  operationId: 'listAdminSupportTickets',
  summary: 'Every support ticket, newest first, a page at a time (optionally of one status and priority)',
  tag: 'admin',
  query: ListAdminSupportTicketsQuerySchema,
  response: paginated(AdminSupportTicketSchema),
})

export const GetAdminSupportTicketEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/support-tickets/:id',
  auth: 'admin',
  operationId: 'getAdminSupportTicket',
  summary: 'One support ticket with its requester, project and conversation',
  tag: 'admin',
  params: IdParamsSchema,
  response: AdminSupportTicketDetailSchema,
  errors: [404],
})

export const TicketReplyText = () => requiredText('Message is required', 10_000, MULTILINE)

export const UpdateSupportTicketSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: 'Please choose a status' }),
  /** Sent to the requester as the studio's message on the ticket; blank sends nothing. */
  response: optionalText(10_000, MULTILINE),
})
export type UpdateSupportTicket = z.input<typeof UpdateSupportTicketSchema>

export const AdminTicketActionResponseSchema = z.extend(OkResponseSchema, {
  ticket: AdminSupportTicketDetailSchema,
})
export type AdminTicketActionResponse = z.infer<typeof AdminTicketActionResponseSchema>

export const UpdateSupportTicketEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/support-tickets/:id',
  auth: 'admin',
  operationId: 'updateSupportTicket',
  summary:
    "Set a ticket's status; a response joins the conversation and is sent to the requester (mail, and an in-app notice for a client)",
  tag: 'admin',
  params: IdParamsSchema,
  body: UpdateSupportTicketSchema,
  response: AdminTicketActionResponseSchema,
  errors: [404],
})

export const TicketReplySchema = z.object({ body: TicketReplyText() })
export type TicketReply = z.input<typeof TicketReplySchema>

export const ReplySupportTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/support-tickets/:id/messages',
  auth: 'admin',
  operationId: 'replySupportTicket',
  summary:
    'Answer a ticket: the message joins the conversation and is sent to the requester (mail, and an in-app notice for a client)',
  tag: 'admin',
  params: IdParamsSchema,
  body: TicketReplySchema,
  response: AdminTicketActionResponseSchema,
  errors: [404],
})

/* The client dashboard's Support tab. */

export const CustomerSupportTicketSchema = z.object(TicketBase)
export type CustomerSupportTicket = z.infer<typeof CustomerSupportTicketSchema>

export const CustomerSupportTicketDetailSchema = z.extend(CustomerSupportTicketSchema, {
  messages: z.array(TicketMessageSchema),
})
export type CustomerSupportTicketDetail = z.infer<typeof CustomerSupportTicketDetailSchema>

/** A client's tickets are few; the list shows this many, newest first. */
export const CUSTOMER_TICKET_LIMIT = 100

export const ListCustomerTicketsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/support-tickets',
  auth: 'customer',
  operationId: 'listCustomerTickets',
  summary: "The customer's own support tickets, newest first",
  tag: 'dashboard',
  response: z.array(CustomerSupportTicketSchema),
})

export const GetCustomerTicketEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/support-tickets/:id',
  auth: 'customer',
  operationId: 'getCustomerTicket',
  summary: "One of the customer's tickets with its conversation (someone else's is not found)",
  tag: 'dashboard',
  params: IdParamsSchema,
  response: CustomerSupportTicketDetailSchema,
  errors: [404],
})

export const CustomerTicketReplyResponseSchema = z.extend(OkResponseSchema, {
  ticket: CustomerSupportTicketDetailSchema,
})

export const ReplyCustomerTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/support-tickets/:id/messages',
  auth: 'customer',
  operationId: 'replyCustomerTicket',
  summary: 'Answer the studio on one of your tickets (mailed to the studio); a resolved ticket opens again',
  tag: 'dashboard',
  params: IdParamsSchema,
  body: TicketReplySchema,
  response: CustomerTicketReplyResponseSchema,
  errors: [404, 429],
})

/* A ticket the client opens from the dashboard. */

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
