import {
  ArrowLeft,
  CreditCard,
  Home,
  LifeBuoy,
  LogIn,
  MessageCircle,
  SearchX,
  type LucideIcon,
} from 'lucide-react'
import { data, Link } from 'react-router'
import { PageShell } from '../../components/page-shell'
import { Button } from '../../components/ui/button'

/** Any address the site does not answer: this page, with status 404. */
export const loader = () => data(null, { status: 404 })
/** In the browser the page needs nothing from the server. */
export const clientLoader = () => null

interface QuickLink {
  href: string
  label: string
  note: string
  icon: LucideIcon
  /** Landing sections load the landing page with a hash, so they are plain links. */
  plain?: boolean
}

const QUICK_LINKS: QuickLink[] = [
  { href: '/', label: 'Home', note: 'Start from the beginning', icon: Home },
  { href: '/#pricing', label: 'Pricing', note: 'See what your website costs', icon: CreditCard, plain: true },
  { href: '/login', label: 'Sign In', note: 'Go to your dashboard', icon: LogIn },
  { href: '/support', label: 'Support', note: 'Answers and help requests', icon: LifeBuoy },
]

const linkClass =
  'group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50'

export default function NotFoundPage() {
  return (
    <PageShell>
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <SearchX className="size-8" aria-hidden="true" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">Error 404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Oops! Page Not Found
        </h1>
        <p className="mt-4 max-w-xl text-lg text-slate-600">
          The page you are looking for has moved or never existed. Check the address, or use one of the links
          below to find your way.
        </p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/#contact">
              <MessageCircle aria-hidden="true" />
              Get Help
            </a>
          </Button>
        </div>

        <nav aria-labelledby="quick-links" className="mt-14 w-full">
          <h2 id="quick-links" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
            Quick links
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {QUICK_LINKS.map(({ href, label, note, icon: Icon, plain }) => {
              const body = (
                <>
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{label}</span>
                    <span className="block text-sm text-slate-600">{note}</span>
                  </span>
                </>
              )
              return (
                <li key={href}>
                  {plain ? (
                    <a href={href} className={linkClass}>
                      {body}
                    </a>
                  ) : (
                    <Link to={href} className={linkClass}>
                      {body}
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
        </nav>
      </section>
    </PageShell>
  )
}
