import { z } from 'zod/mini'
import { BILLING_CYCLES, MAINTENANCE_PLAN_NAMES } from '../states'
import {
  IdParamsSchema,
  idField,
  isoDate,
  MULTILINE,
  OkResponseSchema,
  optionalText,
  PageQuerySchema,
  paginated,
} from './common'
import { ProjectClientSchema } from './admin-projects'
import { CancelSubscriptionResponseSchema, SubscriptionSchema } from './billing'
import { defineEndpoint } from './endpoint'

/* The admin panel's maintenance plans: create, list and cancel (dashboards.md §2 "Admin panel"). */

// The features and what each tier includes are the catalog's (no zod there: the landing page reads them).
export {
  DEFAULT_MAINTENANCE_FEATURES,
  MAINTENANCE_FEATURE_LABELS,
  MAINTENANCE_FEATURES,
  type MaintenanceFeature,
  TIER_FEATURES,
} from '../catalog'
import { DEFAULT_MAINTENANCE_FEATURES, MAINTENANCE_FEATURES } from '../catalog'

export const CreateMaintenancePlanSchema = z.object({
  userId: idField('Client is required'),
  projectId: z.optional(z.nullable(idField('Please choose a project'))),
  planName: z._default(z.enum(MAINTENANCE_PLAN_NAMES, { error: 'Please choose a plan' }), 'basic'),
  /** Dollars a month, before the cycle's discount. */
  amount: z
    .number({ error: 'Amount is required' })
    .check(z.minimum(5, 'Amount must be at least $5'), z.maximum(100_000, 'Amount is too large')),
  billingCycle: z._default(z.enum(BILLING_CYCLES, { error: 'Please choose a billing cycle' }), 'monthly'),
  features: z._default(
    z
      .array(z.enum(MAINTENANCE_FEATURES, { error: 'Unknown feature' }))
      .check(z.maxLength(MAINTENANCE_FEATURES.length)),
    [...DEFAULT_MAINTENANCE_FEATURES],
  ),
  /** From today to a year ahead, checked by the server against its own clock. */
  startDate: isoDate('Start date is required'),
  description: optionalText(2000, MULTILINE),
})
export type CreateMaintenancePlan = z.input<typeof CreateMaintenancePlanSchema>

export const CreateMaintenancePlanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/maintenance',
  auth: 'admin',
  operationId: 'createMaintenancePlan',
  summary: 'Start a maintenance subscription for a client; it is invoiced each cycle from its start date',
  tag: 'admin',
  body: CreateMaintenancePlanSchema,
  response: z.extend(OkResponseSchema, { subscriptionId: z.number() }),
  errors: [404, 409],
})

/** A maintenance plan as the admin panel lists it: the client's view of it, with whose it is and for what. */
export const AdminMaintenancePlanSchema = z.extend(SubscriptionSchema, {
  user: ProjectClientSchema,
  projectTitle: z.nullable(z.string()),
})
export type AdminMaintenancePlan = z.infer<typeof AdminMaintenancePlanSchema>

export const ListMaintenancePlansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/maintenance',
  auth: 'admin',
  operationId: 'listMaintenancePlans',
  summary: 'Every maintenance plan, live ones first, newest first, a page at a time',
  tag: 'admin',
  query: PageQuerySchema,
  response: paginated(AdminMaintenancePlanSchema),
})

export const CancelMaintenancePlanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/maintenance/:id/cancel',
  auth: 'admin',
  operationId: 'cancelMaintenancePlan',
  summary:
    "Cancel a client's maintenance plan at the end of the period already invoiced; the client is told (repeating it changes nothing)",
  tag: 'admin',
  params: IdParamsSchema,
  response: CancelSubscriptionResponseSchema,
  errors: [404],
})
