import { z } from 'zod/mini'
import { IdParamsSchema, MULTILINE, requiredText } from './common'
import { defineEndpoint } from './endpoint'
import { MESSAGE_AUTHORS } from './messages'

/** A point on a sample's picture, in hundredths of a percent from its top-left corner (0 to 10,000). */
const coordinate = z
  .number({ error: 'Please click on the design where your comment applies' })
  .check(z.int(), z.gte(0), z.lte(10_000))

export const DesignReplySchema = z.object({
  id: z.number(),
  author: z.enum(MESSAGE_AUTHORS),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
})

/** A numbered comment pinned to a point of a design sample, with its replies; resolved once dealt with. */
export const DesignCommentSchema = z.object({
  id: z.number(),
  /** The design sample it is pinned on, or null for a review screenshot's comment. */
  sampleId: z.nullable(z.number()),
  /** The review screenshot it is pinned on (ProjectDetail.reviewScreenshots), or null for a sample's. */
  screenshotId: z.nullable(z.number()),
  /** The sample's version it was pinned on (DesignSample.version, or one of its earlier versions); 1 on a screenshot. */
  sampleVersion: z.number(),
  /** 1, 2, 3… on its sample, as the pin shows it. */
  number: z.number(),
  x: z.number(),
  y: z.number(),
  author: z.enum(MESSAGE_AUTHORS),
  authorName: z.string(),
  body: z.string(),
  resolvedAt: z.nullable(z.string()),
  createdAt: z.string(),
  replies: z.array(DesignReplySchema),
})
export type DesignComment = z.infer<typeof DesignCommentSchema>

export const DesignCommentsSchema = z.object({ comments: z.array(DesignCommentSchema) })

export const PinCommentSchema = z.object({
  x: coordinate,
  y: coordinate,
  body: requiredText('Please write your comment', 2000, MULTILINE),
})
export type PinComment = z.input<typeof PinCommentSchema>

export const ReplySchema = z.object({ body: requiredText('Please write your reply', 2000, MULTILINE) })
export const ResolveSchema = z.object({ resolved: z.boolean({ error: 'Please say whether it is resolved' }) })

export const DESIGN_COMMENT_MESSAGES = {
  notFound: 'This comment could not be found.',
  sampleNotFound: 'Design sample not found',
  closed: 'Comments can be added while the designs are being chosen.',
  screenshotNotFound: 'Screenshot not found',
  reviewClosed: 'Comments on the screenshots can be added while the website waits for your review.',
} as const

const CommentAnswer = z.object({ success: z.boolean(), comment: DesignCommentSchema })
const ProjectParams = IdParamsSchema
const SampleParams = z.object({ id: IdParamsSchema.shape.id, sampleId: IdParamsSchema.shape.id })
const ScreenshotParams = z.object({ id: IdParamsSchema.shape.id, screenshotId: IdParamsSchema.shape.id })
const CommentParams = z.object({ id: IdParamsSchema.shape.id, commentId: IdParamsSchema.shape.id })

/** The same five routes on each side: the client's under /api/dashboard, staff's under /api/admin. */
function sideEndpoints(side: 'client' | 'studio') {
  const base = side === 'client' ? '/api/dashboard/project/:id' : '/api/admin/projects/:id'
  const auth = side === 'client' ? ('customer' as const) : ('admin' as const)
  const who = side === 'client' ? "one of the customer's projects" : 'a project'
  const op = (name: string) => (side === 'client' ? name : `staff${name[0]!.toUpperCase()}${name.slice(1)}`)
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${base}/design-comments`,
      auth,
      operationId: op('listDesignComments'),
      summary: `The comments pinned on the design samples of ${who}, with their replies`,
      tag: 'projects',
      params: ProjectParams,
      response: DesignCommentsSchema,
      errors: [404],
    }),
    pin: defineEndpoint({
      method: 'POST',
      path: `${base}/design-samples/:sampleId/comments`,
      auth,
      operationId: op('pinDesignComment'),
      summary: 'Pin a numbered comment on a point of a design sample',
      tag: 'projects',
      params: SampleParams,
      body: PinCommentSchema,
      response: CommentAnswer,
      errors: [404, 409],
    }),
    pinScreenshot: defineEndpoint({
      method: 'POST',
      path: `${base}/review-screenshots/:screenshotId/comments`,
      auth,
      operationId: op('pinScreenshotComment'),
      summary: 'Pin a numbered comment on a point of a screenshot of the staging site sent for review',
      tag: 'projects',
      params: ScreenshotParams,
      body: PinCommentSchema,
      response: CommentAnswer,
      errors: [404, 409],
    }),
    reply: defineEndpoint({
      method: 'POST',
      path: `${base}/design-comments/:commentId/replies`,
      auth,
      operationId: op('replyToDesignComment'),
      summary: 'Reply to a comment pinned on a design sample',
      tag: 'projects',
      params: CommentParams,
      body: ReplySchema,
      response: CommentAnswer,
      errors: [404],
    }),
    resolve: defineEndpoint({
      method: 'POST',
      path: `${base}/design-comments/:commentId/resolve`,
      auth,
      operationId: op('resolveDesignComment'),
      summary: 'Mark a pinned comment resolved, or open it again',
      tag: 'projects',
      params: CommentParams,
      body: ResolveSchema,
      response: CommentAnswer,
      errors: [404],
    }),
  }
}

export const ClientDesignCommentEndpoints = sideEndpoints('client')
export const StaffDesignCommentEndpoints = sideEndpoints('studio')
