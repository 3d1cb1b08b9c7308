import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MarkNotificationReadEndpoint, type Notification } from '../../../../shared/contracts/notifications'
import { request } from '../../../lib/request'
import { notificationsKeys } from '../notifications-keys'

export function markNotificationRead(id: number): Promise<Notification> {
  return request(MarkNotificationReadEndpoint, { params: { id } })
}

/**
 * Marks one notification read. The list is updated at once (so the badge drops on the click) and put back if
 * the server refuses; the server's answer then replaces the entry.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  const key = notificationsKeys.list()
  const setRead = (id: number, isRead: boolean) =>
    queryClient.setQueryData<Notification[]>(key, (list) =>
      list?.map((n) => (n.id === id ? { ...n, isRead } : n)),
    )
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key })
      setRead(id, true)
    },
    onError: (_err, id) => setRead(id, false),
    onSuccess: (updated) =>
      queryClient.setQueryData<Notification[]>(key, (list) =>
        list?.map((n) => (n.id === updated.id ? updated : n)),
      ),
  })
}
