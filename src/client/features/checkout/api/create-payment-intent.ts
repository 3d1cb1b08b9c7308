import { useMutation } from '@tanstack/react-query'
import {
  CreatePaymentIntentEndpoint,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
} from '../../../../shared/contracts/orders'
import { request } from '../../../lib/api-client'

/**
 * Stores the order with the server's price and opens its payment. Repeating it while the order is unpaid
 * updates that order and answers the same payment.
 */
export function createPaymentIntent(body: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
  return request(CreatePaymentIntentEndpoint, { body })
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent })
}
