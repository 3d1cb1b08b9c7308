import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type AdminTicketActionResponse,
  ReplySupportTicketEndpoint,
  type TicketReply,
} from '../../../../shared/contracts/support-tickets'
import { request } from '../../../lib/request'
import { refreshAfterTicketChange } from './update-support-ticket'

export function replySupportTicket(input: {
  id: number
  body: TicketReply
}): Promise<AdminTicketActionResponse> {
  return request(ReplySupportTicketEndpoint, { params: { id: input.id }, body: input.body })
}

/** The studio's answer on a ticket, sent to whoever asked. */
export function useReplySupportTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: replySupportTicket,
    onSuccess: (answer) => refreshAfterTicketChange(queryClient, answer),
  })
}
