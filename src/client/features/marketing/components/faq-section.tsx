import { MAINTENANCE_TERMS } from '../../../../shared/marketing'
import { ChevronDown } from 'lucide-react'
import {
  BASE_PAGES,
  BASE_PRICE_CENTS,
  DOMAIN_RENEWAL_CENTS,
  EXTRA_PAGE_CENTS,
  MAINTENANCE_MONTHLY_CENTS,
  MAX_EXTRA_PAGES,
  TIMELINE_OPTIONS,
} from '../../../../shared/catalog'
import { SectionHeading } from '../../../components/section-heading'
import { useSiteSettings } from '../../../hooks/use-site-settings'
import { formatMoney } from '../../../../shared/money'

/** The questions and answers; the guarantee's length is the one an admin set. */
const faqs = (guaranteeDays: number): Array<{ question: string; answer: string[] }> => [
  {
    question: `What's included in the ${formatMoney(BASE_PRICE_CENTS)} package?`,
    answer: [
      `A complete ${BASE_PAGES}-page website designed and built for your business: a free .com domain for the first year, an SSL certificate, a responsive design that works on phones, tablets and desktops, contact forms, social media integration and basic SEO (page titles, descriptions and a sitemap).`,
      `Two rounds of revisions are included, and you are covered by our ${guaranteeDays}-day money-back guarantee after delivery. There are no setup fees and no hidden costs.`,
    ],
  },
  {
    question: 'How long does it take to build my website?',
    answer: [
      `We deliver within ${TIMELINE_OPTIONS.standard.businessDays} business days of receiving all your materials (your text, photos and logo, or a short description if you'd like us to help). Most sites are done in 3-5 days.`,
      `In a hurry? Rush delivery guarantees your site within ${TIMELINE_OPTIONS.rush.businessDays} business days for an extra ${formatMoney(TIMELINE_OPTIONS.rush.feeCents)}.`,
    ],
  },
  {
    question: `Do I need the ${formatMoney(MAINTENANCE_MONTHLY_CENTS)}/month maintenance plan?`,
    answer: [
      'No, it is optional. Your website works perfectly well without it: the first year of hosting and your domain come with the site either way.',
      `The plan is for owners who would rather not think about it: security updates, minor content updates and backups, with performance monitoring, SEO upkeep and priority support on the higher plans. ${MAINTENANCE_TERMS.freeMonth} ${MAINTENANCE_TERMS.start} ${MAINTENANCE_TERMS.cancel}`,
    ],
  },
  {
    question: 'Can I update the website myself?',
    answer: [
      'Yes. Your site comes with an easy content management system, so you can change text, swap photos, update prices or add news from your browser, without touching any code. We show you how when we hand the site over.',
      'Prefer to leave it to us? With the maintenance plan, minor updates are included: just e-mail us what to change.',
    ],
  },
  {
    question: `What if I need more than ${BASE_PAGES} pages?`,
    answer: [
      `Add extra pages for ${formatMoney(EXTRA_PAGE_CENTS)} each, up to ${MAX_EXTRA_PAGES} more, when you place your order. Not sure how many you need? Start with ${BASE_PAGES} and we will suggest a page structure that fits your business.`,
    ],
  },
  {
    question: 'What about hosting and domain renewal?',
    answer: [
      `Hosting and your .com domain are included for the first year. After that, hosting and domain renewal come to about ${formatMoney(DOMAIN_RENEWAL_CENTS)} a year.`,
    ],
  },
]

export function FaqSection() {
  const { guaranteeDays } = useSiteSettings()
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently Asked Questions">
          Everything you need to know about our website service.
        </SectionHeading>
        {/* Native disclosure widgets: each opens and closes on its own, with no script at all. */}
        <div className="mt-12 grid gap-3">
          {faqs(guaranteeDays).map((f) => (
            <details
              key={f.question}
              className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 open:ring-brand-200"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 sm:px-6 [&::-webkit-details-marker]:hidden">
                <h3 className="text-base font-semibold text-slate-900 sm:text-lg">{f.question}</h3>
                <ChevronDown
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <div className="grid gap-3 px-5 pb-5 leading-relaxed text-slate-600 sm:px-6">
                {f.answer.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
