import { useMutation } from '@tanstack/react-query'
import {
  ConfirmTestPaymentEndpoint,
  type ConfirmTestPaymentRequest,
  type ConfirmTestPaymentResponse,
} from '../../../../shared/contracts/orders'
import { request } from '../../../lib/request'

/** Pays with a test card through the built-in test provider; a decline answers `requires_payment_method`. */
export function confirmTestPayment(body: ConfirmTestPaymentRequest): Promise<ConfirmTestPaymentResponse> {
  return request(ConfirmTestPaymentEndpoint, { body })
}

export function useConfirmTestPayment() {
  return useMutation({ mutationFn: confirmTestPayment })
}
