import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { PageShell } from '../../components/page-shell'
import { Spinner } from '../../components/ui/spinner'
import { readStorage, STORAGE_KEYS } from '../../lib/storage'

/**
 * /register sends the browser to the pricing section, where an order starts, or, when an order is already
 * stored in this browser, to sign-in by code (which creates the account and goes on to /checkout). A client-side
 * move, so a notice shown on the way (e.g. 'Redirecting to Account Creation') stays on screen.
 */
export default function RegisterRedirect() {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(readStorage(STORAGE_KEYS.pendingOrder) ? '/login' : '/#pricing', { replace: true })
  }, [navigate])
  return (
    <PageShell>
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
        <Spinner className="text-brand-700" label="Taking you to pricing" />
        <p>
          Taking you to{' '}
          <a className="text-brand-700 underline" href="/#pricing">
            pricing
          </a>
          …
        </p>
      </div>
    </PageShell>
  )
}
