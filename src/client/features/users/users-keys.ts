import type { AdminUserSort } from '../../../shared/contracts/users'

/** Which page of the Users tab: the search, the order and the page. */
export interface AdminUsersFilter {
  page: number
  q: string
  sort: AdminUserSort
}

/**
 * Query keys of the accounts as the admin's Users tab reads them, under `admin`: invalidating `all` refreshes the
 * lists and every account's record.
 */
export const usersKeys = {
  all: ['admin', 'users'] as const,
  list: (filter: AdminUsersFilter) =>
    [...usersKeys.all, 'list', { page: filter.page, q: filter.q, sort: filter.sort }] as const,
  detail: (id: number) => [...usersKeys.all, 'detail', id] as const,
}
