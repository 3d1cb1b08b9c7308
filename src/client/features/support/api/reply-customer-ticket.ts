import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { ReplyCustomerTicketEndpoint, type TicketReply } from '../../../../shared/contracts/support-tickets'
import { request } from '../../../lib/request'
import { supportKeys } from '../support-keys'

export type ReplyCustomerTicketResponse = EndpointResponse<typeof ReplyCustomerTicketEndpoint>

export function replyCustomerTicket(input: {
  id: number
  body: TicketReply
}): Promise<ReplyCustomerTicketResponse> {
  return request(ReplyCustomerTicketEndpoint, { params: { id: input.id }, body: input.body })
}

/** The customer's answer on one of their tickets: the conversation from the answer, the list read again. */
export function useReplyCustomerTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: replyCustomerTicket,
    onSuccess: ({ ticket }) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket)
      return queryClient.invalidateQueries({ queryKey: supportKeys.list() })
    },
  })
}
