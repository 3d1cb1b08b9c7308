import { z } from 'zod/mini'
import { IdParamsSchema } from './common'
import { defineEndpoint } from './endpoint'
import { FileAttachmentSchema } from './uploads'

/** Where a project's file came from: the brief's logo, a message (or a staff note), an answer, a review. */
export const PROJECT_FILE_SOURCES = ['brief', 'message', 'note', 'answer', 'review'] as const
export type ProjectFileSource = (typeof PROJECT_FILE_SOURCES)[number]

/** One file of a project as its Files section lists it: the file, what it came with, who sent it and when. */
export const ProjectFileSchema = z.object({
  file: FileAttachmentSchema,
  source: z.enum(PROJECT_FILE_SOURCES),
  /** What it came with, in the reader's words ("Logo from the brief", "Answer to: Your opening hours"). */
  label: z.string(),
  from: z.enum(['client', 'studio']),
  at: z.string(),
})
export type ProjectFile = z.infer<typeof ProjectFileSchema>

export const ListProjectFilesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/project/:id/files',
  auth: 'customer',
  operationId: 'listProjectFiles',
  summary:
    "Every file of one of the customer's projects, newest first: the brief's logo, the thread's files, answers and review screenshots",
  tag: 'messages',
  params: IdParamsSchema,
  response: z.array(ProjectFileSchema),
  errors: [404],
})

export const ListStaffProjectFilesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/projects/:id/files',
  auth: 'admin',
  operationId: 'listStaffProjectFiles',
  summary: "Every file of a project, newest first, the studio's internal notes' files among them",
  tag: 'messages',
  params: IdParamsSchema,
  response: z.array(ProjectFileSchema),
  errors: [404],
})
