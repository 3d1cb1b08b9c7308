import { queryOptions, useQuery } from '@tanstack/react-query'
import { ListNotificationsEndpoint, type Notification } from '../../../../shared/contracts/notifications'
import { request } from '../../../lib/request'
import { notificationsKeys } from '../notifications-keys'

/** The customer's notifications, newest first. */
export function listNotifications(): Promise<Notification[]> {
  return request(ListNotificationsEndpoint)
}

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsKeys.list(),
  queryFn: listNotifications,
})

export function useNotifications() {
  return useQuery(notificationsQueryOptions)
}

/** How many of the customer's notifications are unread (0 while they load). */
export function useUnreadCount(): number {
  const { data } = useNotifications()
  return data?.filter((n) => !n.isRead).length ?? 0
}
