import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AwaitingReply, AwaitingReplyEndpoint } from '../../../../shared/contracts/messages'
import { request } from '../../../lib/request'
import { adminOverviewKeys } from '../admin-overview-keys'

/** Clients who have waited more than 4 working hours for the studio's answer in their project's thread. */
export const awaitingReplyQueryOptions = queryOptions({
  queryKey: adminOverviewKeys.awaitingReply(),
  queryFn: async (): Promise<AwaitingReply[]> => (await request(AwaitingReplyEndpoint)).threads,
})

export function useAwaitingReply() {
  return useQuery(awaitingReplyQueryOptions)
}
