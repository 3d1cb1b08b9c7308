import { z } from 'zod/mini'
import { PROJECT_STATUSES } from '../lifecycle'
import { TIMELINES } from '../states'
import { emailField, optionalText, plainText, requiredText } from './common'
import { defineEndpoint } from './endpoint'
import { IdParamsSchema } from './orders'

function minText(min: number, message: string, max = 5000) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(min, message),
      z.maxLength(max, `Must be at most ${max} characters`),
      plainText(),
    )
}

/** The requirements form's fields (public-site.md §3, messages of §5), without the project and logo. */
export const ProjectSetupFieldsSchema = z.object({
  companyName: requiredText('Company name is required', 200),
  companyUSP: requiredText('Company USP is required', 1000),
  shortDescription: minText(10, 'Short description must be at least 10 characters', 500),
  longDescription: minText(50, 'Long description must be at least 50 characters', 5000),
  businessEmail: emailField('Valid business email is required'),
  businessPhone: requiredText('Business phone is required', 50),
  businessAddress: requiredText('Business address is required', 500),
  preferredColors: requiredText('Preferred colors are required', 500),
  logoDescription: optionalText(1000),
  pagesNeeded: requiredText('Please specify pages needed', 1000),
  similarWebsites: optionalText(1000),
  specificRequirements: optionalText(5000),
  targetAudience: requiredText('Target audience is required', 1000),
  callToAction: requiredText('Main call to action is required', 500),
  socialMediaLinks: optionalText(1000),
})
export type ProjectSetupFields = z.input<typeof ProjectSetupFieldsSchema>

export const ProjectSetupRequestSchema = z.extend(ProjectSetupFieldsSchema, {
  projectId: z.number({ error: 'Please open the form from your project' }).check(z.int(), z.positive()),
  /** An image uploaded first through POST /api/uploads. */
  logoUploadId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
})
export type ProjectSetupRequest = z.input<typeof ProjectSetupRequestSchema>

/** A project as its owner sees it (dashboards.md §3). Delivery credentials come with the lifecycle's views. */
export const ProjectSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  userId: z.number(),
  title: z.string(),
  businessType: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  /** Decimal dollars, as the spec shows it. */
  totalAmount: z.string(),
  createdAt: z.string(),
  deliveryDate: z.nullable(z.string()),
  pages: z.number(),
  extraPages: z.number(),
  selectedAddons: z.array(z.string()),
  timeline: z.enum(TIMELINES),
  companyName: z.string(),
  stagingUrl: z.nullable(z.string()),
  requirementsSubmittedAt: z.nullable(z.string()),
  hasLogo: z.boolean(),
})
export type Project = z.infer<typeof ProjectSchema>

export const ProjectSetupResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  project: ProjectSchema,
})

export const ProjectSetupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/projects/setup',
  auth: 'customer',
  operationId: 'submitProjectSetup',
  summary:
    'Submit the requirements of a paid project (status requirements_needed): sets the delivery date and moves it to pending_design',
  tag: 'projects',
  body: ProjectSetupRequestSchema,
  response: ProjectSetupResponseSchema,
  errors: [404, 409],
})

export const ListDashboardProjectsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/projects',
  auth: 'customer',
  operationId: 'listDashboardProjects',
  summary: "The customer's projects, newest first",
  tag: 'projects',
  response: z.array(ProjectSchema),
})

export const GetDashboardProjectEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/project/:id',
  auth: 'customer',
  operationId: 'getDashboardProject',
  summary: "One of the customer's projects",
  tag: 'projects',
  params: IdParamsSchema,
  response: ProjectSchema,
  errors: [404],
})

/** What POST /api/uploads (multipart, one `file` field) answers. */
export const UploadResponseSchema = z.object({
  id: z.number(),
  contentType: z.string(),
  size: z.number(),
  /** Where the owner and staff can fetch it. */
  url: z.string(),
})
export type UploadResponse = z.infer<typeof UploadResponseSchema>

export const UPLOAD_MESSAGES = {
  missing: 'Please choose an image to upload.',
  type: 'Please upload a PNG, JPEG, WebP or GIF image.',
  size: 'The image is larger than 5 MB. Please choose a smaller one.',
} as const
