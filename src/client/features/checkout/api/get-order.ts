import { queryOptions, useQuery } from '@tanstack/react-query'
import { GetOrderEndpoint, type OrderView } from '../../../../shared/contracts/orders'
import { request } from '../../../lib/request'
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

/** An answer that will not change by waiting: finished, closed, or not there at all. */
function settled(order: OrderView | undefined, failed: boolean): boolean {
  return failed || isFinalised(order) || order?.status === 'cancelled' || order?.status === 'failed'
}

/**
 * One order; while `poll` is set and the order is still on its way (pending, or paid without its project yet),
 * it is read again every `intervalMs` (the payment return waits for the server to finish the order). A pending
 * order with a declined card is still read: the customer may pay with another card in another tab.
 */
export function useOrder(id: number | null, { poll = false, intervalMs = 1500 } = {}) {
  return useQuery({
    ...orderQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (q) => (poll && !settled(q.state.data, q.state.status === 'error') ? intervalMs : false),
  })
}
