import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  RefundDomainFeeEndpoint,
  type RefundDomainFeeResponse,
} from '../../../../shared/contracts/admin-domains'
import { request } from '../../../lib/request'
import { adminNotificationsKeys } from '../../notifications'
import { domainsKeys } from '../domains-keys'

export function refundDomainFee(id: number): Promise<RefundDomainFeeResponse> {
  return request(RefundDomainFeeEndpoint, { params: { id } })
}

/** Refunds a failed paid domain's fee; the domain pages and the sent notifications refresh. */
export function useRefundDomainFee() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refundDomainFee,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainsKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminNotificationsKeys.all }),
      ]),
  })
}
