import { Link } from 'react-router'
import {
  COMPANY,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '../../shared/marketing'
import { Logo } from './logo'

const SERVICES = [
  'Website Design',
  'E-commerce Setup',
  'SEO Optimization',
  'Website Maintenance',
  'Logo Design',
]

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo inverse />
          <p className="mt-4 text-sm leading-relaxed text-slate-400">
            Professional websites for small businesses at one flat price. Designed, built and launched for
            you.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Services</h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {SERVICES.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Company</h2>
          <ul className="mt-4 grid gap-2 text-sm">
            <li>
              <Link className="hover:text-white hover:underline" to="/portfolio">
                Portfolio
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/support">
                Support Center
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/terms-of-service">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/privacy-policy">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <ul className="mt-4 grid gap-2 text-sm">
            <li>
              <a className="hover:text-white hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li>
              <a className="hover:text-white hover:underline" href={SUPPORT_PHONE_HREF}>
                {SUPPORT_PHONE}
              </a>
            </li>
            <li>{SUPPORT_HOURS}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        {/* The page's last line wraps short of the chat button's corner, so the button never lies over it. */}
        <p className="mx-auto max-w-7xl py-6 pl-4 pr-20 text-xs text-slate-400 sm:pl-6 sm:pr-24 lg:pl-8">
          © 2026 {COMPANY.legalName}. Registered in England and Wales, company no. {COMPANY.companyNumber}.{' '}
          {COMPANY.address.join(', ')}.
        </p>
      </div>
    </footer>
  )
}
