import { z } from 'zod/mini'
import { IdParamsSchema, idField, MULTILINE, requiredText } from './common'
import { defineEndpoint } from './endpoint'
import { FileAttachmentSchema } from './uploads'

/** Who wrote a message, in the thread's two sides: the client, or someone of the studio. */
export const MESSAGE_AUTHORS = ['client', 'studio'] as const
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number]

export const ThreadMessageSchema = z.object({
  id: z.number(),
  author: z.enum(MESSAGE_AUTHORS),
  /** The writer's display name: the client's, or the studio's person. */
  authorName: z.string(),
  body: z.string(),
  /** A staff note the client never sees (only staff answers carry `true`). */
  internal: z.boolean(),
  attachments: z.array(FileAttachmentSchema),
  createdAt: z.string(),
})
export type ThreadMessage = z.infer<typeof ThreadMessageSchema>

/** One project's thread, oldest first, with what the reader has not read yet. */
export const ThreadSchema = z.object({
  messages: z.array(ThreadMessageSchema),
  /** Messages from the other side after the reader's last read one. */
  unread: z.number(),
  /** The last message the reader has read (0 for none). */
  lastReadId: z.number(),
})
export type Thread = z.infer<typeof ThreadSchema>

const uploadIdsField = z._default(
  z.array(idField('Please upload the file again')).check(z.maxLength(10, 'Please send at most 10 files')),
  [],
)

/** A client's message: their words and up to 10 files they uploaded. */
export const PostMessageSchema = z.object({
  body: requiredText('Please write your message', 5000, MULTILINE),
  uploadIds: uploadIdsField,
})
export type PostMessage = z.input<typeof PostMessageSchema>

/** A staff message, or with `internal` a note only staff read. */
export const PostStaffMessageSchema = z.object({
  body: requiredText('Please write your message', 5000, MULTILINE),
  uploadIds: uploadIdsField,
  internal: z._default(z.boolean(), false),
})
export type PostStaffMessage = z.input<typeof PostStaffMessageSchema>

export const MarkThreadReadSchema = z.object({
  /** The newest message the reader has seen. */
  lastId: idField('Please choose a message'),
})

export const PostedMessageSchema = z.object({ success: z.boolean(), message: ThreadMessageSchema })
export const ThreadReadSchema = z.object({ success: z.boolean(), unread: z.number() })

/** Unread messages per project of the reader's, for the badges on cards and lists. */
export const UnreadMessagesSchema = z.object({
  total: z.number(),
  projects: z.array(z.object({ projectId: z.number(), unread: z.number() })),
})
export type UnreadMessages = z.infer<typeof UnreadMessagesSchema>

/** A thread whose last word is the client's, unanswered by the studio for more than 4 working hours. */
export const AwaitingReplySchema = z.object({
  projectId: z.number(),
  title: z.string(),
  clientName: z.string(),
  /** When the client's oldest unanswered message was sent. */
  waitingSince: z.string(),
})
export const AwaitingReplyListSchema = z.object({ threads: z.array(AwaitingReplySchema) })
export type AwaitingReply = z.infer<typeof AwaitingReplySchema>

export const MESSAGE_MESSAGES = {
  uploadMissing: 'One of your files was not found. Please upload it again.',
  closed: 'This project is closed. Please open a support ticket instead.',
} as const

const ProjectParams = IdParamsSchema

export const GetThreadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/project/:id/messages',
  auth: 'customer',
  operationId: 'getProjectThread',
  summary: "The messages of one of the customer's projects with the studio, oldest first",
  tag: 'messages',
  params: ProjectParams,
  response: ThreadSchema,
  errors: [404],
})

export const PostMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/project/:id/messages',
  auth: 'customer',
  operationId: 'postProjectMessage',
  summary: 'Write to the studio about one of the customer\u2019s projects, with files if they like',
  tag: 'messages',
  params: ProjectParams,
  body: PostMessageSchema,
  response: PostedMessageSchema,
  errors: [404, 409],
})

export const MarkThreadReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/project/:id/messages/read',
  auth: 'customer',
  operationId: 'markProjectThreadRead',
  summary: 'Mark the thread read up to a message',
  tag: 'messages',
  params: ProjectParams,
  body: MarkThreadReadSchema,
  response: ThreadReadSchema,
  errors: [404],
})

export const UnreadMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/messages/unread',
  auth: 'customer',
  operationId: 'countUnreadMessages',
  summary: "Unread messages from the studio on each of the customer's projects",
  tag: 'messages',
  response: UnreadMessagesSchema,
})

export const GetStaffThreadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/projects/:id/messages',
  auth: 'admin',
  operationId: 'getStaffProjectThread',
  summary: "A project's thread with its client, with the studio's internal notes",
  tag: 'messages',
  params: ProjectParams,
  response: ThreadSchema,
  errors: [404],
})

export const PostStaffMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/projects/:id/messages',
  auth: 'admin',
  operationId: 'postStaffProjectMessage',
  summary: 'Write to the client of a project, or leave an internal note only staff read',
  tag: 'messages',
  params: ProjectParams,
  body: PostStaffMessageSchema,
  response: PostedMessageSchema,
  errors: [404],
})

export const MarkStaffThreadReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/projects/:id/messages/read',
  auth: 'admin',
  operationId: 'markStaffProjectThreadRead',
  summary: "Mark a project's thread read up to a message, for this staff member",
  tag: 'messages',
  params: ProjectParams,
  body: MarkThreadReadSchema,
  response: ThreadReadSchema,
  errors: [404],
})

export const StaffUnreadMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/messages/unread',
  auth: 'admin',
  operationId: 'countStaffUnreadMessages',
  summary: 'Unread client messages on each project, for this staff member',
  tag: 'messages',
  response: UnreadMessagesSchema,
})

export const AwaitingReplyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/messages/awaiting-reply',
  auth: 'admin',
  operationId: 'listThreadsAwaitingReply',
  summary:
    'Threads whose client has waited more than 4 working hours for the studio\u2019s answer, longest first',
  tag: 'messages',
  response: AwaitingReplyListSchema,
})
