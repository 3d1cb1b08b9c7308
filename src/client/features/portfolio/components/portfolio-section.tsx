import { ArrowRight, LayoutTemplate } from 'lucide-react'
import { Link } from 'react-router'
import { Spinner } from '../../../components/ui/spinner'
import { useFeaturedPortfolio } from '../api/get-featured-portfolio'
import { SectionHeading } from '../../../components/section-heading'
import { PortfolioCard, PortfolioCardPlaceholder } from './portfolio-card'

/** The landing page shows at most this many; the rest are on /portfolio. */
const SHOWN = 6

export function PortfolioSection() {
  const { data, isPending, isError } = useFeaturedPortfolio()
  const items = (data ?? []).slice(0, SHOWN)

  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="portfolio-title" eyebrow="Our work" title="Websites we've built">
          A few of the small businesses we have put online: restaurants, clinics, shops, gyms and professional
          firms.
        </SectionHeading>

        {isPending ? (
          <div className="relative mt-14">
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: SHOWN }, (_, i) => (
                <li key={i} className="flex">
                  <PortfolioCardPlaceholder />
                </li>
              ))}
            </ul>
            <div className="absolute inset-x-0 top-24 flex justify-center">
              <Spinner
                className="rounded-full bg-white p-3 text-brand-700 shadow"
                label="Loading portfolio"
              />
            </div>
          </div>
        ) : items.length > 0 ? (
          <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="flex">
                <PortfolioCard item={item} headingLevel="h3" compact />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mx-auto mt-14 max-w-md rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200">
            <LayoutTemplate className="mx-auto size-10 text-brand-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              {isError ? 'Our portfolio is taking a break' : 'Portfolio Coming Soon'}
            </h3>
            <p className="mt-2 text-slate-600">
              {isError
                ? "We couldn't load our latest projects just now. Please try again in a moment."
                : "We're working on showcasing our latest projects. Check back soon!"}
            </p>
          </div>
        )}

        <div className="mt-12 text-center">
          <Link
            to="/portfolio"
            className="inline-flex items-center gap-2 rounded-lg px-2 py-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            View More Examples
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  )
}
