import { useMutation } from '@tanstack/react-query'
import {
  type CreateDashboardTicket,
  CreateDashboardTicketEndpoint,
} from '../../../../shared/contracts/dashboard'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/api-client'

export type CreateDashboardTicketResponse = EndpointResponse<typeof CreateDashboardTicketEndpoint>

/** Opens a support ticket from the dashboard, linked to one of the customer's projects or to none. */
export function createDashboardTicket(body: CreateDashboardTicket): Promise<CreateDashboardTicketResponse> {
  return request(CreateDashboardTicketEndpoint, { body })
}

export function useCreateDashboardTicket() {
  return useMutation({
    mutationKey: [CreateDashboardTicketEndpoint.path],
    mutationFn: createDashboardTicket,
  })
}
