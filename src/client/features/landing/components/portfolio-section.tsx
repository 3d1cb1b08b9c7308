import { ArrowRight, LayoutTemplate } from 'lucide-react'
import { Link } from 'wouter'
import type { PortfolioItem } from '../../../../shared/contracts/portfolio'
import { Spinner } from '../../../components/ui/spinner'
import { useFeaturedPortfolio } from '../api/get-featured-portfolio'
import { SectionHeading } from './section-heading'

/** The landing page shows at most this many; the rest are on /portfolio. */
const SHOWN = 6

function PortfolioCard({ item }: { item: PortfolioItem }) {
  return (
    <li className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      <div className="overflow-hidden bg-slate-100">
        <img
          src={item.imageUrl}
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          alt={`Screenshot of the ${item.title} website`}
          className="block aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{item.category}</p>
        <h3 className="mt-1 truncate text-lg font-semibold text-slate-900">{item.title}</h3>
        <p className="mt-2 line-clamp-3 min-h-[4.5rem] text-sm leading-6 text-slate-600">
          {item.description}
        </p>
      </div>
    </li>
  )
}

/** Same size as a card, so the grid keeps its height while the list loads. */
function CardPlaceholder() {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <div className="aspect-[3/2] animate-pulse bg-slate-100" />
      <div className="p-5">
        <div className="h-4 w-20 rounded bg-slate-100" />
        <div className="mt-1 h-7 w-2/3 rounded bg-slate-100" />
        <div className="mt-2 h-[4.5rem] rounded bg-slate-100" />
      </div>
    </li>
  )
}

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
                <CardPlaceholder key={i} />
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
              <PortfolioCard key={item.id} item={item} />
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
            href="/portfolio"
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
