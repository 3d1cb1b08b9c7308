import { LifeBuoy, Plus } from 'lucide-react'
import type { User } from '../../../../shared/contracts/auth'
import { EmailAddress } from '../../../components/email-address'
import { Button } from '../../../components/ui/button'
import { StatCards } from './stat-cards'

/**
 * The top of the client dashboard, above its tabs: the greeting by first name, the summary's figures and the
 * way to a new website or to support.
 */
export function DashboardWelcome({
  user,
  onNewWebsite,
  onGetSupport,
}: {
  user: User
  onNewWebsite: () => void
  onGetSupport: () => void
}) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Welcome back, {user.firstName || <EmailAddress email={user.email} />}!
      </h1>
      <p className="mt-1 text-slate-600">Everything about your website projects, in one place.</p>

      <div className="mt-6">
        <StatCards />
      </div>

      <section
        aria-labelledby="welcome-heading"
        className="mt-6 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white sm:p-8"
      >
        <h2 id="welcome-heading" className="text-xl font-semibold">
          Ready for your next website?
        </h2>
        <p className="mt-2 max-w-xl text-brand-50">
          A professional 5-page site for $100, delivered within 7 business days. Questions first? Our team is
          happy to help.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button variant="inverse" size="lg" onClick={onNewWebsite}>
            <Plus aria-hidden="true" />
            New Website
          </Button>
          <Button
            size="lg"
            className="border border-white/60 bg-transparent text-white hover:bg-white/10 focus-visible:outline-white"
            onClick={onGetSupport}
          >
            <LifeBuoy aria-hidden="true" />
            Get Support
          </Button>
        </div>
      </section>
    </>
  )
}
