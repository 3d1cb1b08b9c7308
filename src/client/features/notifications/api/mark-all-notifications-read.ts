import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  MarkAllNotificationsReadEndpoint,
  type MarkAllNotificationsReadResponse,
} from '../../../../shared/contracts/notifications'
import { request } from '../../../lib/request'
import { notificationsKeys } from '../notifications-keys'

export function markAllNotificationsRead(): Promise<MarkAllNotificationsReadResponse> {
  return request(MarkAllNotificationsReadEndpoint)
}

/** Marks every notification read: the list is read again afterwards (the badge follows). */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.list() }),
  })
}
