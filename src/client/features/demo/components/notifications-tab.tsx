import { Card } from '../../../components/ui/card'
import type { DemoNotification } from '../demo-data'
import { NotificationItem } from './notification-item'

export function NotificationsTab({
  notifications,
  onRead,
}: {
  notifications: readonly DemoNotification[]
  onRead: (id: number) => void
}) {
  const unread = notifications.filter((n) => !n.isRead).length
  return (
    <section aria-labelledby="demo-notifications-heading">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="demo-notifications-heading" className="text-xl font-semibold text-slate-900">
          Notifications
        </h2>
        <p className="text-sm text-slate-600" aria-live="polite">
          {unread ? `${unread} unread — select one to mark it as read` : 'All caught up'}
        </p>
      </div>
      <Card className="p-2 sm:p-3">
        <ul className="grid gap-1">
          {notifications.map((n) => (
            <NotificationItem key={n.id} notification={n} onRead={onRead} />
          ))}
        </ul>
      </Card>
    </section>
  )
}
