import { Bell, Crown, LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { Logo } from '../../../components/logo'
import { Button } from '../../../components/ui/button'
import { DEMO_USER } from '../demo-data'
import { displayName } from '../../../../shared/display-name'

/**
 * The demo's header, shaped like the client dashboard's: the notification bell with its unread count, who is
 * "signed in" (the sample client) and Logout, which only leaves for the home page: there is no session to end.
 */
export function DemoHeader({ unread, onBell }: { unread: number; onBell: () => void }) {
  const initials = `${DEMO_USER.firstName[0]}${DEMO_USER.lastName[0]}`
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="shrink-0 rounded-md" aria-label="SiteCraft home">
          <Logo />
        </Link>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Button
            variant="ghost"
            size="icon"
            className="relative"
            onClick={onBell}
            aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          >
            <Bell className="size-5" aria-hidden="true" />
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="absolute right-0.5 top-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold leading-none text-white ring-2 ring-white"
              >
                {unread}
              </span>
            )}
          </Button>
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
            >
              {initials}
            </span>
            <span className="hidden min-w-0 sm:block">
              <span className="block truncate font-semibold text-slate-900">{displayName(DEMO_USER)}</span>
              <span className="flex items-center gap-1 text-xs font-medium text-amber-800">
                <Crown className="size-3.5" aria-hidden="true" />
                Basic maintenance plan
              </span>
            </span>
            <span className="sr-only sm:hidden">{displayName(DEMO_USER)}, Basic maintenance plan</span>
          </p>
          <Button asChild variant="outline">
            <Link to="/">
              <LogOut aria-hidden="true" />
              Logout
            </Link>
          </Button>
        </div>
      </div>
    </header>
  )
}
