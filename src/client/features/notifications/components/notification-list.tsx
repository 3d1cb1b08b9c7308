import { Bell, BellOff, Check, CheckCheck, FolderOpen } from 'lucide-react'
import type { Notification } from '../../../../shared/contracts/notifications'
import { LoadError } from '../../../components/load-error'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { toast } from '../../../lib/toast'
import { cn } from '../../../lib/utils'
import { useNotifications } from '../api/list-notifications'
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read'
import { useMarkNotificationRead } from '../api/mark-notification-read'
import { formatDate } from '../../../../shared/dates'

function NotificationItem({
  notification: n,
  onRead,
  onOpenProject,
  marking,
}: {
  notification: Notification
  onRead: (id: number) => void
  onOpenProject?: ((projectId: number) => void) | undefined
  marking: boolean
}) {
  const body = (
    <>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{n.title}</span>
        {!n.isRead && <Badge>New</Badge>}
      </span>
      <span className="mt-1 block text-sm text-slate-700">{n.message}</span>
      <span className="mt-1 block text-xs text-slate-600">{formatDate(n.createdAt)}</span>
    </>
  )
  return (
    <li
      className={cn(
        'flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between',
        !n.isRead && 'bg-brand-50/60',
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full',
            n.isRead ? 'bg-slate-100 text-slate-600' : 'bg-brand-100 text-brand-800',
          )}
        >
          <Bell className="size-4" />
        </span>
        {n.isRead ? (
          <div className="min-w-0 break-words">{body}</div>
        ) : (
          // Opening an unread notification marks it read, as its button does.
          <button
            type="button"
            onClick={() => onRead(n.id)}
            className="min-w-0 flex-1 cursor-pointer break-words rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <span className="sr-only">Unread: </span>
            {body}
          </button>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 self-start">
        {n.projectId !== null && onOpenProject && (
          // It opens what it is about: the project, and it is read.
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              if (!n.isRead) onRead(n.id)
              onOpenProject(n.projectId!)
            }}
          >
            <FolderOpen aria-hidden="true" />
            View project
            <span className="sr-only">: {n.title}</span>
          </Button>
        )}
        {!n.isRead && (
          <Button variant="outline" size="sm" onClick={() => onRead(n.id)} disabled={marking}>
            <Check aria-hidden="true" />
            Mark as read
            <span className="sr-only">: {n.title}</span>
          </Button>
        )}
      </div>
    </li>
  )
}

/**
 * The customer's notifications, newest first: all of them, or the first `limit` with 'View All Notifications'
 * when there are more. An unread one is marked read when opened or with its button.
 */
export function NotificationList({
  limit,
  onViewAll,
  onOpenProject,
  onMarkRead,
}: {
  limit?: number
  onViewAll?: () => void
  /** Opens the project a notification is about. */
  onOpenProject?: (projectId: number) => void
  /**
   * Marks notifications read instead of the server, for a page whose answers are its own (the demo dashboard's
   * sample data); without it they are marked read on the server.
   */
  onMarkRead?: (ids: number[]) => void
}) {
  const notifications = useNotifications()
  const markRead = useMarkNotificationRead()
  const markAll = useMarkAllNotificationsRead()
  const readAll = () =>
    onMarkRead
      ? onMarkRead((notifications.data ?? []).filter((n) => !n.isRead).map((n) => n.id))
      : markAll.mutate(undefined, {
          onError: () =>
            toast({
              title: 'Error',
              description: 'We could not mark your notifications as read. Please try again.',
              variant: 'destructive',
            }),
        })

  const read = (id: number) =>
    onMarkRead
      ? onMarkRead([id])
      : markRead.mutate(id, {
          onError: () =>
            toast({
              title: 'Error',
              description: 'We could not mark the notification as read. Please try again.',
              variant: 'destructive',
            }),
        })

  if (notifications.isPending)
    return (
      <Card className="grid gap-4 p-5" aria-busy="true">
        <p className="sr-only" role="status">
          Loading your notifications
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </Card>
    )
  if (notifications.isError)
    return (
      <LoadError
        what="your notifications"
        onRetry={() => void notifications.refetch()}
        retrying={notifications.isFetching}
      />
    )
  const all = notifications.data
  if (all.length === 0)
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
          <BellOff className="size-6" aria-hidden="true" />
        </span>
        <p className="font-semibold text-slate-900">No notifications yet</p>
        <p className="mt-1 text-sm text-slate-600">Updates about your projects will appear here.</p>
      </Card>
    )
  const shown = limit === undefined ? all : all.slice(0, limit)
  const pendingId = markRead.isPending ? markRead.variables : undefined
  const unread = all.filter((n) => !n.isRead).length
  return (
    <Card className="overflow-hidden">
      {unread > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 text-sm text-slate-700">
          <span>{unread} unread</span>
          <Button variant="ghost" size="sm" onClick={readAll} disabled={markAll.isPending}>
            <CheckCheck aria-hidden="true" />
            {markAll.isPending ? 'Marking…' : 'Mark all as read'}
          </Button>
        </div>
      )}
      <ul className="divide-y divide-slate-200">
        {shown.map((n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            onRead={read}
            onOpenProject={onOpenProject}
            marking={pendingId === n.id}
          />
        ))}
      </ul>
      {limit !== undefined && all.length > limit && onViewAll && (
        <div className="border-t border-slate-200 p-3 text-center">
          <Button variant="link" onClick={onViewAll}>
            View All Notifications
          </Button>
        </div>
      )}
    </Card>
  )
}
