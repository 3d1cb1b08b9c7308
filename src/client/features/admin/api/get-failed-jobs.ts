import { queryOptions, useQuery } from '@tanstack/react-query'
import { type FailedJob, ListFailedJobsEndpoint } from '../../../../shared/contracts/auth'
import { request } from '../../../lib/request'
import { adminKeys } from '../admin-keys'

export function getFailedJobs(): Promise<FailedJob[]> {
  return request(ListFailedJobsEndpoint)
}

export const failedJobsQueryOptions = queryOptions({
  queryKey: adminKeys.failedJobs(),
  queryFn: getFailedJobs,
})

export function useFailedJobs() {
  return useQuery(failedJobsQueryOptions)
}
