import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DeletePortfolioItemEndpoint } from '../../../../shared/contracts/admin-portfolio'
import type { OkResponse } from '../../../../shared/contracts/common'
import { request } from '../../../lib/request'
import { refreshAfterPortfolioChange } from '../admin-portfolio-cache'

export function deletePortfolioItem(id: number): Promise<OkResponse> {
  return request(DeletePortfolioItemEndpoint, { params: { id } })
}

/** Deletes an item; the tab and the public lists refresh. */
export function useDeletePortfolioItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePortfolioItem,
    onSuccess: () => refreshAfterPortfolioChange(queryClient),
  })
}
