import { z } from 'zod/mini'
import { INFO_REQUEST_TYPES, INFO_REQUEST_URGENCIES, NOTIFICATION_TYPES } from '../states'
import { normalizeStatus, PROJECT_STATUSES } from '../lifecycle'
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
import { isPortfolioImageUrl } from './admin-portfolio'
import { DesignSampleSchema, ProjectDetailSchema, ProjectSchema } from './projects'

/* The admin panel's Projects tab and its dialogs (dashboards.md §2 "Admin panel", §5, §7). */

/** An http(s) address. */
export function urlField(requiredMessage: string, invalidMessage = 'Please enter a valid URL (https://…)') {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    plainText(),
    z.minLength(1, requiredMessage),
    z.maxLength(2000, 'Must be at most 2000 characters'),
    z.refine((v) => {
      try {
        const u = new URL(v)
        return u.protocol === 'https:' || u.protocol === 'http:'
      } catch {
        return false
      }
    }, invalidMessage),
  )
}

/** An optional http(s) address; blank becomes null. */
export function optionalUrlField(invalidMessage = 'Please enter a valid URL (https://…)') {
  return z
    .pipe(
      z.optional(
        z.nullable(
          z.string().check(z.trim(), plainText(), z.maxLength(2000, 'Must be at most 2000 characters')),
        ),
      ),
      z.transform((v) => (v ? v : null)),
    )
    .check(
      z.refine((v) => {
        if (v === null) return true
        try {
          const u = new URL(v)
          return u.protocol === 'https:' || u.protocol === 'http:'
        } catch {
          return false
        }
      }, invalidMessage),
    )
}

export const ProjectClientSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
})

/** A project card of the admin panel. The list leaves the delivery passwords closed (null); the detail opens them. */
export const AdminProjectSchema = z.extend(ProjectSchema, {
  user: ProjectClientSchema,
  /** More revision rounds than the price includes: the later ones are billed. */
  billableRevisions: z.boolean(),
  samplesCount: z.number(),
})
export type AdminProject = z.infer<typeof AdminProjectSchema>

export const ListAdminProjectsQuerySchema = z.extend(PageQuerySchema, {
  status: z.optional(z.enum(PROJECT_STATUSES, { error: 'Unknown status' })),
})

export const ListAdminProjectsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/projects',
  auth: 'admin',
  operationId: 'listAdminProjects',
  summary: 'Every project, newest first, a page at a time (optionally of one status)',
  tag: 'admin',
  query: ListAdminProjectsQuerySchema,
  response: paginated(AdminProjectSchema),
})

export const AdminProjectDetailSchema = z.extend(ProjectDetailSchema, {
  user: ProjectClientSchema,
  billableRevisions: z.boolean(),
  samplesCount: z.number(),
  designSamples: z.array(DesignSampleSchema),
})
export type AdminProjectDetail = z.infer<typeof AdminProjectDetailSchema>

export const GetAdminProjectEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/projects/:id',
  auth: 'admin',
  operationId: 'getAdminProject',
  summary: 'One project with its client, timeline, requests for details and design samples',
  tag: 'admin',
  params: IdParamsSchema,
  response: AdminProjectDetailSchema,
  errors: [404],
})

export const UpdateProjectStatusSchema = z.object({
  /** Any status of the lifecycle, or one of its older names (pending, in_progress, review). */
  status: z.string({ error: 'Please choose a status' }).check(
    plainText(),
    z.refine((v) => normalizeStatus(v) !== undefined, 'Please choose a status'),
  ),
  /** Why, kept on the timeline and told to the client. */
  note: optionalText(1000, MULTILINE),
})
export type UpdateProjectStatus = z.input<typeof UpdateProjectStatusSchema>

export const AdminProjectActionResponseSchema = z.extend(OkResponseSchema, {
  project: AdminProjectDetailSchema,
})
export type AdminProjectActionResponse = z.infer<typeof AdminProjectActionResponseSchema>

export const UpdateProjectStatusEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/projects/:id',
  auth: 'admin',
  operationId: 'updateProjectStatus',
  summary:
    "Set a project's status (any status but delivered, which has its own form), recorded on the timeline with who and why; the client is notified",
  tag: 'admin',
  params: IdParamsSchema,
  body: UpdateProjectStatusSchema,
  response: AdminProjectActionResponseSchema,
  errors: [404, 409],
})

export const DesignSampleInputSchema = z.object({
  title: requiredText('Title is required', 200),
  description: optionalText(2000, MULTILINE),
  // Shown to the client in their dashboard: a picture uploaded here, or one on a public https host.
  imageUrl: requiredText('Image URL is required', 2000).check(
    z.refine(isPortfolioImageUrl, 'Please enter a valid URL (https://…)'),
  ),
  previewUrl: optionalUrlField(),
  designNotes: optionalText(5000, MULTILINE),
})
export type DesignSampleInput = z.input<typeof DesignSampleInputSchema>

/** Samples can be added, edited and deleted while the project is in one of these (dashboards.md §4). */
export const ADMIN_SAMPLE_STATUSES = [
  'requirements_needed',
  'pending_design',
  'samples_ready',
  'design_selected',
] as const

export const ListAdminDesignSamplesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/projects/:id/design-samples',
  auth: 'admin',
  operationId: 'listAdminDesignSamples',
  summary: "A project's design samples, oldest first",
  tag: 'admin',
  params: IdParamsSchema,
  response: z.array(DesignSampleSchema),
  errors: [404],
})

export const DesignSampleResponseSchema = z.extend(OkResponseSchema, { sample: DesignSampleSchema })

export const AddDesignSampleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/projects/:id/design-samples',
  auth: 'admin',
  operationId: 'addDesignSample',
  summary:
    'Publish a design sample; the first one moves a project in requirements_needed or pending_design to samples_ready and tells the client',
  tag: 'admin',
  params: IdParamsSchema,
  body: DesignSampleInputSchema,
  response: DesignSampleResponseSchema,
  errors: [404, 409],
})

export const UpdateDesignSampleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/design-samples/:id',
  auth: 'admin',
  operationId: 'updateDesignSample',
  summary: 'Edit a design sample',
  tag: 'admin',
  params: IdParamsSchema,
  body: DesignSampleInputSchema,
  response: DesignSampleResponseSchema,
  errors: [404, 409],
})

export const DeleteDesignSampleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/design-samples/:id',
  auth: 'admin',
  operationId: 'deleteDesignSample',
  summary: 'Delete a design sample (not the one the client selected)',
  tag: 'admin',
  params: IdParamsSchema,
  response: OkResponseSchema,
  errors: [404, 409],
})

export const SubmitForReviewSchema = z.object({
  stagingUrl: urlField('Staging URL is required'),
  notes: optionalText(5000, MULTILINE),
})
export type SubmitForReview = z.input<typeof SubmitForReviewSchema>

export const SubmitForReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/projects/:id/submit-for-review',
  auth: 'admin',
  operationId: 'submitForReview',
  summary:
    'Send the staging site for the client to review (status under_development): moves it to awaiting_approval',
  tag: 'admin',
  params: IdParamsSchema,
  body: SubmitForReviewSchema,
  response: AdminProjectActionResponseSchema,
  errors: [404, 409],
})

export const DeliverProjectSchema = z.object({
  projectId: idField('Project is required'),
  websiteUrl: urlField('Live website URL is required'),
  adminUrl: optionalUrlField(),
  adminUsername: optionalText(200),
  adminPassword: optionalText(500),
  ftpHost: optionalText(500),
  ftpUsername: optionalText(200),
  ftpPassword: optionalText(500),
  deliveryNotes: optionalText(5000, MULTILINE),
  /** Starts the basic maintenance plan, its first month free (it is billed from a month after delivery). */
  maintenanceIncluded: z._default(z.boolean(), false),
})
export type DeliverProject = z.input<typeof DeliverProjectSchema>

export const DeliverProjectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/deliver-project',
  auth: 'admin',
  operationId: 'deliverProject',
  summary:
    'Deliver a completed project: its access details are stored sealed, the client is notified and mailed, and with maintenanceIncluded a maintenance subscription starts a month later',
  tag: 'admin',
  body: DeliverProjectSchema,
  response: AdminProjectActionResponseSchema,
  errors: [404, 409],
})

export const SPECIFIC_ITEMS = [
  'logo_branding',
  'content_text',
  'images_photos',
  'contact_info',
  'color_preferences',
  'functionality_details',
  'hosting_domain',
  'other_requirements',
] as const

/** How each item reads, to the admin who asks, the client who answers and in the mail. */
export const SPECIFIC_ITEM_LABELS: Record<(typeof SPECIFIC_ITEMS)[number], string> = {
  logo_branding: 'Logo and branding',
  content_text: 'Text content',
  images_photos: 'Images and photos',
  contact_info: 'Contact information',
  color_preferences: 'Color preferences',
  functionality_details: 'Functionality details',
  hosting_domain: 'Hosting and domain',
  other_requirements: 'Other requirements',
}

export const RequestDetailsSchema = z.object({
  projectId: idField('Project is required'),
  requestType: z._default(
    z.enum(INFO_REQUEST_TYPES, { error: 'Please choose a request type' }),
    'clarification',
  ),
  urgency: z._default(z.enum(INFO_REQUEST_URGENCIES, { error: 'Please choose an urgency' }), 'normal'),
  details: requiredText('Details are required', 5000, MULTILINE),
  specificItems: z._default(
    z.array(z.enum(SPECIFIC_ITEMS, { error: 'Unknown item' })).check(z.maxLength(SPECIFIC_ITEMS.length)),
    [],
  ),
})
export type RequestDetails = z.input<typeof RequestDetailsSchema>

export const RequestDetailsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/request-details',
  auth: 'admin',
  operationId: 'requestDetails',
  summary: 'Ask the client for more details on a project: kept on the project, notified and mailed',
  tag: 'admin',
  body: RequestDetailsSchema,
  response: AdminProjectActionResponseSchema,
  errors: [404],
})

export const SendNotificationSchema = z.object({
  /** A customer, or null for every customer (a broadcast). */
  userId: z.nullable(idField('Please choose a client')),
  /** The project it is about, if any (the Projects tab's Notify Client). */
  projectId: z.optional(z.nullable(idField('Please choose a project'))),
  title: requiredText('Title is required', 200),
  message: z
    .string({ error: 'Message is required' })
    .check(
      z.trim(),
      plainText(MULTILINE),
      z.minLength(1, 'Message is required'),
      z.maxLength(5000, 'Must be at most 5000 characters'),
    ),
  type: z._default(z.enum(NOTIFICATION_TYPES, { error: 'Please choose a type' }), 'admin'),
})
export type SendNotification = z.input<typeof SendNotificationSchema>

export const SendNotificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notifications',
  auth: 'admin',
  operationId: 'sendNotification',
  summary: 'Notify one customer (in the app and by mail) or, with userId null, every customer in the app',
  tag: 'admin',
  body: SendNotificationSchema,
  response: z.extend(OkResponseSchema, { sent: z.number() }),
  errors: [404],
})
