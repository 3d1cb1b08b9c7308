import { LogIn } from 'lucide-react'
import { Link } from 'wouter'
import { PageShell } from '../components/page-shell'
import { Button } from '../components/ui/button'

/** Screens of later releases: an honest "sign in first" state, never a fake screen. */
export default function PlaceholderPage() {
  return (
    <PageShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <LogIn className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold">Sign in first</h1>
        <p className="mt-3 text-slate-600">
          This part of your account opens once you are signed in. Start by choosing your website package, or
          get in touch and we will help.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/#pricing">See pricing</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/support">Get support</Link>
          </Button>
        </div>
      </section>
    </PageShell>
  )
}
