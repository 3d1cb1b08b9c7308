import { notificationsQueryOptions } from '../../features/notifications/api/list-notifications'
import { projectQueryOptions } from '../../features/projects/api/get-project'
import { projectOrderQueryOptions } from '../../features/projects/api/get-project-order'
import { projectFilesQueryOptions, threadQueryOptions } from '../../features/messages'
import { SessionCheck } from '../../components/session-check'
import { AREAS } from '../pages'
import CustomerProjectPage from '../routes/dashboard/project-page'
import {
  AreaGuard,
  areaClientLoader,
  areaShouldRevalidate,
  type FirstReads,
  projectIdIn,
  projectLoader,
} from './area-route'

const area = AREAS.dashboard

/** The project, what it was bought with, its messages and files and the header's unread count, all at once. */
const firstReads: FirstReads = (url) => {
  const id = projectIdIn(url.pathname)
  return id === undefined
    ? []
    : [
        projectQueryOptions(id),
        projectOrderQueryOptions(id),
        threadQueryOptions('client', id),
        projectFilesQueryOptions('client', id),
        notificationsQueryOptions,
      ]
}

export const loader = projectLoader
export const clientLoader = areaClientLoader(area, firstReads)
export const shouldRevalidate = areaShouldRevalidate

export function HydrateFallback() {
  return <SessionCheck title={area.checkTitle} />
}

export default function DashboardProjectRoute() {
  return <AreaGuard area={area} page={CustomerProjectPage} />
}
