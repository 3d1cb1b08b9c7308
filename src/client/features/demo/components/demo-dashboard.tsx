import {
  Bell,
  CheckCircle2,
  FolderKanban,
  FolderOpen,
  LayoutDashboard,
  LifeBuoy,
  Plus,
  Receipt,
  RefreshCw,
  Rocket,
} from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import {
  DEMO_NOTIFICATIONS,
  DEMO_PROJECTS,
  DEMO_TICKETS,
  DEMO_USER,
  type DemoNotification,
  type DemoTicket,
} from '../demo-data'
import { DemoBanner } from './demo-banner'
import { DemoHeader } from './demo-header'
import { InvoicesTab } from './invoices-tab'
import { NotificationsTab } from './notifications-tab'
import { DemoOrderDialog } from './order-dialog'
import { OverviewTab } from './overview-tab'
import { ProjectsTab } from './projects-tab'
import { StatCard } from './stat-card'
import { SubscriptionsTab } from './subscriptions-tab'
import { SupportTab } from './support-tab'

const TABS = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'projects', label: 'Projects', icon: FolderOpen },
  { value: 'subscriptions', label: 'Subscriptions', icon: RefreshCw },
  { value: 'invoices', label: 'Invoices', icon: Receipt },
  { value: 'notifications', label: 'Notifications', icon: Bell },
  { value: 'support', label: 'Support', icon: LifeBuoy },
] as const
type DemoTab = (typeof TABS)[number]['value']

/**
 * The demo client dashboard (/demo): the real dashboard's screens filled with a sample client's data. It makes
 * no calls at all; whatever the visitor does (reading notifications, opening a ticket) changes this page only.
 */
export function DemoDashboard() {
  const [tab, setTab] = useState<DemoTab>('overview')
  const [notifications, setNotifications] = useState<readonly DemoNotification[]>(DEMO_NOTIFICATIONS)
  const [tickets, setTickets] = useState<readonly DemoTicket[]>(DEMO_TICKETS)
  const notificationsTab = useRef<HTMLButtonElement>(null)

  const projects = DEMO_PROJECTS
  const active = projects.filter((p) => p.status !== 'delivered').length
  const unread = notifications.filter((n) => !n.isRead).length

  const markRead = (id: number) =>
    setNotifications((list) => list.map((n) => (n.id === id ? { ...n, isRead: true } : n)))

  const showNotifications = () => {
    setTab('notifications')
    notificationsTab.current?.focus()
  }

  const addTicket = (ticket: Omit<DemoTicket, 'id' | 'status' | 'hoursAgo'>) =>
    setTickets((list) => [
      { ...ticket, id: Math.max(0, ...list.map((t) => t.id)) + 1, status: 'open', hoursAgo: 0 },
      ...list,
    ])

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <DemoBanner />
      <DemoHeader unread={unread} onBell={showNotifications} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Welcome back, {DEMO_USER.firstName}!
        </h1>
        <p className="mt-1 text-slate-600">Here is how your website projects are coming along.</p>

        <ul aria-label="Summary" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <li>
            <StatCard label="Total Projects" value={projects.length} icon={FolderKanban} />
          </li>
          <li>
            <StatCard label="Active Projects" value={active} icon={Rocket} />
          </li>
          <li>
            <StatCard label="Completed" value={projects.length - active} icon={CheckCircle2} />
          </li>
          <li>
            <StatCard label="Unread Notifications" value={unread} icon={Bell} />
          </li>
        </ul>

        <section
          aria-labelledby="demo-next-heading"
          className="mt-6 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white sm:p-8"
        >
          <h2 id="demo-next-heading" className="text-xl font-semibold">
            Ready for your next website?
          </h2>
          <p className="mt-2 max-w-xl text-brand-50">
            A professional 5-page site for $100, delivered within 7 business days. Questions first? Our team
            is happy to help.
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <DemoOrderDialog
              trigger={
                <Button variant="inverse" size="lg">
                  <Plus aria-hidden="true" />
                  New Website
                </Button>
              }
            />
            <Button
              size="lg"
              className="border border-white/60 bg-transparent text-white hover:bg-white/10"
              onClick={() => setTab('support')}
            >
              <LifeBuoy aria-hidden="true" />
              Get Support
            </Button>
          </div>
        </section>

        <Tabs value={tab} onValueChange={(v) => setTab(v as DemoTab)} className="mt-8">
          <TabsList
            aria-label="Dashboard sections"
            className="grid grid-cols-2 min-[400px]:grid-cols-3 sm:flex"
          >
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger
                key={value}
                value={value}
                className="justify-center"
                {...(value === 'notifications' ? { ref: notificationsTab } : {})}
              >
                <Icon aria-hidden="true" className="hidden sm:block" />
                {label}
                {value === 'notifications' && unread > 0 && (
                  <span className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold leading-5 text-white">
                    {unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab
              projects={projects}
              notifications={notifications}
              onRead={markRead}
              onShow={setTab}
            />
          </TabsContent>
          <TabsContent value="projects">
            <ProjectsTab projects={projects} />
          </TabsContent>
          <TabsContent value="subscriptions">
            <SubscriptionsTab />
          </TabsContent>
          <TabsContent value="invoices">
            <InvoicesTab />
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationsTab notifications={notifications} onRead={markRead} />
          </TabsContent>
          <TabsContent value="support">
            <SupportTab tickets={tickets} onCreated={addTicket} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  )
}
