import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '../../../shared/contracts/common'
import {
  FINANCE_EXPORT_PATH,
  FinanceExportQuerySchema,
  GetFinanceOrderEndpoint,
  GetFinanceStatsEndpoint,
  ListFinanceOrdersEndpoint,
} from '../../../shared/contracts/finance'
import { addEndpoint } from '../../plugins/endpoint'
import { fileResponse } from '../../plugins/openapi'
import { exportFinanceCsv, exportFinancePdf } from './finance.export'
import { getFinanceOrder, getFinanceStats, listFinanceOrders } from './finance.service'

/** GET /api/cfo/stats, /api/cfo/orders, /api/cfo/orders/:id and /api/cfo/export. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GetFinanceStatsEndpoint, {
    handler: async (request) => getFinanceStats(app.ctx, request.query),
  })
  addEndpoint(app, ListFinanceOrdersEndpoint, {
    handler: async (request) => listFinanceOrders(app.ctx, request.query),
  })
  addEndpoint(app, GetFinanceOrderEndpoint, {
    handler: async (request) => getFinanceOrder(app.ctx, request.params.id),
  })
  app.route({
    method: 'GET',
    url: FINANCE_EXPORT_PATH,
    config: { role: 'cfo' },
    schema: {
      operationId: 'exportFinanceReport',
      summary: "The finance report of a period and status as a download: the orders' CSV or the report's PDF",
      tags: ['finance'],
      security: [{ bearerAuth: [] }],
      querystring: FinanceExportQuerySchema,
      response: {
        200: fileResponse("The orders' CSV (type=csv) or the report's PDF (type=pdf)", {
          text: ['text/csv'],
          binary: ['application/pdf'],
        }),
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { type, ...filter } = request.query
      const file =
        type === 'csv' ? await exportFinanceCsv(app.ctx, filter) : await exportFinancePdf(app.ctx, filter)
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body)
    },
  })
}
