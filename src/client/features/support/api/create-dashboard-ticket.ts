import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CreateDashboardTicket,
  CreateDashboardTicketEndpoint,
} from '../../../../shared/contracts/support-tickets'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { supportKeys } from '../support-keys'

export type CreateDashboardTicketResponse = EndpointResponse<typeof CreateDashboardTicketEndpoint>

/** Opens a support ticket from the dashboard, linked to one of the customer's projects or to none. */
export function createDashboardTicket(body: CreateDashboardTicket): Promise<CreateDashboardTicketResponse> {
  return request(CreateDashboardTicketEndpoint, { body })
}

export function useCreateDashboardTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [CreateDashboardTicketEndpoint.path],
    mutationFn: createDashboardTicket,
    // The Support tab lists the new ticket.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.list() }),
  })
}
