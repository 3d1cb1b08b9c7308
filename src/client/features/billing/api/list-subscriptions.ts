import { queryOptions, useQuery } from '@tanstack/react-query'
import { ListSubscriptionsEndpoint, type Subscription } from '../../../../shared/contracts/billing'
import { request } from '../../../lib/request'
import { billingKeys } from '../billing-keys'

/** The customer's maintenance subscriptions, newest first. */
export function listSubscriptions(): Promise<Subscription[]> {
  return request(ListSubscriptionsEndpoint)
}

export const subscriptionsQueryOptions = queryOptions({
  queryKey: billingKeys.subscriptions(),
  queryFn: listSubscriptions,
})

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions)
}
