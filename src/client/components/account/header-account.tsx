import { lazy, Suspense, useSyncExternalStore } from 'react'
import { Link, useLocation } from 'react-router'
import { readStorage, STORAGE_KEYS } from '../../lib/storage'
import { Button } from '../ui/button'
import { AccountChecking } from './account-checking'
import { useHydrated } from '../../hooks/use-hydrated'

// The account menu (session query, sign-out) loads only for someone holding a token; visitors get a link.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))

/** The header's desktop row is shown from Tailwind's `md` width (48rem); below it the mobile menu has its own. */
const onResize = (change: () => void) => {
  window.addEventListener('resize', change)
  return () => window.removeEventListener('resize', change)
}
const isDesktop = () => window.innerWidth >= 768

export function HeaderAccount({
  layout = 'desktop',
  onNavigate,
}: {
  layout?: 'desktop' | 'mobile'
  onNavigate?: () => void
}) {
  // Subscribing to the location re-reads storage on every navigation, e.g. after sign-in; until hydration the
  // prerendered HTML (a visitor's) stands.
  useLocation()
  const hasToken = useHydrated() && !!readStorage(STORAGE_KEYS.token)
  const signIn = (
    <Button asChild variant={layout === 'mobile' ? 'outline' : 'ghost'} onClick={onNavigate}>
      <Link to="/login">Sign In</Link>
    </Button>
  )
  // On a phone the desktop row is hidden: its menu's code (and the session code it brings) waits until shown.
  const shown = useSyncExternalStore(onResize, isDesktop, () => true)
  if (!hasToken || (layout === 'desktop' && !shown)) return signIn
  return (
    // A token holder waits for the menu's code under its placeholder, not under a "Sign In" link.
    <Suspense fallback={<AccountChecking layout={layout} />}>
      <AccountMenu layout={layout} {...(onNavigate ? { onNavigate } : {})} />
    </Suspense>
  )
}
