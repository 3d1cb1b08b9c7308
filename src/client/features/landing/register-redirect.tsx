import { useEffect } from 'react'
import { PageShell } from '../../components/page-shell'
import { Spinner } from '../../components/ui/spinner'

/** /register sends the browser to the pricing section, where an order starts (public-site.md §2). */
export default function RegisterRedirect() {
  useEffect(() => {
    window.location.replace('/#pricing')
  }, [])
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
