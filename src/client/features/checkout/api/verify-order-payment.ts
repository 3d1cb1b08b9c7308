import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type OrderView, VerifyOrderPaymentEndpoint } from '../../../../shared/contracts/orders'
import { request } from '../../../lib/request'
import { checkoutKeys } from '../checkout-keys'

/** Asks the server to check the order's payment with the provider and finalise it if paid (safe to repeat). */
export function verifyOrderPayment(id: number): Promise<OrderView> {
  return request(VerifyOrderPaymentEndpoint, { params: { id } })
}

/** The answer is the order itself, so it goes straight into that order's cache entry. */
export function useVerifyOrderPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyOrderPayment,
    onSuccess: (order) => queryClient.setQueryData(checkoutKeys.order(order.id), order),
  })
}
