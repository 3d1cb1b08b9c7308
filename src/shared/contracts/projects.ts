import { z } from 'zod/mini'
import { PROJECT_STATUSES } from '../lifecycle'
import { ACTOR_ROLES, INFO_REQUEST_TYPES, INFO_REQUEST_URGENCIES } from '../states'
import {
  emailField,
  IdParamsSchema,
  idField,
  MULTILINE,
  optionalText,
  plainText,
  requiredText,
  cents,
} from './common'
import { defineEndpoint } from './endpoint'
import { ProjectDeadlineSchema } from './project-deadline'
import { RevisionRoundSchema } from './revision-rounds'
import { FileAttachmentSchema } from './uploads'
import { ORDER_BUSINESS_TYPES } from './orders'
import { TIMELINES } from '../catalog'

function minText(min: number, message: string, max = 5000) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      plainText(MULTILINE),
      z.minLength(min, message),
      z.maxLength(max, `Must be at most ${max} characters`),
    )
}

/** The requirements form's fields (public-site.md §3, messages of §5), without the project and logo. */
export const ProjectSetupFieldsSchema = z.object({
  companyName: requiredText('Company name is required', 200),
  /** Optional: the project's business type, when the order did not say it. */
  businessType: z._default(
    z.union([z.literal(''), z.enum(ORDER_BUSINESS_TYPES)], { error: 'Please choose a business type' }),
    '',
  ),
  companyUSP: requiredText('Company USP is required', 1000),
  shortDescription: minText(10, 'Short description must be at least 10 characters', 500),
  longDescription: minText(50, 'Long description must be at least 50 characters', 5000),
  businessEmail: emailField('Valid business email is required'),
  businessPhone: requiredText('Business phone is required', 50),
  businessAddress: requiredText('Business address is required', 500, MULTILINE),
  preferredColors: requiredText('Preferred colors are required', 500),
  logoDescription: optionalText(1000, MULTILINE),
  pagesNeeded: requiredText('Please specify pages needed', 1000, MULTILINE),
  similarWebsites: optionalText(1000, MULTILINE),
  specificRequirements: optionalText(5000, MULTILINE),
  targetAudience: requiredText('Target audience is required', 1000),
  callToAction: requiredText('Main call to action is required', 500),
  socialMediaLinks: optionalText(1000, MULTILINE),
})
export type ProjectSetupFields = z.input<typeof ProjectSetupFieldsSchema>

/** Each field of the requirements form as the form and every copy of the brief name it; the logo too. */
export const SETUP_FIELD_LABELS: Record<keyof ProjectSetupFields | 'logo', string> = {
  companyName: 'Company name',
  businessType: 'Business type',
  companyUSP: 'What makes your company unique?',
  shortDescription: 'Short description',
  longDescription: 'Long description',
  businessEmail: 'Business email',
  businessPhone: 'Business phone',
  businessAddress: 'Business address',
  preferredColors: 'Preferred colors',
  logoDescription: 'Logo notes',
  similarWebsites: 'Websites you like',
  pagesNeeded: 'Pages needed',
  targetAudience: 'Target audience',
  callToAction: 'Main call to action',
  specificRequirements: 'Specific requirements',
  socialMediaLinks: 'Social media links',
  logo: 'Logo',
}

/** The requirements form's field names, in the form's order. */
export const SETUP_FIELD_NAMES = Object.keys(ProjectSetupFieldsSchema.shape) as [
  keyof ProjectSetupFields,
  ...(keyof ProjectSetupFields)[],
]

export const ProjectSetupRequestSchema = z.extend(ProjectSetupFieldsSchema, {
  projectId: idField('Please open the form from your project'),
  /** An image uploaded first through POST /api/uploads. */
  logoUploadId: z.optional(z.nullable(idField('Please upload the logo again'))),
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
  totalAmountCents: cents,
  createdAt: z.string(),
  deliveryDate: z.nullable(z.string()),
  pages: z.number(),
  /** Extra pages in all, paid and free. */
  extraPages: z.number(),
  /** Of the extra pages, those a coupon gave free (where the project is read with its order). */
  freePages: z.optional(z.number()),
  selectedAddons: z.array(z.string()),
  timeline: z.enum(TIMELINES),
  companyName: z.string(),
  stagingUrl: z.nullable(z.string()),
  requirementsSubmittedAt: z.nullable(z.string()),
  hasLogo: z.boolean(),
  /** Label and progress of shared/lifecycle.ts, so every screen shows the same. */
  statusLabel: z.string(),
  progress: z.number(),
  finalReviewSubmittedAt: z.nullable(z.string()),
  /** Revision rounds asked so far; rounds past INCLUDED_REVISION_ROUNDS are billable. */
  revisionRounds: z.number(),
  /** The round of design samples being prepared or shown (1, then one more each time the client asks). */
  designRound: z.number(),
  /** The latest revision request's text. */
  revisionRequests: z.nullable(z.string()),
  /** Delivery details, set when delivered; the passwords are opened only for the owner and admins. */
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
export type Project = z.infer<typeof ProjectSchema>

/** One entry of a project's timeline: who moved it, when, from where to where, and why. */
export const ProjectEventSchema = z.object({
  id: z.number(),
  kind: z.string(),
  actorRole: z.enum(ACTOR_ROLES),
  fromStatus: z.nullable(z.enum(PROJECT_STATUSES)),
  toStatus: z.nullable(z.enum(PROJECT_STATUSES)),
  note: z.nullable(z.string()),
  createdAt: z.string(),
})
export type ProjectEvent = z.infer<typeof ProjectEventSchema>

export const InfoRequestSchema = z.object({
  id: z.number(),
  requestType: z.enum(INFO_REQUEST_TYPES),
  urgency: z.enum(INFO_REQUEST_URGENCIES),
  details: z.string(),
  specificItems: z.array(z.string()),
  createdAt: z.string(),
  /** When an open request counts as unanswered (infoRequestDueAt); null for one never flagged. */
  dueAt: z.nullable(z.string()),
  /** The client's answer, given in the product: it closes the request. */
  answer: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
  /** The files sent with the answer (GET /api/uploads/:id opens each to the client and to staff). */
  attachments: z.array(FileAttachmentSchema),
})

/** The client's answer to a request for details: their words and, if they like, up to 10 uploaded files. */
export const AnswerInfoRequestSchema = z.object({
  answer: requiredText('Please write your answer', 5000, MULTILINE),
  uploadIds: z._default(
    z.array(idField('Please upload the file again')).check(z.maxLength(10, 'Please send at most 10 files')),
    [],
  ),
})
export type AnswerInfoRequest = z.input<typeof AnswerInfoRequestSchema>

export const INFO_REQUEST_MESSAGES = {
  notFound: 'This request for details could not be found.',
  answered: 'This request has already been answered.',
  uploadMissing: 'One of your files was not found. Please upload it again.',
  sent: 'Thank you! The studio has your answer.',
} as const
export type InfoRequest = z.infer<typeof InfoRequestSchema>

/** One correction of a submitted brief: who, when, and each field's value before and after. */
export const BriefChangeSchema = z.object({
  at: z.string(),
  by: z.enum(ACTOR_ROLES),
  /** A form field by its name, or `logo` (before and after are the files' names). */
  fields: z.array(
    z.object({ name: z.enum([...SETUP_FIELD_NAMES, 'logo']), before: z.string(), after: z.string() }),
  ),
})
export type BriefChange = z.infer<typeof BriefChangeSchema>

/** The brief: the requirements form's answers as the client submitted them, and the logo sent with them. */
export const ProjectBriefSchema = z.object({
  submittedAt: z.string(),
  /** Each answered field of ProjectSetupFieldsSchema by its name; a field left empty is absent. */
  answers: z.partialRecord(z.enum(SETUP_FIELD_NAMES), z.string()),
  /** The logo as uploaded (GET /api/uploads/:id opens it to its owner and to staff). */
  logo: z.nullable(z.object({ uploadId: z.number(), name: z.string() })),
  /** Whether its client may still correct it: until the design starts (BRIEF_EDITABLE_STATUSES). */
  editable: z.boolean(),
  /** Every correction since it was submitted, newest first. */
  changes: z.array(BriefChangeSchema),
})
export type ProjectBrief = z.infer<typeof ProjectBriefSchema>

/** The statuses in which the client may still correct the brief: submitted, and no design shown yet. */
export const BRIEF_EDITABLE_STATUSES = ['pending_design'] as const

/** A correction of the brief: the whole form again; the logo is replaced only when a new upload is named. */
export const UpdateBriefRequestSchema = z.extend(ProjectSetupFieldsSchema, {
  logoUploadId: z.optional(z.nullable(idField('Please upload the logo again'))),
})
export type UpdateBriefRequest = z.input<typeof UpdateBriefRequestSchema>

export const BRIEF_MESSAGES = {
  saved: 'Your brief is updated. The studio has been told what changed.',
  unchanged: 'Nothing was changed.',
  locked: 'The brief can no longer be changed: the design has started. Please message the studio instead.',
} as const

/** A project with its timeline (oldest first) and the studio's requests for details (newest first). */
/** A screenshot of the staging site the studio sent with a review request, for the client to pin comments on. */
export const ReviewScreenshotSchema = z.object({
  id: z.number(),
  /** The review it belongs to: 1, then one more after each revision round. */
  reviewRound: z.number(),
  /** The picture (GET /api/uploads/:id opens it to the client and to staff). */
  file: FileAttachmentSchema,
  createdAt: z.string(),
})
export type ReviewScreenshot = z.infer<typeof ReviewScreenshotSchema>

export const ProjectDetailSchema = z.extend(ProjectSchema, {
  events: z.array(ProjectEventSchema),
  /** The screenshots sent with the review requests, oldest first. */
  reviewScreenshots: z.array(ReviewScreenshotSchema),
  infoRequests: z.array(InfoRequestSchema),
  /** Null until the requirements are submitted. */
  brief: z.nullable(ProjectBriefSchema),
  /** The delivery date with its pauses; null until the requirements are submitted, and once delivered. */
  deadline: z.nullable(ProjectDeadlineSchema),
  /** The revision rounds asked for, oldest first; a billable one with its invoice. */
  revisionHistory: z.array(RevisionRoundSchema),
})
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>

export const UpdateBriefEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/dashboard/project/:id/brief',
  auth: 'customer',
  operationId: 'updateBrief',
  summary:
    "Correct a project's submitted brief until the design starts; each change is kept with who and when",
  tag: 'projects',
  params: IdParamsSchema,
  body: UpdateBriefRequestSchema,
  response: z.object({ success: z.boolean(), message: z.string(), project: ProjectDetailSchema }),
  errors: [404, 409],
})

export const AnswerInfoRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/project/:id/info-requests/:requestId/answer',
  auth: 'customer',
  operationId: 'answerInfoRequest',
  summary:
    "Answer a request for details of one of the customer's projects (text and files); it is then closed",
  tag: 'projects',
  params: z.object({ id: IdParamsSchema.shape.id, requestId: IdParamsSchema.shape.id }),
  body: AnswerInfoRequestSchema,
  response: z.object({ success: z.boolean(), message: z.string(), project: ProjectDetailSchema }),
  errors: [404, 409],
})

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
  response: ProjectDetailSchema,
  errors: [404],
})

/* The design and review steps the client takes (dashboards.md §2, §4, §7). */

/** An earlier version of a design sample, as it was shown until the next replaced it. */
export const DesignSampleVersionSchema = z.object({
  version: z.number(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  previewUrl: z.nullable(z.string()),
  designNotes: z.string(),
  publishedAt: z.string(),
  replacedAt: z.string(),
})
export type DesignSampleVersion = z.infer<typeof DesignSampleVersionSchema>

export const DesignSampleSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  /** The round it was published in (1, then one more each time the client asks for new designs). */
  round: z.number(),
  /** Its version: 1, then one more each time the studio replaces its picture or preview. */
  version: z.number(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  previewUrl: z.nullable(z.string()),
  designNotes: z.string(),
  isSelected: z.boolean(),
  clientFeedback: z.nullable(z.string()),
  createdAt: z.string(),
  /** Its earlier versions, oldest first. */
  versions: z.array(DesignSampleVersionSchema),
})
export type DesignSample = z.infer<typeof DesignSampleSchema>

/** The statuses in which the client may read the design samples (dashboards.md §4). */
export const CLIENT_SAMPLE_STATUSES = ['samples_ready', 'design_selected', 'under_development'] as const

/**
 * Whether the client sees a project's samples (and their pins): in CLIENT_SAMPLE_STATUSES, and while the studio
 * prepares a later round (pending_design after the first), when the earlier rounds stay in view.
 */
export function clientSeesSamples(project: { status: string; designRound: number }): boolean {
  return (
    (CLIENT_SAMPLE_STATUSES as readonly string[]).includes(project.status) ||
    (project.status === 'pending_design' && project.designRound > 1)
  )
}

export const ListDesignSamplesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/projects/:id/design-samples',
  auth: 'customer',
  operationId: 'listDesignSamples',
  summary:
    "The design samples of one of the customer's projects (samples_ready, design_selected, under_development)",
  tag: 'projects',
  params: IdParamsSchema,
  response: z.array(DesignSampleSchema),
  errors: [404, 409],
})

export const SelectDesignRequestSchema = z.object({
  sampleId: idField('Please choose a design'),
  /** Omitted when blank. */
  feedback: z.optional(
    z.string().check(z.trim(), plainText(MULTILINE), z.maxLength(5000, 'Must be at most 5000 characters')),
  ),
})
export type SelectDesignRequest = z.input<typeof SelectDesignRequestSchema>

/** What the client's lifecycle actions answer: the project as it now is. */
export const ProjectActionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  project: ProjectDetailSchema,
})
export type ProjectActionResponse = z.infer<typeof ProjectActionResponseSchema>

export const SelectDesignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/select-design',
  auth: 'customer',
  operationId: 'selectDesign',
  summary:
    'Pick one design sample (status samples_ready), with optional feedback: moves the project to design_selected',
  tag: 'projects',
  params: IdParamsSchema,
  body: SelectDesignRequestSchema,
  response: ProjectActionResponseSchema,
  errors: [404, 409],
})

export const NEW_DESIGNS_MESSAGES = {
  required: 'Please tell our designers what to change',
  earlierRound: 'This design belongs to an earlier round. Please choose one of the latest designs.',
} as const

export const RequestNewDesignsRequestSchema = z.object({
  feedback: requiredText(NEW_DESIGNS_MESSAGES.required, 5000, MULTILINE),
})
export type RequestNewDesignsRequest = z.input<typeof RequestNewDesignsRequestSchema>

export const RequestNewDesignsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/request-new-designs',
  auth: 'customer',
  operationId: 'requestNewDesigns',
  summary:
    'None of the samples suits (status samples_ready): back to pending_design with the feedback, and the studio prepares the next round',
  tag: 'projects',
  params: IdParamsSchema,
  body: RequestNewDesignsRequestSchema,
  response: ProjectActionResponseSchema,
  errors: [404, 409],
})

export const ApproveProjectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/approve',
  auth: 'customer',
  operationId: 'approveProject',
  summary: 'Approve the finished site (status awaiting_approval): moves the project to completed',
  tag: 'projects',
  params: IdParamsSchema,
  body: z.object({}),
  response: ProjectActionResponseSchema,
  errors: [404, 409],
})

export const REVISION_MESSAGES = { required: 'Please describe the changes you would like' } as const

export const RequestRevisionsRequestSchema = z.object({
  revisionRequests: requiredText(REVISION_MESSAGES.required, 5000, MULTILINE),
})
export type RequestRevisionsRequest = z.input<typeof RequestRevisionsRequestSchema>

export const RequestRevisionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/request-revisions',
  auth: 'customer',
  operationId: 'requestRevisions',
  summary:
    'Ask for changes to the finished site (status awaiting_approval): back to under_development; a round past the second is invoiced first and starts once its invoice is paid by card',
  tag: 'projects',
  params: IdParamsSchema,
  body: RequestRevisionsRequestSchema,
  response: ProjectActionResponseSchema,
  errors: [404, 409],
})

export const WithdrawRevisionRoundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/revision-round/withdraw',
  auth: 'customer',
  operationId: 'withdrawRevisionRound',
  summary: 'Take back a billable revision round that waits for its payment: its invoice is cancelled',
  tag: 'projects',
  params: IdParamsSchema,
  response: ProjectActionResponseSchema,
  errors: [404, 409],
})
