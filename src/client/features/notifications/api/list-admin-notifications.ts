import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ListAdminNotificationsEndpoint } from '../../../../shared/contracts/admin-notifications'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { adminNotificationsKeys } from '../notifications-keys'

export type AdminNotificationsPage = EndpointResponse<typeof ListAdminNotificationsEndpoint>

/** Notifications a page at a time on the Notifications tab. */
export const ADMIN_NOTIFICATIONS_PAGE_SIZE = 25

export function listAdminNotifications(page: number): Promise<AdminNotificationsPage> {
  return request(ListAdminNotificationsEndpoint, { query: { page, pageSize: ADMIN_NOTIFICATIONS_PAGE_SIZE } })
}

export const adminNotificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminNotificationsKeys.list(page),
    queryFn: () => listAdminNotifications(page),
    placeholderData: keepPreviousData,
  })

export function useAdminNotifications(page: number) {
  return useQuery(adminNotificationsQueryOptions(page))
}
