import { Bell, CheckCircle2, FolderKanban, type LucideIcon, Timer } from 'lucide-react'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { useNotifications } from '../../../features/notifications/api/list-notifications'
import { useProjects } from '../../../features/projects/api/list-projects'

function StatCard({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string
  value: number | undefined
  icon: LucideIcon
  tone: string
}) {
  return (
    <Card className="flex items-center justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-8 w-10" />
        ) : (
          <p className="text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{value}</p>
        )}
      </div>
      <span
        aria-hidden="true"
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}
      >
        <Icon className="size-5" />
      </span>
    </Card>
  )
}

/** Total, completed (completed or delivered), active (every other) projects, and unread notifications. */
export function StatCards() {
  const projects = useProjects()
  const notifications = useNotifications()
  const list = projects.data
  const done = list?.filter((p) => p.status === 'completed' || p.status === 'delivered').length
  const unread = notifications.data?.filter((n) => !n.isRead).length
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Projects"
        value={list?.length}
        icon={FolderKanban}
        tone="bg-brand-100 text-brand-800"
      />
      <StatCard label="Completed" value={done} icon={CheckCircle2} tone="bg-emerald-100 text-emerald-800" />
      <StatCard
        label="Active"
        value={list && done !== undefined ? list.length - done : undefined}
        icon={Timer}
        tone="bg-amber-100 text-amber-900"
      />
      <StatCard label="Notifications" value={unread} icon={Bell} tone="bg-violet-100 text-violet-800" />
    </section>
  )
}
