import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { CreateMaintenancePlanEndpoint } from '../../../shared/contracts/admin-projects'
import { ErrorResponseSchema, IdParamsSchema } from '../../../shared/contracts/common'
import {
  INVOICE_PDF_PATH,
  ListInvoicesEndpoint,
  ListSubscriptionsEndpoint,
} from '../../../shared/contracts/dashboard'
import { addEndpoint } from '../../plugins/endpoint'
import { createMaintenancePlan, invoicePdf, listInvoices, listSubscriptions } from './billing.service'

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ListInvoicesEndpoint, {
    handler: async (request) => listInvoices(app.ctx, request.user!.id),
  })
  addEndpoint(app, ListSubscriptionsEndpoint, {
    handler: async (request) => listSubscriptions(app.ctx, request.user!.id),
  })
  addEndpoint(app, CreateMaintenancePlanEndpoint, {
    handler: async (request) => createMaintenancePlan(app.ctx, request.body),
  })
  // A document, not JSON: declared here with its role, as the uploads' GET route is.
  app.route({
    method: 'GET',
    url: INVOICE_PDF_PATH,
    config: { role: ['customer', 'admin'] },
    schema: {
      operationId: 'getInvoicePdf',
      summary: 'An invoice as a PDF, to its owner and to admins',
      tags: ['dashboard'],
      security: [{ bearerAuth: [] }],
      params: IdParamsSchema,
      response: {
        200: z.any(),
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { number, pdf } = await invoicePdf(app.ctx, request.user!, request.params.id)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="invoice-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf)
    },
  })
}
