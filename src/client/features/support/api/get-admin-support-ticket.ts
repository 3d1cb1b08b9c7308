import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  type AdminSupportTicketDetail,
  GetAdminSupportTicketEndpoint,
} from '../../../../shared/contracts/support-tickets'
import { request } from '../../../lib/request'
import { adminSupportKeys } from '../support-keys'

export function getAdminSupportTicket(id: number): Promise<AdminSupportTicketDetail> {
  return request(GetAdminSupportTicketEndpoint, { params: { id } })
}

export const adminSupportTicketQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminSupportKeys.ticket(id),
    queryFn: () => getAdminSupportTicket(id),
  })

/** One ticket with its conversation, read while `id` is set. */
export function useAdminSupportTicket(id: number | null) {
  return useQuery({ ...adminSupportTicketQueryOptions(id ?? 0), enabled: id !== null })
}
