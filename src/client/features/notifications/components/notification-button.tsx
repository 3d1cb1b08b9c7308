import { Bell } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { useUnreadCount } from '../api/list-notifications'

/** The header's bell: the unread count as a badge; opens the notifications. */
export function NotificationButton({ onOpen }: { onOpen: () => void }) {
  const unread = useUnreadCount()
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      onClick={onOpen}
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
    >
      <Bell aria-hidden="true" className="!size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute -right-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-5 text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Button>
  )
}
