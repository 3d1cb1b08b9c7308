import { MAINTENANCE_TERMS } from '../../../../shared/marketing'
import { Check, ShieldCheck, Wrench } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import {
  OFFERED_ADDONS,
  BASE_PAGES,
  BASE_PRICE_CENTS,
  EXTRA_PAGE_CENTS,
  MAINTENANCE_FEATURE_LABELS,
  MAINTENANCE_MONTHLY_CENTS,
  TIER_FEATURES,
  TIMELINE_OPTIONS,
} from '../../../../shared/catalog'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { SectionHeading } from '../../../components/section-heading'
import { useSiteSettings } from '../../../hooks/use-site-settings'
import { keepClear } from '../../../hooks/use-keep-clear'
import { formatMoney } from '../../../../shared/money'

const loadOrderDialog = () => import('./order-dialog')
/** The dialog's code loads when it is first wanted (or hovered), not with the page. */
const OrderDialog = lazy(loadOrderDialog)

const INCLUDED = [
  `${BASE_PAGES} custom-designed pages`,
  'Free .com domain for the first year',
  'SSL certificate',
  'Responsive design for phones, tablets and desktops',
  'Contact forms',
  'Social media integration',
  'Basic SEO setup',
  'Two rounds of revisions',
  `Delivered within ${TIMELINE_OPTIONS.standard.businessDays} business days`,
]

/** What the basic plan includes, as the plan is made. */
const MAINTENANCE = TIER_FEATURES.basic.map((f) => MAINTENANCE_FEATURE_LABELS[f])

const EXTRAS = [
  { name: 'Extra page', price: `${formatMoney(EXTRA_PAGE_CENTS)} each` },
  ...OFFERED_ADDONS.map((a) => ({ name: a.name, price: formatMoney(a.priceCents) })),
]

export function PricingSection() {
  const { guaranteeDays } = useSiteSettings()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const preload = () => void loadOrderDialog()

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="One flat price. No surprises.">
          A complete, professionally built website for a one-time {formatMoney(BASE_PRICE_CENTS)}. Add only
          what your business needs.
        </SectionHeading>

        <div className="mt-14 grid gap-8 lg:grid-cols-5">
          <div className="relative flex flex-col rounded-3xl bg-white p-6 shadow-xl ring-2 ring-brand-700 sm:p-10 lg:col-span-3">
            <p className="absolute -top-3.5 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white sm:left-10">
              Everything included
            </p>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <h3 className="text-xl font-bold text-slate-900">Business Website</h3>
                <p className="mt-1 text-slate-600">{BASE_PAGES} pages, designed and built for you</p>
              </div>
              <p className="flex items-baseline gap-2">
                <span className="text-5xl font-extrabold tracking-tight text-slate-900">
                  {formatMoney(BASE_PRICE_CENTS)}
                </span>
                <span className="text-slate-600">one-time</span>
              </p>
            </div>
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {INCLUDED.map((item) => (
                <li key={item} className="flex gap-3 text-slate-700">
                  <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center">
              <Button
                ref={keepClear}
                size="lg"
                className="w-full sm:w-auto"
                aria-haspopup="dialog"
                onPointerEnter={preload}
                onFocus={preload}
                onClick={() => {
                  setWanted(true)
                  setOpen(true)
                }}
              >
                Order Your Website
              </Button>
              <p className="text-sm text-slate-600">
                Already have an account?{' '}
                <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  Sign in
                </Link>
              </p>
            </div>
            <p ref={keepClear} className="mt-6 flex items-center gap-2 text-sm text-slate-600">
              <ShieldCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {guaranteeDays}-day money-back guarantee after delivery. Payment by card, securely.
            </p>
          </div>

          <div className="flex flex-col rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
            <div className="flex items-start justify-between gap-4">
              <div>
                <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                  <Wrench className="size-4 text-brand-700" aria-hidden="true" />
                  Maintenance plan
                </h3>
                <p className="mt-1 text-sm text-slate-600">Optional, cancel any time</p>
              </div>
              <p className="text-right">
                <span className="text-3xl font-bold text-slate-900">
                  {formatMoney(MAINTENANCE_MONTHLY_CENTS)}
                </span>
                <span className="text-sm text-slate-600">/month</span>
              </p>
            </div>
            <p className="mt-5 text-slate-700">
              Keep your site safe and up to date without thinking about it. Your website works perfectly well
              without the plan.
            </p>
            <ul className="mt-5 grid gap-2.5 text-slate-700">
              {MAINTENANCE.map((m) => (
                <li key={m} className="flex gap-2">
                  <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  {m}
                </li>
              ))}
            </ul>
            <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600 lg:mt-auto">
              {MAINTENANCE_TERMS.freeMonth} Then only if you choose it, cancel any time.
            </p>
          </div>
        </div>

        <div className="mt-8 rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
          <h3 className="text-lg font-semibold text-slate-900">Extras when you need them</h3>
          <p className="mt-1 text-sm text-slate-600">
            Choose them in the order form. One-time prices, on top of your {formatMoney(BASE_PRICE_CENTS)}{' '}
            package.
          </p>
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {EXTRAS.map((x) => (
              <div key={x.name} className="flex flex-col rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <dt className="text-sm text-slate-700">{x.name}</dt>
                <dd className="mt-1 text-lg font-bold text-slate-900">{x.price}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {wanted && (
        // The dialog's code arrives on the first press (preloaded on hover or focus): until then the press is
        // seen to be on its way.
        <Suspense
          fallback={
            <p
              role="status"
              className="fixed inset-x-0 bottom-6 z-50 mx-auto flex w-fit items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-lg"
            >
              <Spinner label="Opening the order form" />
              Opening the order form…
            </p>
          }
        >
          <OrderDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  )
}
