import { Bell, CreditCard, FolderKanban, LayoutDashboard, LifeBuoy, Plus, Settings } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useParams } from 'react-router'
import { type AreaTab, AreaTabs, useOpenSection } from '../../components/area-tabs'
import { DashboardShell } from '../../components/dashboard-shell'
import { lazyDialog } from '../../components/deferred'
import { EmailAddress } from '../../components/email-address'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { useSubscriptions } from '../../features/billing/api/list-subscriptions'
import { InvoiceList } from '../../features/billing/components/invoice-list'
import { CreditNoteList } from '../../features/billing/components/credit-note-list'
import { memberLabel } from '../../features/billing/member-label'
import { SubscriptionList } from '../../features/billing/components/subscription-list'
import { NotificationButton } from '../../features/notifications/components/notification-button'
import { NotificationList } from '../../features/notifications/components/notification-list'
import { useProjects } from '../../features/projects/api/list-projects'
import { ProjectList } from '../../features/projects/components/project-list'
import { type AreaProps, DASHBOARD_SECTIONS, type DashboardSection } from '../pages'
import { SettingsTab } from './dashboard/settings-tab'
import { StatCards } from './dashboard/stat-cards'

const TABS: Record<DashboardSection, AreaTab> = {
  overview: { label: 'Overview', icon: LayoutDashboard },
  projects: { label: 'Projects', icon: FolderKanban },
  notifications: { label: 'Notifications', icon: Bell },
  billing: { label: 'Billing', icon: CreditCard },
  settings: { label: 'Settings', icon: Settings },
  support: { label: 'Support', icon: LifeBuoy },
}

/** The overview shows the three latest projects and the four latest notifications (dashboards.md §9). */
const OVERVIEW_PROJECTS = 3
const OVERVIEW_NOTIFICATIONS = 4

// The Support tab's code is its own chunk, loaded when the tab is first opened.
const SupportTab = lazy(() => import('./dashboard/support-tab'))

// The dialogs' code loads when one is first opened, so the dashboard's start runs none of it.
const NewWebsiteDialog = lazyDialog(
  () => import('../../features/orders/components/new-website-dialog').then((m) => m.NewWebsiteDialog),
  (p) => p.open,
)
const SupportTicketDialog = lazyDialog(
  () => import('../../features/support/components/support-ticket-dialog').then((m) => m.SupportTicketDialog),
  (p) => p.open,
)
const ProjectDetailDialog = lazyDialog(
  () => import('../../features/projects/components/project-detail-dialog').then((m) => m.ProjectDetailDialog),
  (p) => p.projectId !== null,
)

function SectionHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-xl font-semibold text-slate-900">{children}</h2>
      {action}
    </div>
  )
}

/**
 * The client dashboard: a summary of the customer's projects and notifications, the way to a new website or to
 * support, and tabs (in the address, so reload and back keep them) for projects, notifications, billing and
 * settings. A project opens in a dialog with the step the customer takes now.
 */
export default function DashboardPage({ user }: AreaProps) {
  const { section = 'overview' } = useParams<{ section?: DashboardSection }>()
  const projects = useProjects()
  const subscriptions = useSubscriptions()
  const [orderOpen, setOrderOpen] = useState(false)
  const [ticketOpen, setTicketOpen] = useState(false)
  const [detailId, setDetailId] = useState<number | null>(null)

  const openSection = useOpenSection<DashboardSection>('/dashboard')
  const newWebsite = () => setOrderOpen(true)
  const viewDetails = (id: number) => setDetailId(id)

  return (
    <DashboardShell
      user={user}
      memberLabel={memberLabel(user.createdAt, subscriptions.data)}
      actions={<NotificationButton onOpen={() => openSection('notifications')} />}
    >
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
          <Button variant="inverse" size="lg" onClick={newWebsite}>
            <Plus aria-hidden="true" />
            New Website
          </Button>
          <Button
            size="lg"
            className="border border-white/60 bg-transparent text-white hover:bg-white/10 focus-visible:outline-white"
            onClick={() => setTicketOpen(true)}
          >
            <LifeBuoy aria-hidden="true" />
            Get Support
          </Button>
        </div>
      </section>

      <AreaTabs
        className="mt-8"
        base="/dashboard"
        sections={DASHBOARD_SECTIONS}
        tabs={TABS}
        current={section}
        label="Dashboard sections"
      >
        {{
          overview: (
            <div className="grid gap-8">
              <section aria-labelledby="recent-projects-heading">
                <SectionHeading
                  action={
                    (projects.data?.length ?? 0) > OVERVIEW_PROJECTS && (
                      <Button variant="link" onClick={() => openSection('projects')}>
                        View All Projects
                      </Button>
                    )
                  }
                >
                  <span id="recent-projects-heading">Recent Projects</span>
                </SectionHeading>
                <ProjectList
                  limit={OVERVIEW_PROJECTS}
                  onViewDetails={viewDetails}
                  onNewWebsite={newWebsite}
                  className="md:grid-cols-2 xl:grid-cols-3"
                />
              </section>
              <section aria-labelledby="recent-notifications-heading">
                <SectionHeading>
                  <span id="recent-notifications-heading">Recent Notifications</span>
                </SectionHeading>
                <NotificationList
                  limit={OVERVIEW_NOTIFICATIONS}
                  onViewAll={() => openSection('notifications')}
                  onOpenProject={viewDetails}
                />
              </section>
            </div>
          ),
          projects: (
            <>
              <SectionHeading
                action={
                  <Button onClick={newWebsite}>
                    <Plus aria-hidden="true" />
                    New Website
                  </Button>
                }
              >
                Your Projects
              </SectionHeading>
              <ProjectList onViewDetails={viewDetails} onNewWebsite={newWebsite} />
            </>
          ),
          notifications: (
            <>
              <SectionHeading>Notifications</SectionHeading>
              <NotificationList onOpenProject={viewDetails} />
            </>
          ),
          billing: (
            <>
              <SectionHeading>Billing</SectionHeading>
              <div className="grid gap-6 lg:grid-cols-2">
                <InvoiceList />
                <SubscriptionList
                  websites={(projects.data ?? [])
                    .filter((p) => p.status === 'delivered')
                    .map((p) => ({ id: p.id, title: p.title }))}
                />
                <CreditNoteList />
              </div>
            </>
          ),
          settings: (
            <>
              <SectionHeading>Settings</SectionHeading>
              <SettingsTab user={user} />
            </>
          ),
          support: (
            <>
              <SectionHeading
                action={
                  <Button onClick={() => setTicketOpen(true)}>
                    <Plus aria-hidden="true" />
                    New Ticket
                  </Button>
                }
              >
                Support
              </SectionHeading>
              <Suspense
                fallback={
                  <div className="flex min-h-32 items-center justify-center text-brand-700">
                    <Spinner label="Loading your tickets" />
                  </div>
                }
              >
                <SupportTab onNewTicket={() => setTicketOpen(true)} />
              </Suspense>
            </>
          ),
        }}
      </AreaTabs>

      <NewWebsiteDialog open={orderOpen} onOpenChange={setOrderOpen} />
      <SupportTicketDialog open={ticketOpen} onOpenChange={setTicketOpen} projects={projects.data ?? []} />
      <ProjectDetailDialog projectId={detailId} onOpenChange={(open) => !open && setDetailId(null)} />
    </DashboardShell>
  )
}
