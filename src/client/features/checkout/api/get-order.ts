import { queryOptions, useQuery } from '@tanstack/react-query'
import { GetOrderEndpoint, type OrderView } from '../../../../shared/contracts/orders'
import { request } from '../../../lib/api-client'
import { checkoutKeys } from '../checkout-keys'

export function getOrder(id: number): Promise<OrderView> {
  return request(GetOrderEndpoint, { params: { id } })
}

/** Whether the server has finished the order: paid, with its project created. */
export function isFinalised(order: OrderView | undefined): boolean {
  return order?.status === 'paid' && order.project !== null
}

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: checkoutKeys.order(id),
    queryFn: () => getOrder(id),
  })

/**
 * One order; while `poll` is set and the order is not yet finalised, it is read again every `intervalMs`
 * (the payment return waits for the server to finish the order).
 */
export function useOrder(id: number | null, { poll = false, intervalMs = 1500 } = {}) {
  return useQuery({
    ...orderQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (q) => (poll && !isFinalised(q.state.data) ? intervalMs : false),
  })
}
