import { centsToDecimal } from '../../../shared/catalog'
import type { AppContext } from '../../context'
import { overviewFigures } from '../reporting/reporting.repo'

export async function getAdminStats(ctx: AppContext) {
  const f = await overviewFigures(ctx.db)
  return {
    totalUsers: f.totalUsers,
    activeProjects: f.activeProjects,
    openTickets: f.openTickets,
    totalRevenue: centsToDecimal(f.revenueCents),
  }
}
