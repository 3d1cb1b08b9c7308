import { adminProjectQueryOptions } from '../../features/projects/api/get-admin-project'
import { adminProjectOrderQueryOptions } from '../../features/projects/api/get-project-order'
import { projectFilesQueryOptions, threadQueryOptions } from '../../features/messages'
import { SessionCheck } from '../../components/session-check'
import { AREAS } from '../pages'
import AdminProjectPage from '../routes/admin/project-page'
import {
  AreaGuard,
  areaClientLoader,
  areaShouldRevalidate,
  type FirstReads,
  projectIdIn,
  projectLoader,
} from './area-route'

const area = AREAS.admin

/** The project with its client and samples, what it was bought with, its messages and files, at once. */
const firstReads: FirstReads = (url) => {
  const id = projectIdIn(url.pathname)
  return id === undefined
    ? []
    : [
        adminProjectQueryOptions(id),
        adminProjectOrderQueryOptions(id),
        threadQueryOptions('studio', id),
        projectFilesQueryOptions('studio', id),
      ]
}

export const loader = projectLoader
export const clientLoader = areaClientLoader(area, firstReads)
export const shouldRevalidate = areaShouldRevalidate

export function HydrateFallback() {
  return <SessionCheck title={area.checkTitle} />
}

export default function AdminProjectRoute() {
  return <AreaGuard area={area} page={AdminProjectPage} />
}
