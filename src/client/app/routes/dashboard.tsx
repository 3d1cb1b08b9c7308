import { projectPagePath } from '../../../shared/project-pages'
import { Bell, CreditCard, FolderKanban, LayoutDashboard, LifeBuoy, Settings } from 'lucide-react'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { type AreaTab, AreaTabs, useOpenSection } from '../../components/area-tabs'
import { DashboardShell } from '../../components/dashboard-shell'
import { useSubscriptions } from '../../features/billing/api/list-subscriptions'
import { InvoiceList } from '../../features/billing/components/invoice-list'
import { CreditNoteList } from '../../features/billing/components/credit-note-list'
import { memberLabel } from '../../features/billing/member-label'
import { SubscriptionList } from '../../features/billing/components/subscription-list'
import { NotificationButton } from '../../features/notifications/components/notification-button'
import { useProjects } from '../../features/projects/api/list-projects'
import { type AreaProps, DASHBOARD_SECTIONS, type DashboardSection } from '../pages'
import { NotificationsSection, OverviewSection, ProjectsSection, SupportSection } from './dashboard/sections'
import { SectionHeading } from './dashboard/section-heading'
import { SettingsTab } from './dashboard/settings-tab'
import { DashboardWelcome } from './dashboard/welcome'
import { NewWebsiteDialog, SupportTicketDialog } from './dashboard/dialogs'

const TABS: Record<DashboardSection, AreaTab> = {
  overview: { label: 'Overview', icon: LayoutDashboard },
  projects: { label: 'Projects', icon: FolderKanban },
  notifications: { label: 'Notifications', icon: Bell },
  billing: { label: 'Billing', icon: CreditCard },
  settings: { label: 'Settings', icon: Settings },
  support: { label: 'Support', icon: LifeBuoy },
}

/**
 * The client dashboard: a summary of the customer's projects and notifications, the way to a new website or to
 * support, and tabs (in the address, so reload and back keep them) for projects, notifications, billing and
 * settings. A project opens on its own page (/dashboard/projects/:id), where the customer takes the step now.
 */
export default function DashboardPage({ user }: AreaProps) {
  const { section = 'overview' } = useParams<{ section?: DashboardSection }>()
  const projects = useProjects()
  const subscriptions = useSubscriptions()
  const [orderOpen, setOrderOpen] = useState(false)
  const [ticketOpen, setTicketOpen] = useState(false)

  const openSection = useOpenSection<DashboardSection>('/dashboard')
  const newWebsite = () => setOrderOpen(true)
  const navigate = useNavigate()
  const openProjectPage = (id: number) => void navigate(projectPagePath.client(id))

  return (
    <DashboardShell
      user={user}
      memberLabel={memberLabel(user.createdAt, subscriptions.data)}
      actions={<NotificationButton onOpen={() => openSection('notifications')} />}
    >
      <DashboardWelcome user={user} onNewWebsite={newWebsite} onGetSupport={() => setTicketOpen(true)} />

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
            <OverviewSection
              onViewAllProjects={() => openSection('projects')}
              onViewAllNotifications={() => openSection('notifications')}
              onViewDetails={openProjectPage}
              onOpenProject={openProjectPage}
              onNewWebsite={newWebsite}
              pageHref={projectPagePath.client}
            />
          ),
          projects: (
            <ProjectsSection
              onViewDetails={openProjectPage}
              onNewWebsite={newWebsite}
              pageHref={projectPagePath.client}
            />
          ),
          notifications: <NotificationsSection onOpenProject={openProjectPage} />,
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
          support: <SupportSection onNewTicket={() => setTicketOpen(true)} />,
        }}
      </AreaTabs>

      <NewWebsiteDialog open={orderOpen} onOpenChange={setOrderOpen} />
      <SupportTicketDialog open={ticketOpen} onOpenChange={setTicketOpen} projects={projects.data ?? []} />
    </DashboardShell>
  )
}
