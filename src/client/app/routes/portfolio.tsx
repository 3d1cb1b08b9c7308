import { ArrowRight } from 'lucide-react'
import { BASE_PAGES, BASE_PRICE_CENTS } from '../../../shared/catalog'
import { PageShell } from '../../components/page-shell'
import { Button } from '../../components/ui/button'
import { PortfolioGrid } from '../../features/portfolio/components/portfolio-grid'
import { pageDataClientLoader, pageDataLoader } from '../page-data'
import { LIVE_PATHS } from '../pages'
import { formatMoney } from '../../../shared/money'

/** The answers the page shows, read on the server as it renders the page. */
export const loader = pageDataLoader(LIVE_PATHS['/portfolio']!)
/** A move here in the browser reads the same answers from the API, without waiting for the server. */
export const clientLoader = pageDataClientLoader(LIVE_PATHS['/portfolio']!)

export default function PortfolioPage() {
  return (
    <PageShell>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Our work</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Our Portfolio</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
            Restaurants, clinics, shops, gyms and professional firms: every site here was designed, built and
            launched by our team, each one fast, mobile-ready and made to bring in customers.
          </p>
        </div>
      </section>

      <section aria-label="Portfolio" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <PortfolioGrid />
      </section>

      <section className="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <div className="mx-auto max-w-5xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Want a website like this for your business?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            A professionally built {BASE_PAGES}-page website for {formatMoney(BASE_PRICE_CENTS)}, with a free
            .com domain for the first year, SSL and mobile-ready design.
          </p>
          <Button asChild size="lg" variant="inverse" className="mt-8">
            <a href="/#pricing">
              See pricing and get started
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>
      </section>
    </PageShell>
  )
}
