import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ListAdminNotificationsEndpoint } from '../../../shared/contracts/admin-notifications'
import {
  ListNotificationsEndpoint,
  MarkAllNotificationsReadEndpoint,
  MarkNotificationReadEndpoint,
} from '../../../shared/contracts/notifications'
import { addEndpoint } from '../../plugins/endpoint'
import {
  listAdminNotifications,
  listNotifications,
  readAllNotifications,
  type ProjectTitles,
  readNotification,
} from './notifications.service'

/** The notifications' routes; the admin's list names projects by `projectTitles` (projects', passed in by app.ts). */
export const notificationRoutes =
  (deps: { projectTitles: ProjectTitles }): FastifyPluginAsyncZod =>
  async (app) => {
    addEndpoint(app, ListNotificationsEndpoint, {
      handler: async (request) => listNotifications(app.ctx, request.user!.id),
    })
    addEndpoint(app, MarkNotificationReadEndpoint, {
      handler: async (request) => readNotification(app.ctx, request.user!.id, request.params.id),
    })
    addEndpoint(app, MarkAllNotificationsReadEndpoint, {
      handler: async (request) => readAllNotifications(app.ctx, request.user!.id),
    })
    // The admin panel's Notifications tab (sending one is POST /api/admin/notifications, with the projects).
    addEndpoint(app, ListAdminNotificationsEndpoint, {
      handler: async (request) => listAdminNotifications(app.ctx, request.query, deps.projectTitles),
    })
  }
