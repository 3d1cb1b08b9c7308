import { queryOptions, useQuery } from '@tanstack/react-query'
import { type InvoiceSummary, ListInvoicesEndpoint } from '../../../../shared/contracts/billing'
import { request } from '../../../lib/request'
import { billingKeys } from '../billing-keys'

/** The customer's invoices, newest first. */
export function listInvoices(): Promise<InvoiceSummary[]> {
  return request(ListInvoicesEndpoint)
}

export const invoicesQueryOptions = queryOptions({
  queryKey: billingKeys.invoices(),
  queryFn: listInvoices,
})

export function useInvoices() {
  return useQuery(invoicesQueryOptions)
}
