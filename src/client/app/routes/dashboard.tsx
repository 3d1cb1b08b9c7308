import { EmailAddress } from '../../components/email-address'
import { LifeBuoy, Plus } from 'lucide-react'
import { Link } from 'wouter'
import { DashboardShell } from '../../components/dashboard-shell'
import { Button } from '../../components/ui/button'
import { ProjectList } from '../../features/projects/components/project-list'
import type { AreaProps } from '../routes'

/** The client dashboard: a welcome, the way to a new website and the customer's projects. */
export default function DashboardPage({ user }: AreaProps) {
  return (
    <DashboardShell user={user}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Welcome back, {user.firstName || <EmailAddress email={user.email} />}!
      </h1>
      <p className="mt-1 text-slate-600">Everything about your website project, in one place.</p>

      <section
        aria-labelledby="projects-heading"
        className="mt-8 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white sm:p-8"
      >
        <h2 id="projects-heading" className="text-xl font-semibold">
          Ready for your next website?
        </h2>
        <p className="mt-2 max-w-xl text-brand-50">
          A professional 5-page site for $100, delivered within 7 days. Questions first? Our team is happy to
          help.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button asChild variant="inverse" size="lg">
            <a href="/#pricing">
              <Plus aria-hidden="true" />
              New Website
            </a>
          </Button>
          <Button
            asChild
            size="lg"
            className="border border-white/60 bg-transparent text-white hover:bg-white/10"
          >
            <Link href="/support">
              <LifeBuoy aria-hidden="true" />
              Get Support
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="your-projects-heading" className="mt-8">
        <h2 id="your-projects-heading" className="mb-4 text-xl font-semibold text-slate-900">
          Your projects
        </h2>
        <ProjectList />
      </section>
    </DashboardShell>
  )
}
