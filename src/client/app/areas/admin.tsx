import { failedJobsQueryOptions } from '../../features/admin-overview/api/get-failed-jobs'
import { awaitingReplyQueryOptions } from '../../features/admin-overview/api/list-awaiting-reply'
import { projectsNeedingAttentionQueryOptions } from '../../features/admin-overview/api/list-projects-needing-attention'
import { adminStatsQueryOptions } from '../../hooks/use-admin-stats'
import { paymentsNeedingAttentionQueryOptions } from '../../features/admin-overview/api/list-payments-needing-attention'
import { SessionCheck } from '../../components/session-check'
import { AREAS } from '../pages'
import AdminArea from '../routes/admin/admin-area'
import {
  AreaGuard,
  areaClientLoader,
  areaShouldRevalidate,
  type FirstRead,
  type FirstReads,
  sectionLoader,
} from './area-route'

const area = AREAS.admin

/** The panel's figures, read on every section; the overview's lists with them. */
const firstReads: FirstReads = (_url, section) => {
  const reads: FirstRead[] = []
  reads.push(adminStatsQueryOptions)
  if ((section ?? 'overview') === 'overview') {
    reads.push(paymentsNeedingAttentionQueryOptions)
    reads.push(failedJobsQueryOptions)
    reads.push(projectsNeedingAttentionQueryOptions)
    reads.push(awaitingReplyQueryOptions)
  }
  return reads
}

export const loader = sectionLoader(area)
export const clientLoader = areaClientLoader(area, firstReads)
export const shouldRevalidate = areaShouldRevalidate

export function HydrateFallback() {
  return <SessionCheck title={area.checkTitle} />
}

export default function AdminRoute() {
  return <AreaGuard area={area} page={AdminArea} />
}
