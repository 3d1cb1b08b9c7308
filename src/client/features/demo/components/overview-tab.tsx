import { ArrowRight } from 'lucide-react'
import { STATUS_LABELS, STATUS_PROGRESS } from '../../../../shared/lifecycle'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import type { DemoNotification, DemoProject } from '../demo-data'
import { NotificationItem } from './notification-item'
import { ProgressBar, statusVariant } from './project-card'

/** The overview's limits, as on the client dashboard (dashboards.md §9). */
const RECENT_PROJECTS = 3
const RECENT_NOTIFICATIONS = 4

/** The three latest projects and the four latest notifications, with ways to the full lists. */
export function OverviewTab({
  projects,
  notifications,
  onRead,
  onShow,
}: {
  projects: readonly DemoProject[]
  notifications: readonly DemoNotification[]
  onRead: (id: number) => void
  onShow: (tab: 'projects' | 'notifications') => void
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold leading-tight text-slate-900">Recent Projects</h2>
          <Button variant="link" className="h-auto px-0" onClick={() => onShow('projects')}>
            View All Projects
            <ArrowRight aria-hidden="true" />
          </Button>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4">
            {projects.slice(0, RECENT_PROJECTS).map((p) => (
              <li key={p.id} className="grid gap-2 rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{p.title}</h3>
                  <Badge variant={statusVariant(p.status)}>{STATUS_LABELS[p.status]}</Badge>
                </div>
                <ProgressBar title={p.title} value={STATUS_PROGRESS[p.status]} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold leading-tight text-slate-900">Recent Notifications</h2>
          {notifications.length > RECENT_NOTIFICATIONS && (
            <Button variant="link" className="h-auto px-0" onClick={() => onShow('notifications')}>
              View All Notifications
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </CardHeader>
        <CardContent>
          <ul className="grid gap-1">
            {notifications.slice(0, RECENT_NOTIFICATIONS).map((n) => (
              <NotificationItem key={n.id} notification={n} onRead={onRead} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  )
}
