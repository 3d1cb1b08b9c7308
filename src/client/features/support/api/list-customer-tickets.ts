import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  type CustomerSupportTicket,
  ListCustomerTicketsEndpoint,
} from '../../../../shared/contracts/support-tickets'
import { request } from '../../../lib/request'
import { supportKeys } from '../support-keys'

/** The customer's own tickets, newest first. */
export function listCustomerTickets(): Promise<CustomerSupportTicket[]> {
  return request(ListCustomerTicketsEndpoint)
}

export const customerTicketsQueryOptions = queryOptions({
  queryKey: supportKeys.list(),
  queryFn: listCustomerTickets,
})

export function useCustomerTickets() {
  return useQuery(customerTicketsQueryOptions)
}
