import { Clock, LogIn } from 'lucide-react'
import { Link } from 'wouter'
import { useHydrated } from '../../hooks/use-hydrated'
import { PageShell } from '../../components/page-shell'
import { Button } from '../../components/ui/button'
import { readStorage, STORAGE_KEYS } from '../../lib/storage'

/**
 * Screens of later releases (checkout, project set-up, the demo): an honest state, never a fake screen.
 * Signed out it asks to sign in first; signed in it says the screen is on its way and the order is kept.
 */
export default function PlaceholderPage() {
  const hydrated = useHydrated()
  const signedIn = hydrated && !!readStorage(STORAGE_KEYS.token)
  const hasOrder = hydrated && !!readStorage(STORAGE_KEYS.pendingOrder)
  const Icon = signedIn ? Clock : LogIn
  return (
    <PageShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold">{signedIn ? 'Coming soon' : 'Sign in first'}</h1>
        <p className="mt-3 text-slate-600">
          {signedIn
            ? `This screen opens in our next release.${hasOrder ? ' Your order is saved in this browser, so nothing is lost.' : ''} Questions in the meantime? Our support team is happy to help.`
            : 'This part of your account opens once you are signed in. Start by choosing your website package, or get in touch and we will help.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {signedIn ? (
            <Button asChild size="lg">
              <Link href="/dashboard">Go to your dashboard</Link>
            </Button>
          ) : (
            <Button asChild size="lg">
              <Link href="/login">Sign in</Link>
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <Link href="/support">Get support</Link>
          </Button>
        </div>
      </section>
    </PageShell>
  )
}
