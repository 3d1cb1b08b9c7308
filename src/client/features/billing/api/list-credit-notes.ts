import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CreditNoteSummary, ListCreditNotesEndpoint } from '../../../../shared/contracts/billing'
import { request } from '../../../lib/request'
import { billingKeys } from '../billing-keys'

/** The customer's credit notes (refunds), newest first. */
export function listCreditNotes(): Promise<CreditNoteSummary[]> {
  return request(ListCreditNotesEndpoint)
}

export const creditNotesQueryOptions = queryOptions({
  queryKey: billingKeys.creditNotes(),
  queryFn: listCreditNotes,
})

export function useCreditNotes() {
  return useQuery(creditNotesQueryOptions)
}
