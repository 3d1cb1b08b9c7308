import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type PortfolioItemInput,
  type PortfolioItemResponse,
  UpdatePortfolioItemEndpoint,
} from '../../../../shared/contracts/admin-portfolio'
import { request } from '../../../lib/request'
import { refreshAfterPortfolioChange } from '../admin-portfolio-cache'

export function updatePortfolioItem(input: {
  id: number
  body: PortfolioItemInput
}): Promise<PortfolioItemResponse> {
  return request(UpdatePortfolioItemEndpoint, { params: { id: input.id }, body: input.body })
}

/** Edits an item (featured included); the tab and the public lists refresh. */
export function useUpdatePortfolioItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePortfolioItem,
    onSuccess: () => refreshAfterPortfolioChange(queryClient),
  })
}
