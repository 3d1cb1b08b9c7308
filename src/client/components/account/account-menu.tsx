import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { User, UserRole } from '../../../shared/contracts/auth'
import { cn } from '../../lib/utils'
import { Button } from '../ui/button'
import { AccountChecking } from './account-checking'
import { Spinner } from '../ui/spinner'
import { useAccount } from '../../hooks/use-session'
import { useSignOut } from '../../hooks/use-sign-out'
import { homeFor, signOutTarget } from '../../lib/session'
import { useHydrated } from '../../hooks/use-hydrated'
import { displayName, initials } from '../../../shared/display-name'

const HOME_LABEL: Record<UserRole, string> = {
  customer: 'Dashboard',
  admin: 'Admin panel',
  cfo: 'Finance dashboard',
}

export function Avatar({ user, className }: { user: User; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white',
        className,
      )}
    >
      {initials(user)}
    </span>
  )
}

/**
 * The header's account area: 'Sign In' for visitors; for a signed-in person their name, opening a small menu
 * with their home (by role) and Log out. `layout="mobile"` lays the same out inline for the mobile menu.
 */
export function AccountMenu({
  layout = 'desktop',
  onNavigate,
}: {
  layout?: 'desktop' | 'mobile'
  onNavigate?: () => void
}) {
  const hydrated = useHydrated()
  const { status, user } = useAccount()
  const { signOut, isPending } = useSignOut()

  if (status === 'pending' && hydrated) {
    return <AccountChecking layout={layout} />
  }
  if (!user) {
    return (
      <Button asChild variant={layout === 'mobile' ? 'outline' : 'ghost'} onClick={onNavigate}>
        <Link to="/login">Sign In</Link>
      </Button>
    )
  }

  const logOut = () => signOut(signOutTarget(user.role))

  if (layout === 'mobile') {
    return (
      <div className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border border-slate-200 p-3">
        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
          <Avatar user={user} />
          <span className="min-w-0">
            <span className="sr-only">Signed in as </span>
            <span className="block truncate font-semibold text-slate-900">{displayName(user)}</span>
          </span>
        </p>
        <Button asChild variant="outline" onClick={onNavigate}>
          <Link to={homeFor(user.role)}>
            <LayoutDashboard aria-hidden="true" />
            {HOME_LABEL[user.role]}
          </Link>
        </Button>
        <Button variant="ghost" onClick={logOut} disabled={isPending}>
          {isPending ? <Spinner label="Logging out" /> : <LogOut aria-hidden="true" />}
          Log out
        </Button>
      </div>
    )
  }

  return <DesktopMenu user={user} onLogOut={logOut} loggingOut={isPending} />
}

function DesktopMenu({
  user,
  onLogOut,
  loggingOut,
}: {
  user: User
  onLogOut: () => void
  loggingOut: boolean
}) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <Button
        ref={buttonRef}
        variant="ghost"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="max-w-56 px-2"
      >
        <Avatar user={user} />
        <span className="sr-only">Account menu for </span>
        <span className="truncate">{displayName(user)}</span>
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="border-b border-slate-100 px-3 pb-2 pt-1">
            <p className="text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">
              {displayName(user)}
            </p>
            {displayName(user) !== user.email && (
              <p className="truncate text-xs text-slate-600">{user.email}</p>
            )}
          </div>
          <ul className="mt-1 grid gap-0.5">
            <li>
              <Link
                to={homeFor(user.role)}
                onClick={() => setOpen(false)}
                className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                <LayoutDashboard className="size-4" aria-hidden="true" />
                {HOME_LABEL[user.role]}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={onLogOut}
                disabled={loggingOut}
                className="flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
              >
                {loggingOut ? (
                  <Spinner label="Logging out" />
                ) : (
                  <LogOut className="size-4" aria-hidden="true" />
                )}
                Log out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  )
}
