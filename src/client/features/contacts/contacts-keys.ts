import type { ContactFilter } from '../../../shared/contracts/admin-contacts'

/** Query keys of the admin's Contacts tab, under `admin`: invalidating `all` refreshes every page of it. */
export const contactsKeys = {
  all: ['admin', 'contacts'] as const,
  list: (filter: { page: number; status?: ContactFilter | undefined }) =>
    [...contactsKeys.all, 'list', { page: filter.page, status: filter.status ?? null }] as const,
}
