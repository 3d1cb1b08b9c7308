import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  CreatePortfolioItemEndpoint,
  type PortfolioItemInput,
  type PortfolioItemResponse,
} from '../../../../shared/contracts/admin-portfolio'
import { request } from '../../../lib/request'
import { refreshAfterPortfolioChange } from '../admin-portfolio-cache'

export function createPortfolioItem(body: PortfolioItemInput): Promise<PortfolioItemResponse> {
  return request(CreatePortfolioItemEndpoint, { body })
}

/** Adds an item; the tab and the public lists refresh. */
export function useCreatePortfolioItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPortfolioItem,
    onSuccess: () => refreshAfterPortfolioChange(queryClient),
  })
}
