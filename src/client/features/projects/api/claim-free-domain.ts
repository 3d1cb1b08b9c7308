import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ClaimFreeDomainEndpoint,
  type ClaimFreeDomainRequest,
  type ClaimFreeDomainResponse,
} from '../../../../shared/contracts/project-domain'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

export function claimFreeDomain(
  projectId: number,
  body: ClaimFreeDomainRequest,
): Promise<ClaimFreeDomainResponse> {
  return request(ClaimFreeDomainEndpoint, { params: { id: projectId }, body })
}

/** Claims the site's free .com for a project; its domain is read again. */
export function useClaimFreeDomain(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ClaimFreeDomainRequest) => claimFreeDomain(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.domain(projectId) }),
  })
}
