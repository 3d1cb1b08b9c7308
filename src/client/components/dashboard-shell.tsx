import { LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { User } from '../../shared/contracts/auth'
import { Avatar } from './account/account-menu'
import { useSignOut } from '../hooks/use-sign-out'
import { signOutTarget } from '../lib/session'
import { cn } from '../lib/utils'
import { Logo } from './logo'
import { Button } from './ui/button'
import { Spinner } from './ui/spinner'
import { displayName } from '../../shared/display-name'

/**
 * The frame of the signed-in areas (client dashboard, admin panel, finance dashboard): brand, the area's
 * badge, who is signed in and Logout; the page below brings its own <h1>. `actions` sit before the account
 * (the client dashboard's notification button); `memberLabel` replaces the e-mail line under the name.
 * `logoutHref` makes Logout a plain link there, for a frame with no session to end (the demo dashboard).
 */
export function DashboardShell({
  badge,
  actions,
  memberLabel,
  logoutHref,
  user,
  children,
}: {
  badge?: ReactNode
  actions?: ReactNode
  memberLabel?: ReactNode
  logoutHref?: string
  user: User
  children: ReactNode
}) {
  const { signOut, isPending: loggingOut } = useSignOut()
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-3">
            <Link to="/" className="rounded-md" aria-label="SiteCraft home">
              <Logo />
            </Link>
            {badge}
          </div>
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            {actions}
            {/* With a member label (the client dashboard) the initials stay on a phone; the name needs room. */}
            <p className={cn('min-w-0 items-center gap-2 text-sm sm:flex', memberLabel ? 'flex' : 'hidden')}>
              <Avatar user={user} />
              <span className="hidden min-w-0 sm:block">
                <span className="block truncate font-semibold text-slate-900">{displayName(user)}</span>
                {memberLabel ? (
                  <span className="block truncate text-xs text-slate-600">{memberLabel}</span>
                ) : (
                  displayName(user) !== user.email && (
                    <span className="block truncate text-xs text-slate-600">{user.email}</span>
                  )
                )}
              </span>
            </p>
            {logoutHref ? (
              <Button asChild variant="outline">
                <Link to={logoutHref}>
                  <LogOut aria-hidden="true" />
                  Logout
                </Link>
              </Button>
            ) : (
              <Button
                variant="outline"
                onClick={() => signOut(signOutTarget(user.role))}
                disabled={loggingOut}
              >
                {loggingOut ? <Spinner label="Logging out" /> : <LogOut aria-hidden="true" />}
                Logout
              </Button>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        {children}
      </main>
    </div>
  )
}
