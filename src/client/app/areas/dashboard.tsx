import { creditNotesQueryOptions } from '../../features/billing/api/list-credit-notes'
import { invoicesQueryOptions } from '../../features/billing/api/list-invoices'
import { subscriptionsQueryOptions } from '../../features/billing/api/list-subscriptions'
import { notificationsQueryOptions } from '../../features/notifications/api/list-notifications'
import { projectsQueryOptions } from '../../features/projects/api/list-projects'
import { SessionCheck } from '../../components/session-check'
import { AREAS } from '../pages'
import DashboardPage from '../routes/dashboard'
import {
  AreaGuard,
  areaClientLoader,
  areaShouldRevalidate,
  type FirstRead,
  type FirstReads,
  sectionLoader,
} from './area-route'

const area = AREAS.dashboard

/** The dashboard's header (membership, unread count) and summary read on every section; billing its lists. */
const firstReads: FirstReads = (_url, section) => {
  const reads: FirstRead[] = []
  reads.push(subscriptionsQueryOptions)
  reads.push(notificationsQueryOptions)
  reads.push(projectsQueryOptions)
  if (section === 'billing') {
    reads.push(invoicesQueryOptions)
    reads.push(creditNotesQueryOptions)
  }
  return reads
}

export const loader = sectionLoader(area)
export const clientLoader = areaClientLoader(area, firstReads)
export const shouldRevalidate = areaShouldRevalidate

export function HydrateFallback() {
  return <SessionCheck title={area.checkTitle} />
}

export default function DashboardArea() {
  return <AreaGuard area={area} page={DashboardPage} />
}
