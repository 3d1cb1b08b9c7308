import type { QueryClient } from '@tanstack/react-query'
import type { AdminProjectDetail } from '../../../shared/contracts/admin-projects'
import { adminStatsKeys } from '../../hooks/use-admin-stats'
import { adminProjectsKeys } from './projects-keys'

/**
 * After a change to a project: the answer's project becomes its cached detail, and the lists (its card may have
 * moved status or left a filtered page), its samples and the overview's figures are read again.
 */
export function refreshAfterProjectChange(queryClient: QueryClient, project?: AdminProjectDetail) {
  if (project) queryClient.setQueryData(adminProjectsKeys.detail(project.id), project)
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: adminProjectsKeys.all,
      // The detail just written is current.
      predicate: (q) => !project || q.queryKey.join('/') !== adminProjectsKeys.detail(project.id).join('/'),
    }),
    queryClient.invalidateQueries({ queryKey: adminStatsKeys.all }),
  ])
}
