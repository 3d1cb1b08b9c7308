import { useMutation } from '@tanstack/react-query'
import {
  CheckDomainEndpoint,
  type CheckDomainRequest,
  type CheckDomainResponse,
} from '../../shared/contracts/domains'
import { request } from './request'

/** Whether a domain can be registered with the site, and its first-year price. */
export function checkDomain(body: CheckDomainRequest): Promise<CheckDomainResponse> {
  return request(CheckDomainEndpoint, { body })
}

export function useCheckDomain() {
  return useMutation({ mutationFn: checkDomain })
}
