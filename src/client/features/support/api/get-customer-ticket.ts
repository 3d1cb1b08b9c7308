import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  type CustomerSupportTicketDetail,
  GetCustomerTicketEndpoint,
} from '../../../../shared/contracts/support-tickets'
import { request } from '../../../lib/request'
import { supportKeys } from '../support-keys'

export function getCustomerTicket(id: number): Promise<CustomerSupportTicketDetail> {
  return request(GetCustomerTicketEndpoint, { params: { id } })
}

export const customerTicketQueryOptions = (id: number) =>
  queryOptions({ queryKey: supportKeys.ticket(id), queryFn: () => getCustomerTicket(id) })

/** One of the customer's tickets with its conversation, read while `id` is set. */
export function useCustomerTicket(id: number | null) {
  return useQuery({ ...customerTicketQueryOptions(id ?? 0), enabled: id !== null })
}
