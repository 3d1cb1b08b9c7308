import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  GetAdminSiteSettingsEndpoint,
  GetPublicSiteSettingsEndpoint,
  UpdateSiteSettingsEndpoint,
} from '../../../shared/contracts/site-settings'
import { sendCached } from '../../plugins/cached-reply'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import { getAdminSiteSettings, getPublicSiteSettings, updateSiteSettings } from './site-settings.service'

export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GetPublicSiteSettingsEndpoint, {
    handler: async (request, reply) => sendCached(request, reply, await getPublicSiteSettings(app.ctx)),
  })
  addEndpoint(app, GetAdminSiteSettingsEndpoint, {
    handler: async () => getAdminSiteSettings(app.ctx),
  })
  addEndpoint(app, UpdateSiteSettingsEndpoint, {
    handler: async (request) => updateSiteSettings(app.ctx, auditActor(request), request.body),
  })
}
