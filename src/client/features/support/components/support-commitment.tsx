import { Check, CircleDollarSign, ShieldCheck } from 'lucide-react'
import {
  DOMAIN_RENEWAL_CENTS,
  EXTRA_PAGE_CENTS,
  MAINTENANCE_MONTHLY_CENTS,
  RUSH_FEE_CENTS,
  getAddon,
} from '../../../../shared/catalog'
import { Card } from '../../../components/ui/card'
import { useSiteSettings } from '../../../hooks/use-site-settings'
import { formatMoney } from '../../../../shared/money'

const price = (id: string) => formatMoney(getAddon(id)?.priceCents ?? 0)

const INCLUDED = [
  'Help by e-mail and phone with anything about the site we built for you',
  'Fixes for any fault in our work, at no charge',
  'Two rounds of revisions before delivery',
  'Free .com domain and SSL certificate for the first year',
  'Guidance on pointing your domain and setting up business e-mail',
]

const CHARGED = [
  {
    name: 'Website maintenance',
    price: `${formatMoney(MAINTENANCE_MONTHLY_CENTS)}/month`,
    note: 'Backups, minor updates, monitoring',
  },
  { name: 'Extra pages', price: `${formatMoney(EXTRA_PAGE_CENTS)} each` },
  { name: 'Further revision rounds', price: 'Quoted first', note: 'Beyond the two included' },
  { name: 'New features such as a blog or shop', price: `from ${price('blog')}`, note: 'Catalogue prices' },
  { name: 'Rush delivery', price: formatMoney(RUSH_FEE_CENTS) },
  { name: 'Domain renewal after year one', price: `about ${formatMoney(DOMAIN_RENEWAL_CENTS)}/year` },
]

export function SupportCommitment() {
  const { guaranteeDays } = useSiteSettings()
  const included = [...INCLUDED, `A ${guaranteeDays}-day money-back guarantee after delivery`]
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 px-6 py-6 sm:px-8">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Our support commitment</h2>
        <p className="mt-2 max-w-3xl text-slate-600">
          What your website includes and what costs extra, in plain words, so there are no surprises. The full
          details are in our{' '}
          <a href="/terms-of-service" className="font-medium text-brand-700 underline underline-offset-4">
            Terms of Service
          </a>
          .
        </p>
      </div>
      <div className="grid md:grid-cols-2">
        <div className="px-6 py-6 sm:px-8">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <ShieldCheck className="size-5 text-emerald-700" aria-hidden="true" />
            Included with your website
          </h3>
          <ul className="mt-4 grid gap-3">
            {included.map((item) => (
              <li key={item} className="flex gap-3 text-sm text-slate-700">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="border-t border-slate-200 bg-slate-50 px-6 py-6 sm:px-8 md:border-l md:border-t-0">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <CircleDollarSign className="size-5 text-brand-700" aria-hidden="true" />
            Charged separately
          </h3>
          <ul className="mt-4 grid gap-3">
            {CHARGED.map((item) => (
              <li key={item.name} className="flex items-start justify-between gap-4 text-sm">
                <span className="text-slate-700">
                  {item.name}
                  {item.note && <span className="block text-xs text-slate-600">{item.note}</span>}
                </span>
                <span className="shrink-0 font-semibold text-slate-900">{item.price}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  )
}
