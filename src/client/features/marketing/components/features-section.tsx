import {
  Activity,
  DatabaseBackup,
  Globe,
  Headphones,
  Lock,
  Mail,
  Search,
  Share2,
  Smartphone,
  type LucideIcon,
} from 'lucide-react'
import { MAINTENANCE_MONTHLY_CENTS } from '../../../../shared/catalog'
import { SUPPORT_HOURS, SUPPORT_RESPONSE_HOURS } from '../../../../shared/marketing'
import { SectionHeading } from '../../../components/section-heading'
import { formatMoney } from '../../../../shared/money'

interface Feature {
  icon: LucideIcon
  title: string
  body: string
}

const INCLUDED: Feature[] = [
  {
    icon: Globe,
    title: 'Free .com domain',
    body: 'Your own .com address, registered and connected for you, free for the first year.',
  },
  {
    icon: Lock,
    title: 'SSL certificate',
    body: 'The padlock in the address bar: every page is served over HTTPS, so visitors and search engines trust it.',
  },
  {
    icon: Smartphone,
    title: 'Responsive design',
    body: 'Looks right and loads fast on phones, tablets and desktops, where most of your customers find you.',
  },
  {
    icon: Mail,
    title: 'Contact forms',
    body: 'Enquiries and booking requests arrive straight in your inbox, with spam filtered out.',
  },
  {
    icon: Share2,
    title: 'Social media integration',
    body: 'Links to your Instagram, Facebook or LinkedIn, and pages that share well with a proper preview.',
  },
  {
    icon: Search,
    title: 'Basic SEO',
    body: 'Page titles, descriptions and a sitemap submitted to Google, so people searching for you find you.',
  },
]

// What comes with every site, in the words the terms and the support page use: support in the studio's hours,
// hosting with an uptime target; daily backups are the maintenance plan's (sold, not included).
const ASSURANCES: Feature[] = [
  {
    icon: Headphones,
    title: 'Support requests any time',
    body: `Write to us day or night; we answer in our hours (${SUPPORT_HOURS}), urgent issues within ${SUPPORT_RESPONSE_HOURS.urgent} working hours.`,
  },
  {
    icon: Activity,
    title: 'Hosting with a 99.9% uptime target',
    body: 'Your site runs on monitored, managed hosting, so it is there whenever customers look for you.',
  },
  {
    icon: DatabaseBackup,
    title: 'Daily backups with the maintenance plan',
    body: `The optional plan (from ${formatMoney(MAINTENANCE_MONTHLY_CENTS)}/month) saves a copy of your site every day and restores it in minutes if anything goes wrong.`,
  },
]

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" eyebrow="What's included" title="Everything your website needs">
          Every package comes with the essentials a small business site should have, set up and tested by us.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {INCLUDED.map((f) => (
            <li key={f.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <f.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{f.body}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-10 grid gap-6 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 md:grid-cols-3">
          {ASSURANCES.map((f) => (
            <li key={f.title} className="flex gap-4">
              <f.icon className="mt-0.5 size-6 shrink-0 text-amber-300" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{f.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-brand-100">{f.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
