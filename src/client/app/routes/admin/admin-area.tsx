import {
  Bell,
  FolderKanban,
  Globe,
  Images,
  LayoutDashboard,
  LifeBuoy,
  MessageSquare,
  ScrollText,
  Settings,
  TicketPercent,
  Users,
} from 'lucide-react'
import { type ComponentType, type ReactNode, Suspense, useDeferredValue, useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { type AreaTab, AreaTabs, useOpenSection } from '../../../components/area-tabs'
import { DashboardShell } from '../../../components/dashboard-shell'
import { lazyDialog } from '../../../components/deferred'
import { preloadable } from '../../../components/preloadable'
import { Badge } from '../../../components/ui/badge'
import { Spinner } from '../../../components/ui/spinner'
import { useAdminStats } from '../../../hooks/use-admin-stats'
import { TwoFactorDialog, useEnrolmentRequested } from '../../../features/session/components/two-factor'
import { useForgetSession } from '../../../hooks/use-session'
import { ApiError } from '../../../lib/api-client'
import { sessionKeys } from '../../../lib/session'
import { ADMIN_SECTIONS, type AdminSection, type AreaProps } from '../../pages'
import type { AdminSectionProps } from './section-props'

const TABS: Record<AdminSection, AreaTab> = {
  overview: { label: 'Overview', icon: LayoutDashboard },
  users: { label: 'Users', icon: Users },
  projects: { label: 'Projects', icon: FolderKanban },
  domains: { label: 'Domains', icon: Globe },
  portfolio: { label: 'Portfolio', icon: Images },
  coupons: { label: 'Coupons', icon: TicketPercent },
  support: { label: 'Support', icon: LifeBuoy },
  contacts: { label: 'Contacts', icon: MessageSquare },
  notifications: { label: 'Notifications', icon: Bell },
  audit: { label: 'Audit', icon: ScrollText },
  settings: { label: 'Settings', icon: Settings },
}

// Each section is its own chunk, loaded when it is first opened.
const SECTIONS: Record<AdminSection, ComponentType<AdminSectionProps> & { preload: () => Promise<unknown> }> =
  {
    overview: preloadable(() => import('./overview')),
    users: preloadable(() => import('./users')),
    projects: preloadable(() => import('./projects')),
    domains: preloadable(() => import('./domains')),
    portfolio: preloadable(() => import('./portfolio')),
    coupons: preloadable(() => import('./coupons')),
    support: preloadable(() => import('./support')),
    contacts: preloadable(() => import('./contacts')),
    notifications: preloadable(() => import('./notifications')),
    audit: preloadable(() => import('./audit')),
    settings: preloadable(() => import('./settings')),
  }

// The section the address opens loads with the area, so it renders without suspending (components/preloadable).
if (typeof window !== 'undefined') {
  const opened = /^\/admin\/(\w+)/.exec(window.location.pathname)?.[1]
  void SECTIONS[ADMIN_SECTIONS.find((s) => s === opened) ?? 'overview'].preload()
}

// The dialog's code loads when it is first opened.
const CreateUserDialog = lazyDialog(
  () => import('../../../features/users/components/create-user-dialog').then((m) => m.CreateUserDialog),
  (p) => p.open,
)

function SectionFallback() {
  return (
    <div className="flex min-h-48 items-center justify-center text-brand-700">
      <Spinner className="scale-125" label="Loading section" />
    </div>
  )
}

/**
 * The admin panel: its sections are tabs whose address is the section's, so reloading or going back and
 * forward keeps the section. A stats call refused because the session ended signs this browser out and returns
 * to /admin-login, like a missing session does; one refused because the account must enrol its authenticator
 * first brings up the enrolment step.
 */
export default function AdminArea({ user }: AreaProps) {
  const navigate = useNavigate()
  const { section = 'overview' } = useParams<{ section?: AdminSection }>()
  const forget = useForgetSession()
  const stats = useAdminStats({ enabled: true })

  const queryClient = useQueryClient()
  const refusal = stats.error instanceof ApiError ? stats.error : null
  useEffect(() => {
    if (!refusal) return
    if (refusal.is('TOTP_ENROLMENT_REQUIRED')) {
      // The account must enrol first: the identity answer says so and the guard shows the enrolment step.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me() })
    } else if (refusal.status === 401) {
      void navigate('/admin-login', { replace: true })
      forget()
    }
  }, [refusal, queryClient, navigate, forget])

  const [createOpen, setCreateOpen] = useState(false)
  const enrolRequested = useEnrolmentRequested()
  const [totpOpen, setTotpOpen] = useState(enrolRequested)

  const openSection = useOpenSection<AdminSection>('/admin')
  // The panel's frame paints with the identity answer; the section renders right after it, as a transition
  // (in slices, yielding to the browser), so the first paint does not wait for it and no task runs long.
  const sectionDue = useDeferredValue(true, false)

  const sectionProps: Omit<AdminSectionProps, 'section'> = {
    user,
    stats: stats.data,
    onAddUser: () => setCreateOpen(true),
    onGoTo: openSection,
    onSetUpTotp: () => setTotpOpen(true),
  }

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

      <AreaTabs base="/admin" sections={ADMIN_SECTIONS} tabs={TABS} current={section} label="Admin sections">
        {
          Object.fromEntries(
            ADMIN_SECTIONS.map((id) => {
              const Section = SECTIONS[id]
              return [
                id,
                <Suspense key={id} fallback={<SectionFallback />}>
                  {sectionDue ? <Section section={id} {...sectionProps} /> : <SectionFallback />}
                </Suspense>,
              ]
            }),
          ) as Record<AdminSection, ReactNode>
        }
      </AreaTabs>

      <CreateUserDialog open={createOpen} onOpenChange={setCreateOpen} />
      <TwoFactorDialog open={totpOpen} onOpenChange={setTotpOpen} />
    </DashboardShell>
  )
}
