import { projectPagePath } from '../../../../shared/project-pages'
import type { ReactNode } from 'react'
import {
  Bell,
  ChevronRight,
  DollarSign,
  FolderKanban,
  LifeBuoy,
  RefreshCw,
  Ticket,
  UserPlus,
  Users,
} from 'lucide-react'
import { Link } from 'react-router'
import type { AdminStatsResponse } from '../../../../shared/contracts/admin'
import { STATUS_LABELS } from '../../../../shared/lifecycle'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/error-message'
import { AdminProjectStatusBadge } from '../../projects'
import { TicketPriorityBadge } from '../../../components/support-ticket'
import { StatCard } from './stat-card'
import { useProjectsNeedingAttention } from '../api/list-projects-needing-attention'
import { useAwaitingReply } from '../api/list-awaiting-reply'
import { Badge } from '../../../components/ui/badge'
import { formatDate, formatDateTime } from '../../../../shared/dates'
import { INFO_REQUEST_TYPE_LABELS } from '../../../../shared/states'
import { formatMoney } from '../../../../shared/money'

/**
 * The admin overview: the four figures, the quick actions and, beside them, the account's security card, then
 * the five most recent projects and tickets, each opening its own record in its tab.
 */
export function OverviewTab({
  stats,
  error,
  retrying = false,
  onRetry,
  security,
  onAddUser,
  onSendNotification,
  onGoTo,
}: {
  stats: AdminStatsResponse | undefined
  /** Why the figures could not be read (shown with a retry when there are none to show). */
  error?: unknown
  retrying?: boolean
  onRetry?: () => void
  security: ReactNode
  /** Opens 'Add a user for a manual payment'. */
  onAddUser: () => void
  /** Opens the broadcast to every customer. */
  onSendNotification: () => void
  onGoTo: (tab: 'users' | 'projects' | 'support') => void
}) {
  const failed = !stats && !!error
  const loading = !stats && !failed
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="overview-figures">
        <h2 id="overview-figures" className="sr-only">
          Figures
        </h2>
        {loading && (
          <p role="status" className="sr-only">
            Loading figures
          </p>
        )}
        {failed && (
          <Card role="alert" className="mb-4 flex flex-wrap items-center justify-between gap-3 p-4">
            <p className="text-sm text-red-700">{errorMessage(error, 'The figures could not be loaded.')}</p>
            {onRetry && (
              <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            )}
          </Card>
        )}
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Total Users" icon={Users} loading={loading} value={stats?.totalUsers.toString()} />
          <StatCard
            label="Active Projects"
            icon={FolderKanban}
            loading={loading}
            value={stats?.activeProjects.toString()}
          />
          <StatCard
            label="Open Tickets"
            icon={Ticket}
            loading={loading}
            value={stats?.openTickets.toString()}
          />
          <StatCard
            label="Total Revenue"
            icon={DollarSign}
            loading={loading}
            value={stats ? formatMoney(stats.totalRevenueCents, 'USD', { whole: false }) : undefined}
          />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">Quick actions</h2>
            <CardDescription>Common jobs, one click away.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2 sm:grid-cols-2">
            <Button onClick={onAddUser} className="justify-start">
              <UserPlus aria-hidden="true" />
              Add User
            </Button>
            <Button variant="outline" onClick={onSendNotification} className="justify-start">
              <Bell aria-hidden="true" />
              Send Notification
            </Button>
            <Button variant="outline" onClick={() => onGoTo('users')} className="justify-start">
              <Users aria-hidden="true" />
              Manage Users
            </Button>
            <Button variant="outline" onClick={() => onGoTo('projects')} className="justify-start">
              <FolderKanban aria-hidden="true" />
              Manage Projects
            </Button>
            <Button variant="outline" onClick={() => onGoTo('support')} className="justify-start">
              <LifeBuoy aria-hidden="true" />
              Handle Support
            </Button>
          </CardContent>
        </Card>
        {security}
      </div>

      <NeedsYou />

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentList
          id="recent-projects"
          title="Recent projects"
          description="The five newest; open one to manage it."
          loading={loading}
          failed={failed}
          empty="No projects yet. They appear here once a customer has paid."
          items={stats?.recentProjects.map((p) => ({
            id: p.id,
            href: projectPagePath.studio(p.id),
            title: p.title,
            detail: p.clientEmail,
            badge: <AdminProjectStatusBadge status={p.status} label={STATUS_LABELS[p.status]} />,
          }))}
        />
        <RecentList
          id="recent-tickets"
          title="Recent tickets"
          description="The five newest; open one to answer it."
          loading={loading}
          failed={failed}
          empty="No support tickets yet."
          items={stats?.recentTickets.map((t) => ({
            id: t.id,
            href: `/admin/support?ticket=${t.id}`,
            title: t.subject,
            detail: t.email,
            badge: <TicketPriorityBadge priority={t.priority} />,
          }))}
        />
      </div>
    </div>
  )
}

/**
 * What needs the studio on its projects: clients waiting over 4 working hours for an answer, requests for details
 * past their window with no answer, and projects whose delivery date has passed or is tomorrow at the latest;
 * each opens the project's page.
 */
function NeedsYou() {
  const attention = useProjectsNeedingAttention()
  const awaiting = useAwaitingReply()
  const loading = attention.isPending
  const failed = attention.isError
  return (
    <div className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
      <RecentList
        id="awaiting-reply"
        title="Clients waiting for an answer"
        description="Messages unanswered for over 4 working hours."
        loading={awaiting.isPending}
        failed={awaiting.isError}
        empty="Every client message has an answer."
        items={awaiting.data?.map((t) => ({
          id: t.projectId,
          href: `${projectPagePath.studio(t.projectId)}#messages`,
          title: t.title,
          detail: `${t.clientName}, waiting since ${formatDateTime(t.waitingSince)}`,
          badge: <Badge variant="warning">Waiting</Badge>,
        }))}
      />
      <RecentList
        id="overdue-requests"
        title="Requests past their window"
        description="Details asked for and not yet answered in time; chase the client."
        loading={loading}
        failed={failed}
        empty="No request for details is overdue."
        items={attention.data?.overdueRequests.map((r) => ({
          id: r.requestId,
          href: `${projectPagePath.studio(r.projectId)}#messages`,
          title: r.title,
          detail: `${INFO_REQUEST_TYPE_LABELS[r.requestType]}, due ${formatDateTime(r.dueAt)}`,
          badge: <Badge variant="destructive">Overdue</Badge>,
        }))}
      />
      <RecentList
        id="deadlines"
        title="Deadlines"
        description="Projects due by tomorrow, or late."
        loading={loading}
        failed={failed}
        empty="No project is due by tomorrow."
        items={attention.data?.deadlines.map((p) => ({
          id: p.projectId,
          href: projectPagePath.studio(p.projectId),
          title: p.title,
          detail: `Due ${formatDate(p.deliveryDate)} · ${STATUS_LABELS[p.status]}`,
          badge: p.late ? (
            <Badge variant="destructive">Late</Badge>
          ) : (
            <Badge variant="warning">Due soon</Badge>
          ),
        }))}
      />
    </div>
  )
}

interface RecentItem {
  id: number
  href: string
  title: string
  detail: string
  badge: ReactNode
}

function RecentList({
  id,
  title,
  description,
  loading,
  failed,
  empty,
  items,
}: {
  id: string
  title: string
  description: string
  loading: boolean
  failed: boolean
  empty: string
  items: RecentItem[] | undefined
}) {
  return (
    <Card aria-labelledby={id} role="region" className="min-w-0">
      <CardHeader>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : failed || !items ? (
          <p className="text-sm text-slate-600">Not available until the figures load.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{empty}</p>
        ) : (
          <ul aria-label={title} className="-mx-2 grid">
            {items.map((item) => (
              <li key={item.id} className="min-w-0">
                <Link
                  to={item.href}
                  className="flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  {/* The badge goes under the words when both do not fit on a line (a phone), never squeezing them. */}
                  <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="grid min-w-0 flex-[1_1_12rem]">
                      <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">
                        {item.title}
                      </span>
                      <span className="text-sm text-slate-600 [overflow-wrap:anywhere]">{item.detail}</span>
                    </span>
                    <span className="shrink-0">{item.badge}</span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
