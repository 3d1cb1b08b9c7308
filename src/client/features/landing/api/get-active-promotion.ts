import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  GetActivePromotionEndpoint,
  type GetActivePromotionResponse,
} from '../../../../shared/contracts/marketing'
import { request } from '../../../lib/api-client'

/** The promotion the countdown banner advertises, with its real end time; null when none runs. */
export function getActivePromotion(): Promise<GetActivePromotionResponse> {
  return request(GetActivePromotionEndpoint)
}

export const activePromotionQueryOptions = queryOptions({
  queryKey: [GetActivePromotionEndpoint.path],
  queryFn: getActivePromotion,
})

export function useActivePromotion() {
  return useQuery(activePromotionQueryOptions)
}
