import {
  FolderKanban,
  Globe,
  Images,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  MessageSquare,
  TicketPercent,
  Users,
} from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { useAccount, useForgetSession } from '../../components/account/session-actions'
import { TwoFactorDialog, useEnrolmentRequested } from '../../components/account/two-factor'
import { useHydrated } from '../../components/account/use-hydrated'
import { DashboardShell, SessionCheck } from '../../components/dashboard-shell'
import { Badge } from '../../components/ui/badge'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { readStorage, STORAGE_KEYS } from '../../lib/storage'
import { useAdminStats } from './api/get-admin-stats'
import { ComingLater } from './components/coming-later'
import { CreateUserDialog } from './components/create-user-dialog'
import { OverviewTab } from './components/overview-tab'
import { UsersTab } from './components/users-tab'

type TabId = 'overview' | 'users' | 'projects' | 'domains' | 'portfolio' | 'coupons' | 'support' | 'contacts'

const TABS: { id: TabId; label: string; icon: LucideIcon }[] = [
  { id: 'overview', label: 'Overview', icon: LayoutDashboard },
  { id: 'users', label: 'Users', icon: Users },
  { id: 'projects', label: 'Projects', icon: FolderKanban },
  { id: 'domains', label: 'Domains', icon: Globe },
  { id: 'portfolio', label: 'Portfolio', icon: Images },
  { id: 'coupons', label: 'Coupons', icon: TicketPercent },
  { id: 'support', label: 'Support', icon: LifeBuoy },
  { id: 'contacts', label: 'Contacts', icon: MessageSquare },
]

/** Sections of dashboards.md §2 "Admin panel" that later releases bring, said plainly. */
const LATER: Partial<Record<TabId, { title: string; about: string; icon: LucideIcon }>> = {
  projects: {
    title: 'Projects',
    icon: FolderKanban,
    about: 'Move projects through their stages, publish design samples, request details and deliver sites.',
  },
  domains: {
    title: 'Domain requests',
    icon: Globe,
    about: 'Domains customers asked for at checkout, waiting to be registered by hand at a registrar.',
  },
  portfolio: {
    title: 'Portfolio',
    icon: Images,
    about: 'Add and remove the showcase items shown on the landing page and the portfolio page.',
  },
  coupons: {
    title: 'Coupon requests',
    icon: Mail,
    about: 'E-mail addresses that asked for the exit-offer coupon codes.',
  },
  support: {
    title: 'Support tickets',
    icon: LifeBuoy,
    about: 'Customer tickets with their priority, to acknowledge, resolve and answer.',
  },
  contacts: {
    title: 'Contact submissions',
    icon: MessageSquare,
    about: 'Project enquiries sent from the landing page contact form.',
  },
}

/**
 * The admin panel (dashboards.md §2). The stats call is the session check: no token, or a refused call,
 * removes the token and returns to /admin-login (§4 "Admin session").
 */
export default function AdminPage() {
  const hydrated = useHydrated()
  const [, navigate] = useLocation()
  const { user } = useAccount()
  const forget = useForgetSession()
  const hasToken = hydrated && !!readStorage(STORAGE_KEYS.token)
  const stats = useAdminStats({ enabled: hasToken })
  const refused = hydrated && (!hasToken || stats.isError)

  useEffect(() => {
    if (!refused) return
    navigate('/admin-login', { replace: true })
    forget()
  }, [refused, navigate, forget])

  const [tab, setTab] = useState<TabId>('overview')
  const [createOpen, setCreateOpen] = useState(false)
  const enrolRequested = useEnrolmentRequested()
  const [totpOpen, setTotpOpen] = useState(enrolRequested)

  if (refused || !user || user.role !== 'admin') return <SessionCheck title="Admin Panel" />

  return (
    <DashboardShell user={user} badge={<Badge className="hidden sm:inline-flex">Administrator</Badge>}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Panel</h1>
          <p className="mt-1 text-slate-600">
            Welcome back{user.firstName ? `, ${user.firstName}` : ''}. Here is how the studio is doing.
          </p>
        </div>
        <Badge className="sm:hidden">Administrator</Badge>
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as TabId)}>
        <TabsList aria-label="Admin sections">
          {TABS.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              <t.icon aria-hidden="true" />
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            stats={stats.data}
            totpEnabled={user.totpEnabled}
            onAddUser={() => setCreateOpen(true)}
            onGoTo={setTab}
            onSetUpTotp={() => setTotpOpen(true)}
          />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab onAddUser={() => setCreateOpen(true)} />
        </TabsContent>
        {TABS.map((t) => {
          const later = LATER[t.id]
          return later ? (
            <TabsContent key={t.id} value={t.id}>
              <ComingLater icon={later.icon} title={later.title} about={later.about} />
            </TabsContent>
          ) : null
        })}
      </Tabs>

      <CreateUserDialog open={createOpen} onOpenChange={setCreateOpen} />
      <TwoFactorDialog open={totpOpen} onOpenChange={setTotpOpen} />
    </DashboardShell>
  )
}
