import type { ReactNode } from 'react'
import { Bell, DollarSign, FolderKanban, LifeBuoy, Ticket, UserPlus, Users } from 'lucide-react'
import type { AdminStatsResponse } from '../../../../shared/contracts/admin'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { formatMoney } from '../../../lib/format'
import { StatCard } from './stat-card'

/** The admin overview: the four figures, quick actions and, beside them, the account's security card. */
export function OverviewTab({
  stats,
  security,
  onAddUser,
  onSendNotification,
  onGoTo,
}: {
  stats: AdminStatsResponse | undefined
  security: ReactNode
  onAddUser: () => void
  /** Opens the broadcast to every customer. */
  onSendNotification: () => void
  onGoTo: (tab: 'users' | 'projects' | 'support') => void
}) {
  const loading = !stats
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
            value={stats ? formatMoney(stats.totalRevenue) : undefined}
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
    </div>
  )
}
