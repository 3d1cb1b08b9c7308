import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import {
  ClientDesignCommentEndpoints,
  StaffDesignCommentEndpoints,
} from '../../../shared/contracts/design-comments'
import { addEndpoint } from '../../plugins/endpoint'
import {
  type Commenter,
  listDesignComments,
  pinDesignComment,
  pinScreenshotComment,
  replyToDesignComment,
  resolveDesignComment,
} from './design-comments.service'

/** Pinned comments on design samples and review screenshots: the client's routes under /api/dashboard, staff's under /api/admin. */
export const designCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [side, endpoints] of [
    ['client', ClientDesignCommentEndpoints],
    ['studio', StaffDesignCommentEndpoints],
  ] as const) {
    const who = (request: FastifyRequest): Commenter => ({ side, userId: request.user!.id })
    addEndpoint(app, endpoints.list, {
      handler: async (request) => ({
        comments: await listDesignComments(app.ctx, who(request), request.params.id),
      }),
    })
    addEndpoint(app, endpoints.pin, {
      handler: async (request) =>
        pinDesignComment(app.ctx, who(request), request.params.id, request.params.sampleId, request.body),
    })
    addEndpoint(app, endpoints.pinScreenshot, {
      handler: async (request) =>
        pinScreenshotComment(
          app.ctx,
          who(request),
          request.params.id,
          request.params.screenshotId,
          request.body,
        ),
    })
    addEndpoint(app, endpoints.reply, {
      handler: async (request) =>
        replyToDesignComment(
          app.ctx,
          who(request),
          request.params.id,
          request.params.commentId,
          request.body.body,
        ),
    })
    addEndpoint(app, endpoints.resolve, {
      handler: async (request) =>
        resolveDesignComment(
          app.ctx,
          who(request),
          request.params.id,
          request.params.commentId,
          request.body.resolved,
        ),
    })
  }
}
