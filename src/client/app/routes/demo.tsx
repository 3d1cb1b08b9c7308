import { Bell, FolderKanban, LayoutDashboard, LifeBuoy, Receipt, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { SUPPORT_RESPONSE_HOURS } from '../../../shared/marketing'
import { type AreaTab, AreaTabs } from '../../components/area-tabs'
import { DashboardShell } from '../../components/dashboard-shell'
import { useSubscriptions } from '../../features/billing/api/list-subscriptions'
import { InvoiceList } from '../../features/billing/components/invoice-list'
import { SubscriptionList } from '../../features/billing/components/subscription-list'
import { memberLabel } from '../../features/billing/member-label'
import { DemoBanner } from '../../features/demo/components/demo-banner'
import { DEMO_USER } from '../../features/demo/demo-data'
import { NotificationButton } from '../../features/notifications/components/notification-button'
import { useProjects } from '../../features/projects/api/list-projects'
import { toast } from '../../lib/toast'
import { NotificationsSection, OverviewSection, ProjectsSection, SupportSection } from './dashboard/sections'
import { DashboardWelcome } from './dashboard/welcome'
import { DemoQueryProvider, useDemoWrites } from './demo/demo-client'
import { NewWebsiteDialog, SupportTicketDialog } from './dashboard/dialogs'

/** The demo's tabs (dashboards.md §2 "Demo dashboard"), kept in the page: the demo has one address. */
const SECTIONS = ['overview', 'projects', 'subscriptions', 'invoices', 'notifications', 'support'] as const
type DemoSection = (typeof SECTIONS)[number]

const TABS: Record<DemoSection, AreaTab> = {
  overview: { label: 'Overview', icon: LayoutDashboard },
  projects: { label: 'Projects', icon: FolderKanban },
  subscriptions: { label: 'Subscriptions', icon: RefreshCw },
  invoices: { label: 'Invoices', icon: Receipt },
  notifications: { label: 'Notifications', icon: Bell },
  support: { label: 'Support', icon: LifeBuoy },
}

/**
 * The demo client dashboard (/demo): the client dashboard's own components, reading a sample account from a
 * cache of their own instead of the API. Nothing is sent: where the dashboard would write, the demo changes
 * this page's answers (a notification read, a new ticket) or says what the real dashboard does.
 */
export default function DemoPage() {
  return (
    <DemoQueryProvider>
      <DemoDashboard />
    </DemoQueryProvider>
  )
}

function demoOnly(description: string) {
  toast({ title: 'This is a demo', description })
}

function DemoDashboard() {
  const [section, setSection] = useState<DemoSection>('overview')
  const [orderOpen, setOrderOpen] = useState(false)
  const [ticketOpen, setTicketOpen] = useState(false)
  const projects = useProjects()
  const subscriptions = useSubscriptions()
  const writes = useDemoWrites()

  const newWebsite = () => setOrderOpen(true)
  const newTicket = () => setTicketOpen(true)
  const viewDetails = (id: number) => {
    const title = projects.data?.find((p) => p.id === id)?.title ?? 'the project'
    demoOnly(
      `In your own dashboard this opens ${title}: its design samples, final review, timeline and domain.`,
    )
  }

  return (
    <DashboardShell
      user={DEMO_USER}
      memberLabel={memberLabel(DEMO_USER.createdAt, subscriptions.data)}
      actions={<NotificationButton onOpen={() => setSection('notifications')} />}
      logoutHref="/"
    >
      <DemoBanner />
      <DashboardWelcome user={DEMO_USER} onNewWebsite={newWebsite} onGetSupport={newTicket} />

      <AreaTabs
        className="mt-8"
        onSelect={setSection}
        sections={SECTIONS}
        tabs={TABS}
        current={section}
        label="Dashboard sections"
      >
        {{
          overview: (
            <OverviewSection
              onViewAllProjects={() => setSection('projects')}
              onViewAllNotifications={() => setSection('notifications')}
              onViewDetails={viewDetails}
              onNewWebsite={newWebsite}
              onMarkRead={writes.markRead}
            />
          ),
          projects: <ProjectsSection onViewDetails={viewDetails} onNewWebsite={newWebsite} />,
          subscriptions: <SubscriptionList readOnly />,
          invoices: (
            <InvoiceList
              onDownload={(invoice) =>
                demoOnly(
                  `Invoice ${invoice.number} is sample data, with no PDF. In your own dashboard, Download PDF saves the invoice.`,
                )
              }
            />
          ),
          notifications: <NotificationsSection onOpenProject={viewDetails} onMarkRead={writes.markRead} />,
          support: <SupportSection onNewTicket={newTicket} readOnly />,
        }}
      </AreaTabs>

      <NewWebsiteDialog
        open={orderOpen}
        onOpenChange={setOrderOpen}
        onContinue={(order) =>
          toast({
            title: 'This is a demo — sign up to order your site',
            description: `“${order.title}” is ready to order. In your own dashboard, Continue to Checkout takes you to secure payment and your project starts right after. Here nothing was saved or sent.`,
          })
        }
      />
      <SupportTicketDialog
        open={ticketOpen}
        onOpenChange={setTicketOpen}
        projects={projects.data ?? []}
        onCreate={(ticket) => {
          writes.addTicket(ticket)
          toast({
            title: 'Support Ticket Created! 🎉',
            description: `This is a demo, so nothing was sent. In your own dashboard our team replies within ${SUPPORT_RESPONSE_HOURS[ticket.priority ?? 'medium']} hours.`,
            variant: 'success',
          })
        }}
      />
    </DashboardShell>
  )
}
