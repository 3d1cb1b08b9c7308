import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ListPaymentsNeedingAttentionEndpoint } from '../../../shared/contracts/admin-payments'
import { GetAdminStatsEndpoint } from '../../../shared/contracts/admin'
import { ListFailedJobsEndpoint } from '../../../shared/contracts/auth'
import { MAIL_JOB } from '../../integrations/mail/outbox'
import { listDeadJobs } from '../../jobs/queue'
import { addEndpoint } from '../../plugins/endpoint'
import { getAdminStats, getPaymentsNeedingAttention } from './admin.service'

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GetAdminStatsEndpoint, { handler: async () => getAdminStats(app.ctx) })
  addEndpoint(app, ListFailedJobsEndpoint, {
    handler: async () =>
      (await listDeadJobs(app.ctx.db)).map((j) => ({
        id: j.id,
        kind: j.kind === MAIL_JOB ? `mail: ${String(j.payload.kind ?? 'message')}` : j.kind,
        attempts: j.attempts,
        lastError: j.lastError ?? '',
        failedAt: (j.finishedAt ?? j.runAt).toISOString(),
      })),
  })
  addEndpoint(app, ListPaymentsNeedingAttentionEndpoint, {
    handler: async () => getPaymentsNeedingAttention(app.ctx),
  })
}
