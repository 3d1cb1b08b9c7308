import { FileEdit, Globe, Lock, Mail, MailWarning, Smartphone, type LucideIcon } from 'lucide-react'
import { DOMAIN_RENEWAL_CENTS } from '../../../../shared/catalog'
import { formatMoney } from '../../../../shared/money'

interface Issue {
  icon: LucideIcon
  title: string
  body: string[]
}

const ISSUES: Issue[] = [
  {
    icon: Globe,
    title: 'My domain still shows an old page or nothing at all',
    body: [
      'When a domain is pointed at your new site, the change has to spread across the internet’s DNS servers. This usually takes a few hours and can take 24-48 hours.',
      'Try a private browser window or your phone on mobile data. If the site still is not showing after 48 hours, send us a request under Domain & Hosting.',
    ],
  },
  {
    icon: Mail,
    title: 'Setting up e-mail at my domain',
    body: [
      'Your website does not include mailboxes, but we can connect your domain to an e-mail provider such as Google Workspace or Microsoft 365 (their fees apply).',
      'Sign up with the provider, then send us the DNS records it gives you (MX, SPF and DKIM) and we will add them for you.',
    ],
  },
  {
    icon: FileEdit,
    title: 'Updating text, photos or prices',
    body: [
      'Before delivery, two rounds of revisions are included: list everything you want changed in one message per round.',
      'After delivery you can edit content yourself in the content management system, or send us the changes. Minor updates are included in the maintenance plan.',
    ],
  },
  {
    icon: Lock,
    title: 'The browser says my site is “Not secure”',
    body: [
      'Every site comes with an SSL certificate, which is issued automatically once your domain points at our servers. Right after a DNS change it can take a few hours to appear.',
      'Make sure you are visiting the https:// address. If the warning lasts more than 48 hours after a domain change, tell us and we will reissue the certificate.',
    ],
  },
  {
    icon: MailWarning,
    title: 'Messages from my contact form are not arriving',
    body: [
      'Check your spam or junk folder first, and mark the first message as “not spam” so later ones land in your inbox.',
      'If nothing arrives, send us a test time and the address you expect messages at, and we will trace the delivery.',
    ],
  },
  {
    icon: Smartphone,
    title: 'My site looks different on my phone or still shows old content',
    body: [
      'Browsers keep copies of pages you have visited. Refresh the page (or clear the browser cache) to see the latest version.',
      'If something still looks wrong, tell us the device, the browser and the page address; a screenshot helps us fix it fastest.',
    ],
  },
]

export function CommonIssues() {
  return (
    <section aria-labelledby="common-issues">
      <h2 id="common-issues" className="text-2xl font-bold tracking-tight text-slate-900">
        Common issues
      </h2>
      <p className="mt-2 text-slate-600">
        Quick answers to what we are asked most. Domain renewal after the first free year is about{' '}
        {formatMoney(DOMAIN_RENEWAL_CENTS)} a year.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {ISSUES.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-start gap-3 text-base font-semibold leading-snug text-slate-900">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="pt-1">{title}</span>
            </h3>
            <div className="mt-3 grid gap-2 text-sm leading-relaxed text-slate-600">
              {body.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
