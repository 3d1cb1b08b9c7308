import { useMutation } from '@tanstack/react-query'
import { type AccessDetails, RevealAccessDetailsEndpoint } from '../../../../shared/contracts/admin-projects'
import { request } from '../../../lib/request'

export function revealAccessDetails(id: number): Promise<AccessDetails> {
  return request(RevealAccessDetailsEndpoint, { params: { id } })
}

/**
 * Opens a delivered project's passwords (the server records each opening in the audit log). A mutation, not a
 * cached query: the secrets stay in the component that asked, and go when it closes.
 */
export function useRevealAccessDetails() {
  return useMutation({ mutationFn: revealAccessDetails })
}
