import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MessageAuthor } from '../../../../shared/contracts/messages'
import {
  ListProjectFilesEndpoint,
  ListStaffProjectFilesEndpoint,
  type ProjectFile,
} from '../../../../shared/contracts/project-files'
import { request } from '../../../lib/request'
import { messagesKeys } from '../messages-keys'

/** Every file of a project as `side` reads it, newest first (staff also see their notes' files). */
export const projectFilesQueryOptions = (side: MessageAuthor, projectId: number) =>
  queryOptions({
    queryKey: messagesKeys.files(side, projectId),
    queryFn: (): Promise<ProjectFile[]> =>
      side === 'client'
        ? request(ListProjectFilesEndpoint, { params: { id: projectId } })
        : request(ListStaffProjectFilesEndpoint, { params: { id: projectId } }),
  })

export function useProjectFiles(side: MessageAuthor, projectId: number) {
  return useQuery(projectFilesQueryOptions(side, projectId))
}
