import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type AdminTicketActionResponse,
  type UpdateSupportTicket,
  UpdateSupportTicketEndpoint,
} from '../../../../shared/contracts/support-tickets'
import { adminStatsKeys } from '../../../hooks/use-admin-stats'
import { request } from '../../../lib/request'
import { adminSupportKeys } from '../support-keys'

export function updateSupportTicket(input: {
  id: number
  body: UpdateSupportTicket
}): Promise<AdminTicketActionResponse> {
  return request(UpdateSupportTicketEndpoint, { params: { id: input.id }, body: input.body })
}

/** After a ticket changed: its detail from the answer, the lists and the overview's Open Tickets read again. */
export function refreshAfterTicketChange(queryClient: QueryClient, answer: AdminTicketActionResponse) {
  queryClient.setQueryData(adminSupportKeys.ticket(answer.ticket.id), answer.ticket)
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: adminSupportKeys.all,
      predicate: (q) => q.queryKey[3] !== answer.ticket.id,
    }),
    queryClient.invalidateQueries({ queryKey: adminStatsKeys.all }),
  ])
}

/** Mark In Progress, Resolve: the status set and, with a response, the studio's message sent. */
export function useUpdateSupportTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSupportTicket,
    onSuccess: (answer) => refreshAfterTicketChange(queryClient, answer),
  })
}
