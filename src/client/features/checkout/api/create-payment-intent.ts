import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  CreatePaymentIntentEndpoint,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
} from '../../../../shared/contracts/orders'
import { request } from '../../../lib/request'
import { sessionKeys } from '../../../lib/session'

/**
 * Stores the order with the server's price and opens its payment. Repeating it while the order is unpaid
 * updates that order and answers the same payment.
 */
export function createPaymentIntent(body: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
  return request(CreatePaymentIntentEndpoint, { body })
}

/** The server keeps the billing name on the account, so the signed-in user is read again afterwards. */
export function useCreatePaymentIntent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPaymentIntent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
  })
}
