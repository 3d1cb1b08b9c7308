import { queryOptions, useQuery } from '@tanstack/react-query'
import { FindOrderByPaymentEndpoint, type OrderView } from '../../../../shared/contracts/orders'
import { request } from '../../../lib/request'
import { checkoutKeys } from '../checkout-keys'

/** The customer's order a payment belongs to: the card provider's return address names only the payment. */
export function findOrderByPayment(paymentIntent: string): Promise<OrderView> {
  return request(FindOrderByPaymentEndpoint, { query: { paymentIntent } })
}

export const orderByPaymentQueryOptions = (paymentIntent: string) =>
  queryOptions({
    queryKey: checkoutKeys.orderByPayment(paymentIntent),
    queryFn: () => findOrderByPayment(paymentIntent),
  })

export function useOrderByPayment(paymentIntent: string | null) {
  return useQuery({ ...orderByPaymentQueryOptions(paymentIntent ?? ''), enabled: !!paymentIntent })
}
