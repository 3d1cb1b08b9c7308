import { z } from 'zod/mini'
import {
  INFO_REQUEST_TYPES,
  INFO_REQUEST_URGENCIES,
  NOTIFICATION_TYPES,
  ORDER_PAYMENT_METHODS,
} from '../states'
import { normalizeStatus, PROJECT_STATUSES } from '../lifecycle'
import {
  cents,
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
import { isWholeCents } from './admin'
import { isPortfolioImageUrl } from './admin-portfolio'
import { DesignSampleSchema, ProjectDetailSchema, ProjectSchema } from './projects'
import { formatMoney } from '../money'

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

export const REVIEW_SCREENSHOT_MESSAGES = {
  notImage: 'Screenshots must be pictures (PNG, JPEG, WebP or GIF). Please upload them again.',
} as const

export const SubmitForReviewSchema = z.object({
  stagingUrl: urlField('Staging URL is required'),
  notes: optionalText(5000, MULTILINE),
  /** Screenshots of the staging site (uploaded as attachments) for the client to pin comments on. */
  screenshotUploadIds: z._default(
    z
      .array(idField('Please upload the screenshot again'))
      .check(z.maxLength(10, 'Please send at most 10 screenshots')),
    [],
  ),
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

/** An item's label, or the item itself for one this version does not know. */
export function specificItemLabel(item: string): string {
  return SPECIFIC_ITEM_LABELS[item as keyof typeof SPECIFIC_ITEM_LABELS] ?? item
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

/* Cancelling a paid project, with the refund question (the finance module's refund: credit note, card or manual). */

/** What happens to the client's money when a project is cancelled: all that is left refunded, part of it, or none. */
export const PROJECT_REFUND_CHOICES = ['full', 'part', 'none'] as const
export type ProjectRefundChoice = (typeof PROJECT_REFUND_CHOICES)[number]

export const CANCEL_PROJECT_MESSAGES = {
  refundRequired: 'Please choose whether to refund',
  amountRequired: 'Please enter the amount to refund',
  amountNumber: 'Refund amount must be a number',
  amountCents: 'Refund amount must be a whole number of cents',
  amountDollars: 'Refund amount must be in dollars and cents (at most 2 decimals)',
  amountPositive: 'Refund amount must be more than $0',
  /** The server's word when the amount is more than the order has left to refund (400). */
  atMost: (leftCents: number) =>
    `Refund amount cannot be more than ${formatMoney(leftCents, 'USD', { whole: false })}`,
} as const

/** The most a refund may be, in cents ($100,000: more than any order the catalog can make). */
const REFUND_MAX_CENTS = 100_000_00

/** A paid order's money as the cancel dialog needs it: how it was paid, what is refunded and what is left. */
export const ProjectPaymentSchema = z.object({
  method: z.enum(ORDER_PAYMENT_METHODS),
  /** The invoice's total. */
  paidCents: cents,
  /** Refunded already (succeeded refunds). */
  refundedCents: cents,
  /** What may still be refunded (refunds under way count against it). */
  refundableCents: cents,
})
export type ProjectPayment = z.infer<typeof ProjectPaymentSchema>

export const ProjectPaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/projects/:id/payment',
  auth: 'admin',
  operationId: 'getProjectPayment',
  summary:
    "How a project's order was paid and what of it may still be refunded (null when the order has no invoice)",
  tag: 'admin',
  params: IdParamsSchema,
  response: z.nullable(ProjectPaymentSchema),
  errors: [404],
})

export const CancelProjectSchema = z
  .object({
    refund: z.enum(PROJECT_REFUND_CHOICES, { error: CANCEL_PROJECT_MESSAGES.refundRequired }),
    /** With `part`: how much, in cents, at most what is still refundable (checked by the server: 400). */
    amountCents: z.optional(
      z
        .number({ error: CANCEL_PROJECT_MESSAGES.amountNumber })
        .check(
          z.int(CANCEL_PROJECT_MESSAGES.amountCents),
          z.positive(CANCEL_PROJECT_MESSAGES.amountPositive),
          z.maximum(REFUND_MAX_CENTS, CANCEL_PROJECT_MESSAGES.atMost(REFUND_MAX_CENTS)),
        ),
    ),
    /** Why, kept on the timeline, told to the client and given as the refund's reason. */
    note: optionalText(1000, MULTILINE),
  })
  .check(
    z.refine((v) => v.refund !== 'part' || v.amountCents !== undefined, {
      message: CANCEL_PROJECT_MESSAGES.amountRequired,
      path: ['amountCents'],
    }),
  )
export type CancelProject = z.input<typeof CancelProjectSchema>

/**
 * The cancel dialog's form: the amount typed in dollars (the request carries it in cents), checked with the same
 * words the server uses.
 */
export const CancelProjectFormSchema = z
  .object({
    refund: z.enum(PROJECT_REFUND_CHOICES, { error: CANCEL_PROJECT_MESSAGES.refundRequired }),
    // An emptied number field reads as NaN: asked for again below only when a part is refunded.
    amount: z.optional(z.union([z.number({ error: CANCEL_PROJECT_MESSAGES.amountNumber }), z.nan()])),
    note: optionalText(1000, MULTILINE),
  })
  .check(
    z.refine((v) => v.refund !== 'part' || (v.amount !== undefined && !Number.isNaN(v.amount)), {
      message: CANCEL_PROJECT_MESSAGES.amountRequired,
      path: ['amount'],
    }),
    z.refine((v) => v.refund !== 'part' || v.amount === undefined || Number.isNaN(v.amount) || v.amount > 0, {
      message: CANCEL_PROJECT_MESSAGES.amountPositive,
      path: ['amount'],
    }),
    z.refine(
      (v) =>
        v.refund !== 'part' || v.amount === undefined || Number.isNaN(v.amount) || isWholeCents(v.amount),
      { message: CANCEL_PROJECT_MESSAGES.amountDollars, path: ['amount'] },
    ),
  )
export type CancelProjectForm = z.input<typeof CancelProjectFormSchema>

export const CancelProjectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/projects/:id/cancel',
  auth: 'admin',
  operationId: 'cancelProject',
  summary:
    'Cancel a project and, in the same call, refund all, part or none of what is left of its order (credit note, the card refunded, the client told); when the refund fails nothing is cancelled',
  tag: 'admin',
  params: IdParamsSchema,
  body: CancelProjectSchema,
  response: AdminProjectActionResponseSchema,
  errors: [404, 409, 502],
})

/* A delivered project's access details: shown to staff on request (audited) and corrected. */

/** The delivery's access details with the passwords opened. */
export const AccessDetailsSchema = z.object({
  websiteUrl: z.nullable(z.string()),
  adminUrl: z.nullable(z.string()),
  adminUsername: z.nullable(z.string()),
  adminPassword: z.nullable(z.string()),
  ftpHost: z.nullable(z.string()),
  ftpUsername: z.nullable(z.string()),
  ftpPassword: z.nullable(z.string()),
  deliveryNotes: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
})
export type AccessDetails = z.infer<typeof AccessDetailsSchema>

export const RevealAccessDetailsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/projects/:id/access-details/reveal',
  auth: 'admin',
  operationId: 'revealAccessDetails',
  summary:
    "A delivered project's access details with the passwords opened; every reveal is written to the audit log",
  tag: 'admin',
  params: IdParamsSchema,
  response: AccessDetailsSchema,
  errors: [404, 409],
})

/** The delivery's fields, as Deliver Project takes them: the correction replaces them all. */
export const UpdateAccessDetailsSchema = z.pick(DeliverProjectSchema, {
  websiteUrl: true,
  adminUrl: true,
  adminUsername: true,
  adminPassword: true,
  ftpHost: true,
  ftpUsername: true,
  ftpPassword: true,
  deliveryNotes: true,
})
export type UpdateAccessDetails = z.input<typeof UpdateAccessDetailsSchema>

export const UpdateAccessDetailsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/projects/:id/access-details',
  auth: 'admin',
  operationId: 'updateAccessDetails',
  summary:
    "Correct a delivered project's access details (passwords stored sealed); audited without the secrets, the client notified",
  tag: 'admin',
  params: IdParamsSchema,
  body: UpdateAccessDetailsSchema,
  response: AdminProjectActionResponseSchema,
  errors: [404, 409],
})
