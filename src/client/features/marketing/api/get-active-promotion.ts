import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GetActivePromotionResponse } from '../../../../shared/contracts/marketing'
import { PUBLIC_READ_PATHS } from '../../../../shared/contracts/public-reads'
import { apiJson } from '../../../lib/api-client'
import { marketingKeys } from '../marketing-keys'

/** The promotion the countdown banner advertises, with its real end time; null when none runs. */
export function getActivePromotion(): Promise<GetActivePromotionResponse> {
  return apiJson<GetActivePromotionResponse>('GET', PUBLIC_READ_PATHS.activePromotion)
}

export const activePromotionQueryOptions = queryOptions({
  queryKey: marketingKeys.activePromotion(),
  queryFn: getActivePromotion,
})

export function useActivePromotion() {
  return useQuery(activePromotionQueryOptions)
}
