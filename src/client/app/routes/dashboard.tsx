import { EmailAddress } from '../../components/email-address'
import { FolderOpen, LifeBuoy, Plus } from 'lucide-react'
import { Link } from 'wouter'
import { DashboardShell } from '../../components/dashboard-shell'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import type { AreaProps } from '../routes'

/** The client dashboard: a welcome, the way to a new website and, for now, no projects. */
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

      <Card className="mt-8 flex flex-col items-center px-6 py-16 text-center">
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
          <FolderOpen className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">No projects yet</h2>
        <p className="mt-2 max-w-md text-sm text-slate-600">
          Your projects will appear here after your first order.
        </p>
        <Button asChild className="mt-6">
          <a href="/#pricing">
            <Plus aria-hidden="true" />
            New Website
          </a>
        </Button>
      </Card>
    </DashboardShell>
  )
}
