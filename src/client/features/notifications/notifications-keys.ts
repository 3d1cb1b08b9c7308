/** Query keys of the customer's notifications. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
}

/**
 * Query keys of the admin's Notifications tab: every notification sent, under `admin` apart from the customer's
 * own; invalidating `all` refreshes every page of it.
 */
export const adminNotificationsKeys = {
  all: ['admin', 'notifications'] as const,
  list: (page: number) => [...adminNotificationsKeys.all, 'list', { page }] as const,
}
