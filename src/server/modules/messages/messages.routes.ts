import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AwaitingReplyEndpoint,
  GetStaffThreadEndpoint,
  GetThreadEndpoint,
  MarkStaffThreadReadEndpoint,
  MarkThreadReadEndpoint,
  PostMessageEndpoint,
  PostStaffMessageEndpoint,
  StaffUnreadMessagesEndpoint,
  UnreadMessagesEndpoint,
} from '../../../shared/contracts/messages'
import {
  ListProjectFilesEndpoint,
  ListStaffProjectFilesEndpoint,
} from '../../../shared/contracts/project-files'
import type { FastifyRequest } from 'fastify'
import { addEndpoint } from '../../plugins/endpoint'
import { listAwaitingReply } from './awaiting-reply'
import {
  getThread,
  listProjectFiles,
  markThreadRead,
  postMessage,
  type Reader,
  unreadMessages,
} from './messages.service'

/** Messages per writer: a conversation, not a flood. */
export const MESSAGE_RATE = {
  name: 'project-message',
  max: 60,
  windowMs: 3600_000,
  message: 'Too many messages. Please try again later.',
}

const client = (request: FastifyRequest): Reader => ({ side: 'client', userId: request.user!.id })
const studio = (request: FastifyRequest): Reader => ({ side: 'studio', userId: request.user!.id })

/** A project's thread, for its client under /api/dashboard and for staff under /api/admin. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const perUser = app.ctx.rateLimiter.perUser(MESSAGE_RATE)
  addEndpoint(app, GetThreadEndpoint, {
    handler: async (request) => getThread(app.ctx, client(request), request.params.id),
  })
  addEndpoint(app, ListProjectFilesEndpoint, {
    handler: async (request) => listProjectFiles(app.ctx, client(request), request.params.id),
  })
  addEndpoint(app, ListStaffProjectFilesEndpoint, {
    handler: async (request) => listProjectFiles(app.ctx, studio(request), request.params.id),
  })
  addEndpoint(app, PostMessageEndpoint, {
    preHandler: perUser,
    handler: async (request) => ({
      success: true,
      message: await postMessage(app.ctx, client(request), request.params.id, request.body),
    }),
  })
  addEndpoint(app, MarkThreadReadEndpoint, {
    handler: async (request) => ({
      success: true,
      unread: await markThreadRead(app.ctx, client(request), request.params.id, request.body.lastId),
    }),
  })
  addEndpoint(app, UnreadMessagesEndpoint, {
    handler: async (request) => unreadMessages(app.ctx, client(request)),
  })
  addEndpoint(app, GetStaffThreadEndpoint, {
    handler: async (request) => getThread(app.ctx, studio(request), request.params.id),
  })
  addEndpoint(app, PostStaffMessageEndpoint, {
    preHandler: perUser,
    handler: async (request) => ({
      success: true,
      message: await postMessage(app.ctx, studio(request), request.params.id, request.body),
    }),
  })
  addEndpoint(app, MarkStaffThreadReadEndpoint, {
    handler: async (request) => ({
      success: true,
      unread: await markThreadRead(app.ctx, studio(request), request.params.id, request.body.lastId),
    }),
  })
  addEndpoint(app, StaffUnreadMessagesEndpoint, {
    handler: async (request) => unreadMessages(app.ctx, studio(request)),
  })
  addEndpoint(app, AwaitingReplyEndpoint, {
    handler: async () => ({ threads: await listAwaitingReply(app.ctx) }),
  })
}
