import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ListNotificationsEndpoint, MarkNotificationReadEndpoint } from '../../../shared/contracts/dashboard'
import { addEndpoint } from '../../plugins/endpoint'
import { listNotifications, readNotification } from './notifications.service'

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ListNotificationsEndpoint, {
    handler: async (request) => listNotifications(app.ctx, request.user!.id),
  })
  addEndpoint(app, MarkNotificationReadEndpoint, {
    handler: async (request) => readNotification(app.ctx, request.user!.id, request.params.id),
  })
}
