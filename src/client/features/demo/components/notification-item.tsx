import { Bell, CreditCard, FolderKanban, Gift, type LucideIcon, Settings } from 'lucide-react'
import { useRef } from 'react'
import { NOTIFICATION_TYPE_LABELS, type NotificationType } from '../../../../shared/states'
import { cn } from '../../../lib/utils'
import { timeAgo } from '../demo-date'
import type { DemoNotification } from '../demo-data'

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  admin: Bell,
  order_update: FolderKanban,
  system: Settings,
  promotion: Gift,
  payment: CreditCard,
}

/**
 * A notification. An unread one is a button: choosing it marks it read (in this page only), and focus stays
 * on the item, which is no longer a button.
 */
export function NotificationItem({
  notification: n,
  onRead,
}: {
  notification: DemoNotification
  onRead: (id: number) => void
}) {
  const itemRef = useRef<HTMLLIElement>(null)
  const Icon = TYPE_ICONS[n.type]
  const body = (
    <>
      <span
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
          n.isRead ? 'bg-slate-100 text-slate-600' : 'bg-brand-100 text-brand-800',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="block min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {!n.isRead && <span className="sr-only">Unread: </span>}
          <span className="font-semibold text-slate-900">{n.title}</span>
          <span className="text-xs font-medium text-slate-600">{NOTIFICATION_TYPE_LABELS[n.type]}</span>
        </span>
        <span className="mt-0.5 block text-sm text-slate-700">{n.message}</span>
        <span className="mt-1 block text-xs text-slate-600">{timeAgo(n.hoursAgo)}</span>
      </span>
      {!n.isRead && (
        <span className="mt-1 inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-brand-700">
          <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
          New
          <span className="sr-only">, select to mark as read</span>
        </span>
      )}
    </>
  )
  const layout = 'flex w-full items-start gap-3 rounded-xl p-3 text-left'
  return (
    <li ref={itemRef} tabIndex={-1} className="rounded-xl">
      {n.isRead ? (
        <div className={layout}>{body}</div>
      ) : (
        <button
          type="button"
          className={cn(layout, 'cursor-pointer bg-brand-50/60 hover:bg-brand-50')}
          onClick={() => {
            itemRef.current?.focus()
            onRead(n.id)
          }}
        >
          {body}
        </button>
      )}
    </li>
  )
}
