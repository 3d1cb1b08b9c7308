import { queryOptions, useQuery } from '@tanstack/react-query'
import { type FailedJob, ListFailedJobsEndpoint } from '../../../../shared/contracts/auth'
import { request } from '../../../lib/request'
import { adminOverviewKeys } from '../admin-overview-keys'

export function getFailedJobs(): Promise<FailedJob[]> {
  return request(ListFailedJobsEndpoint)
}

export const failedJobsQueryOptions = queryOptions({
  queryKey: adminOverviewKeys.failedJobs(),
  queryFn: getFailedJobs,
})

export function useFailedJobs() {
  return useQuery(failedJobsQueryOptions)
}
