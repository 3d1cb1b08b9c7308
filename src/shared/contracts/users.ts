import { z } from 'zod/mini'
import { PROJECT_STATUSES } from '../lifecycle'
import {
  INVOICE_STATUSES,
  MAINTENANCE_PLAN_NAMES,
  ORDER_STATUSES,
  SUBSCRIPTION_STATUSES,
  SUPPORT_PRIORITIES,
  TICKET_STATUSES,
} from '../states'
import { cents, currency, IdParamsSchema, PageQuerySchema, paginated, plainText, signedCents } from './common'
import { defineEndpoint } from './endpoint'
import { PASSWORD_MIN, USER_ROLES, UserSchema, newPassword, personFields } from './auth'

/* The admin panel's Users tab: the accounts with their projects and spend, one account's record, and the
 * create-user dialog (dashboards.md §2 "Admin panel", §5, §7). */

/** The admin's create-user dialog; the confirmation field is checked here and never sent. */
export const CreateUserRequestSchema = z.object({ ...personFields, password: newPassword })
export type CreateUserRequest = z.input<typeof CreateUserRequestSchema>

export const CreateUserFormSchema = z
  .object({
    ...personFields,
    password: newPassword,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .check(plainText(), z.minLength(PASSWORD_MIN, 'Please confirm your password')),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    }),
  )
export type CreateUserForm = z.input<typeof CreateUserFormSchema>

export const CreateUserResponseSchema = z.object({ user: UserSchema })

/** A row of the Users table: the account, its number of projects and what it has paid. */
export const AdminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  projectsCount: z.number(),
  /** Money kept: paid orders and maintenance invoices less every refund (credit note) of them. */
  totalSpentCents: signedCents,
  createdAt: z.string(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

/**
 * The orders the Users table can be read in: a column's name, `-` first for the other way round (newest, largest
 * first). `-joined` (newest accounts first) when none is asked for.
 */
export const ADMIN_USER_SORTS = [
  'joined',
  '-joined',
  'name',
  '-name',
  'email',
  '-email',
  'projects',
  '-projects',
  'spent',
  '-spent',
] as const
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number]
export const DEFAULT_ADMIN_USER_SORT: AdminUserSort = '-joined'
export const ADMIN_USER_SEARCH_MAX = 100

export const ListAdminUsersQuerySchema = z.extend(PageQuerySchema, {
  /** Part of a name or an e-mail address, any case; blank lists everyone. */
  q: z._default(
    z
      .string()
      .check(
        z.trim(),
        plainText(),
        z.maxLength(ADMIN_USER_SEARCH_MAX, `Search must be at most ${ADMIN_USER_SEARCH_MAX} characters`),
      ),
    '',
  ),
  sort: z._default(z.enum(ADMIN_USER_SORTS, { error: 'Unknown sort' }), DEFAULT_ADMIN_USER_SORT),
})
export type ListAdminUsersQuery = z.input<typeof ListAdminUsersQuerySchema>

export const ListAdminUsersResponseSchema = paginated(AdminUserSchema)
export type ListAdminUsersResponse = z.infer<typeof ListAdminUsersResponseSchema>

/** One account as the admin opens it from the Users table: the row's figures and what the account holds. */
export const AdminUserDetailSchema = z.object({
  user: z.extend(AdminUserSchema, {
    company: z.string(),
    billingAddress: z.string(),
    lastLoginAt: z.nullable(z.string()),
  }),
  orders: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      status: z.enum(ORDER_STATUSES),
      amountCents: cents,
      currency,
      createdAt: z.string(),
      paidAt: z.nullable(z.string()),
    }),
  ),
  projects: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      status: z.enum(PROJECT_STATUSES),
      totalAmountCents: cents,
      createdAt: z.string(),
      deliveryDate: z.nullable(z.string()),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.number(),
      number: z.string(),
      status: z.enum(INVOICE_STATUSES),
      totalCents: cents,
      currency,
      issuedAt: z.string(),
    }),
  ),
  supportTickets: z.array(
    z.object({
      id: z.number(),
      subject: z.string(),
      priority: z.enum(SUPPORT_PRIORITIES),
      status: z.enum(TICKET_STATUSES),
      createdAt: z.string(),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.number(),
      plan: z.enum(MAINTENANCE_PLAN_NAMES),
      billingCycle: z.string(),
      /** Per billing cycle. */
      amountCents: cents,
      status: z.enum(SUBSCRIPTION_STATUSES),
      startDate: z.string(),
      endsOn: z.nullable(z.string()),
    }),
  ),
  /** Each list shows at most this many, newest first. */
  listLimit: z.number(),
})
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>

export const ListAdminUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users',
  auth: 'admin',
  operationId: 'listAdminUsers',
  summary:
    'Accounts with their projects and spend, a page at a time: searched by name or e-mail, in the order asked for',
  tag: 'admin',
  query: ListAdminUsersQuerySchema,
  response: ListAdminUsersResponseSchema,
})

export const GetAdminUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users/:id',
  auth: 'admin',
  operationId: 'getAdminUser',
  summary: 'One account with its orders, projects, invoices, support tickets and maintenance plans',
  tag: 'admin',
  params: IdParamsSchema,
  response: AdminUserDetailSchema,
  errors: [404],
})

export const CreateUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users',
  auth: 'admin',
  operationId: 'createUser',
  summary: 'Create a customer account with a password',
  tag: 'admin',
  body: CreateUserRequestSchema,
  response: CreateUserResponseSchema,
  errors: [409],
})
