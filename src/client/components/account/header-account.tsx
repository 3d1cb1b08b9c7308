import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { readStorage, STORAGE_KEYS } from '../../lib/storage'
import { Button } from '../ui/button'

// The account menu (session query, sign-out) loads only for someone holding a token; visitors get a link.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))

export function HeaderAccount({
  layout = 'desktop',
  onNavigate,
}: {
  layout?: 'desktop' | 'mobile'
  onNavigate?: () => void
}) {
  const [location] = useLocation()
  const [hasToken, setHasToken] = useState(false)
  // Checked after mount (the prerendered HTML is the visitor's) and again on every navigation, e.g. after sign-in.
  useEffect(() => setHasToken(!!readStorage(STORAGE_KEYS.token)), [location])
  const signIn = (
    <Button asChild variant={layout === 'mobile' ? 'outline' : 'ghost'} onClick={onNavigate}>
      <Link href="/login">Sign In</Link>
    </Button>
  )
  if (!hasToken) return signIn
  return (
    <Suspense fallback={signIn}>
      <AccountMenu layout={layout} {...(onNavigate ? { onNavigate } : {})} />
    </Suspense>
  )
}
