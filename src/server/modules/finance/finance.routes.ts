import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recurringRoutes } from './recurring.routes'
import { refundRoutes } from './refund.routes'
import { reportRoutes } from './report.routes'

/** The finance dashboard's calls (dashboards.md §7 "CFO"): the reports, and recurring revenue. */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reportRoutes)
  await app.register(recurringRoutes)
  await app.register(refundRoutes)
}
