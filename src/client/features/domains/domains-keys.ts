import type { DomainRequestStatus } from '../../../shared/states'

/** Query keys of the admin's Domains tab, under `admin`: invalidating `all` refreshes every page of it. */
export const domainsKeys = {
  all: ['admin', 'domains'] as const,
  list: (filter: { page: number; status?: DomainRequestStatus | undefined }) =>
    [...domainsKeys.all, 'list', { page: filter.page, status: filter.status ?? null }] as const,
}
