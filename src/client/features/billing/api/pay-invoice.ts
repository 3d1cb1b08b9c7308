import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ConfirmInvoiceTestPaymentEndpoint,
  type ConfirmInvoiceTestPaymentResponse,
  PayInvoiceEndpoint,
  type PayInvoiceResponse,
  VerifyInvoicePaymentEndpoint,
} from '../../../../shared/contracts/billing'
import type { ConfirmTestPaymentRequest } from '../../../../shared/contracts/orders'
import { request } from '../../../lib/request'
import { billingKeys } from '../billing-keys'

/** Opens the card payment of an open maintenance invoice (the same one again while unpaid). */
export function payInvoice(v: { id: number; keepCard: boolean }): Promise<PayInvoiceResponse> {
  return request(PayInvoiceEndpoint, { params: { id: v.id }, body: { keepCard: v.keepCard } })
}

export function usePayInvoice() {
  return useMutation({ mutationFn: payInvoice })
}

/** Pays an invoice with a test card (test mode); a decline answers `requires_payment_method`. */
export function confirmInvoiceTestPayment(v: {
  id: number
  body: ConfirmTestPaymentRequest
}): Promise<ConfirmInvoiceTestPaymentResponse> {
  return request(ConfirmInvoiceTestPaymentEndpoint, { params: { id: v.id }, body: v.body })
}

/** Once paid, the invoices and the plans (a past-due plan is active again) refresh. */
function useRefreshBilling() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.all })
}

export function useConfirmInvoiceTestPayment() {
  const refresh = useRefreshBilling()
  return useMutation({
    mutationFn: confirmInvoiceTestPayment,
    onSuccess: (res) => (res.status === 'succeeded' ? refresh() : undefined),
  })
}

/** After Stripe's card form: the server asks Stripe and answers the invoice. */
export function useVerifyInvoicePayment() {
  const refresh = useRefreshBilling()
  return useMutation({
    mutationFn: (id: number) => request(VerifyInvoicePaymentEndpoint, { params: { id } }),
    onSuccess: () => refresh(),
  })
}
