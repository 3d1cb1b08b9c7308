import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type ContactFilter, ListContactsEndpoint } from '../../../../shared/contracts/admin-contacts'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { contactsKeys } from '../contacts-keys'

export type ContactsPage = EndpointResponse<typeof ListContactsEndpoint>
export interface ContactsFilter {
  page: number
  status?: ContactFilter | undefined
}

/** Contact submissions a page at a time on the Contacts tab. */
export const CONTACTS_PAGE_SIZE = 20

export function listContacts(filter: ContactsFilter): Promise<ContactsPage> {
  return request(ListContactsEndpoint, {
    query: { page: filter.page, pageSize: CONTACTS_PAGE_SIZE, status: filter.status },
  })
}

export const contactsQueryOptions = (filter: ContactsFilter) =>
  queryOptions({
    queryKey: contactsKeys.list(filter),
    queryFn: () => listContacts(filter),
    placeholderData: keepPreviousData,
  })

export function useContacts(filter: ContactsFilter) {
  return useQuery(contactsQueryOptions(filter))
}
