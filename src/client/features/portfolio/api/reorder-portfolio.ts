import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ReorderPortfolioEndpoint } from '../../../../shared/contracts/admin-portfolio'
import type { OkResponse } from '../../../../shared/contracts/common'
import { request } from '../../../lib/request'
import { refreshAfterPortfolioChange } from '../admin-portfolio-cache'

export function reorderPortfolio(ids: number[]): Promise<OkResponse> {
  return request(ReorderPortfolioEndpoint, { body: { ids } })
}

/** Puts the items in a new order; the tab and the public lists refresh, also after a refusal (a stale list). */
export function useReorderPortfolio() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reorderPortfolio,
    onSettled: () => refreshAfterPortfolioChange(queryClient),
  })
}
