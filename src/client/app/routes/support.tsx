import { ArrowLeft, LifeBuoy } from 'lucide-react'
import { Link } from 'react-router'
import { PageShell } from '../../components/page-shell'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { CommonIssues } from '../../features/support/components/common-issues'
import { ContactMethodsCard } from '../../features/support/components/contact-methods-card'
import { QuickHelp } from '../../features/support/components/quick-help'
import { ResponseTimes } from '../../features/support/components/response-times'
import { SupportCommitment } from '../../features/support/components/support-commitment'
import { SupportRequestForm } from '../../features/support/components/support-request-form'
import { pageDataClientLoader, pageDataLoader } from '../page-data'
import { LIVE_PATHS } from '../pages'

/** The answers the page shows, read on the server as it renders the page. */
export const loader = pageDataLoader(LIVE_PATHS['/support']!)
/** A move here in the browser reads the same answers from the API, without waiting for the server. */
export const clientLoader = pageDataClientLoader(LIVE_PATHS['/support']!)

export default function SupportPage() {
  return (
    <PageShell>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pb-12 pt-6 sm:px-6 sm:pb-16 lg:px-8">
          <Button asChild variant="ghost" className="-ml-3">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
          <div className="mt-6 flex flex-col items-start gap-5 sm:flex-row sm:items-center">
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-sm">
              <LifeBuoy className="size-7" aria-hidden="true" />
            </span>
            <div>
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Support Center</h1>
              <p className="mt-2 max-w-2xl text-lg text-slate-600">
                Questions about your website, your domain or your bill? Find a quick answer below or send us a
                request and a real person will reply.
              </p>
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <aside className="grid content-start gap-6" aria-label="Ways to get help">
          <ContactMethodsCard />
          <ResponseTimes />
          <QuickHelp />
        </aside>

        <div className="grid min-w-0 content-start gap-12 lg:col-span-2">
          <Card className="p-6 sm:p-8" id="request">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">Submit a support request</h2>
            <p className="mt-2 text-slate-600">
              All fields are required. We confirm your request by e-mail straight away.
            </p>
            <div className="mt-6">
              <SupportRequestForm />
            </div>
          </Card>
          <CommonIssues />
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <SupportCommitment />
      </div>
    </PageShell>
  )
}
