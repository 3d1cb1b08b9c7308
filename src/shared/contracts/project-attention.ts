import { z } from 'zod/mini'
import { PROJECT_STATUSES } from '../lifecycle'
import { INFO_REQUEST_TYPES, INFO_REQUEST_URGENCIES } from '../states'
import { defineEndpoint } from './endpoint'

/** A request for details past its window with no answer yet (infoRequestDueAt), oldest first. */
export const OverdueRequestSchema = z.object({
  requestId: z.number(),
  projectId: z.number(),
  title: z.string(),
  requestType: z.enum(INFO_REQUEST_TYPES),
  urgency: z.enum(INFO_REQUEST_URGENCIES),
  dueAt: z.string(),
})

/** A project under way whose delivery date has passed or is tomorrow at the latest, soonest first. */
export const DeadlineSchema = z.object({
  projectId: z.number(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  deliveryDate: z.string(),
  /** Its delivery date is before today. */
  late: z.boolean(),
})

export const ProjectsNeedingAttentionSchema = z.object({
  overdueRequests: z.array(OverdueRequestSchema),
  deadlines: z.array(DeadlineSchema),
})
export type ProjectsNeedingAttention = z.infer<typeof ProjectsNeedingAttentionSchema>

export const ProjectsNeedingAttentionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/projects-needing-attention',
  auth: 'admin',
  operationId: 'listProjectsNeedingAttention',
  summary:
    'What needs the studio on its projects: requests for details past their window, and deadlines passed or due by tomorrow',
  tag: 'admin',
  response: ProjectsNeedingAttentionSchema,
})
