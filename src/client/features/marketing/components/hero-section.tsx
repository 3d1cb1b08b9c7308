import { ArrowRight, Check } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { keepClear } from '../../../hooks/use-keep-clear'
import { useSiteSettings } from '../../../hooks/use-site-settings'

export function HeroSection() {
  const { guaranteeDays } = useSiteSettings()
  const highlights = [
    'Free .com domain for the first year',
    'SSL, mobile-ready design and basic SEO',
    `${guaranteeDays}-day money-back guarantee after delivery`,
  ]
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:pb-24 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />5 pages · $100 flat ·
            ready in 7 business days
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            A professional website for your business, built for you for{' '}
            <span className="text-brand-700">$100</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-600">
            Tell us about your business and our designers and developers build, launch and host a fast,
            mobile-ready website for you. One flat price, no templates to wrestle with and no monthly fees you
            don&apos;t choose.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a ref={keepClear} href="#pricing">
                Start Your Website Today
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a ref={keepClear} href="#portfolio">
                View Examples
              </a>
            </Button>
          </div>
          {/* What every package includes, the guarantee among it: nothing floats over it. On a phone the list
              leaves the chat button's corner free (it wraps instead), so the button stays on the first screen. */}
          <ul className="mt-8 grid justify-items-start gap-2 pr-16 text-sm text-slate-700 sm:pr-0">
            {highlights.map((h) => (
              <li key={h} ref={keepClear} className="flex items-center gap-2">
                <Check className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                {h}
              </li>
            ))}
          </ul>
        </div>
        <figure className="relative">
          <div className="overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10">
            <div
              className="flex items-center gap-1.5 border-b border-slate-200 bg-slate-50 px-4 py-3"
              aria-hidden="true"
            >
              <span className="size-2.5 rounded-full bg-red-400" />
              <span className="size-2.5 rounded-full bg-amber-400" />
              <span className="size-2.5 rounded-full bg-emerald-400" />
              <span className="ml-3 h-5 flex-1 rounded-md bg-white ring-1 ring-slate-200" />
            </div>
            <img
              src="/portfolio/ember-table.jpg"
              width={1200}
              height={800}
              fetchPriority="high"
              decoding="async"
              alt="Home page of the Ember & Table Bistro website: seasonal menu and a table booking button"
              className="block aspect-[3/2] h-auto w-full bg-slate-100 object-cover"
            />
          </div>
          <figcaption className="mt-4 text-center text-sm text-slate-600">
            Ember &amp; Table Bistro, a restaurant site built by our team
          </figcaption>
        </figure>
      </div>
    </section>
  )
}
