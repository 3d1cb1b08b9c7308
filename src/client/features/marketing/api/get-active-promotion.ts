import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GetActivePromotionResponse } from '../../../../shared/contracts/marketing'
import { apiJson } from '../../../lib/api-client'
import { marketingKeys } from '../marketing-keys'

export const ACTIVE_PROMOTION_PATH = '/api/promotions/active'

/** The promotion the countdown banner advertises, with its real end time; null when none runs. */
export function getActivePromotion(): Promise<GetActivePromotionResponse> {
  return apiJson<GetActivePromotionResponse>('GET', ACTIVE_PROMOTION_PATH)
}

export const activePromotionQueryOptions = queryOptions({
  queryKey: marketingKeys.activePromotion(),
  queryFn: getActivePromotion,
})

export function useActivePromotion() {
  return useQuery(activePromotionQueryOptions)
}
