import { ClipboardList, FolderOpen, Plus } from 'lucide-react'
import { Link } from 'wouter'
import type { Project } from '../../../../shared/contracts/projects'
import { STATUS_LABELS, STATUS_PROGRESS } from '../../../../shared/lifecycle'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatDate, formatMoney } from '../../../lib/format'
import { useProjects } from '../api/list-projects'

function ProjectRow({ project }: { project: Project }) {
  const progress = STATUS_PROGRESS[project.status]
  const needsRequirements = project.status === 'requirements_needed'
  return (
    <li className="grid gap-3 p-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold text-slate-900">{project.title}</h3>
          <Badge
            variant={needsRequirements ? 'warning' : project.status === 'delivered' ? 'success' : 'default'}
          >
            {STATUS_LABELS[project.status]}
          </Badge>
        </div>
        <div className="mt-3 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={`${project.title} progress`}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress}%` }} />
          </div>
          <span className="text-xs font-medium tabular-nums text-slate-700">{progress}%</span>
        </div>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>Delivery:</dt>
            <dd className="text-slate-900">
              {project.deliveryDate ? formatDate(project.deliveryDate) : 'Set once requirements are in'}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Amount:</dt>
            <dd className="text-slate-900">{formatMoney(project.totalAmount)}</dd>
          </div>
        </dl>
      </div>
      {needsRequirements && (
        <Button asChild>
          <Link href={`/payment-success?project=${project.id}`}>
            <ClipboardList aria-hidden="true" />
            Submit requirements
          </Link>
        </Button>
      )}
    </li>
  )
}

/** The customer's projects with their status and progress; the empty state invites a first order. */
export function ProjectList() {
  const projects = useProjects()
  if (projects.isPending)
    return (
      <Card className="grid gap-4 p-5" aria-busy="true">
        <p className="sr-only" role="status">
          Loading your projects
        </p>
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-2 w-1/2" />
        <Skeleton className="h-5 w-1/4" />
      </Card>
    )
  if (projects.isError)
    return (
      <Card className="p-6 text-center" role="alert">
        <p className="text-slate-700">We could not load your projects. Please reload the page.</p>
      </Card>
    )
  if (projects.data.length === 0)
    return (
      <Card className="flex flex-col items-center px-6 py-16 text-center">
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
          <FolderOpen className="size-6" aria-hidden="true" />
        </span>
        <h3 className="text-lg font-semibold text-slate-900">No projects yet</h3>
        <p className="mt-2 max-w-md text-sm text-slate-600">
          Your projects will appear here after your first order.
        </p>
        <Button asChild className="mt-6">
          <a href="/#pricing">
            <Plus aria-hidden="true" />
            New Website
          </a>
        </Button>
      </Card>
    )
  return (
    <Card>
      <ul className="divide-y divide-slate-200">
        {projects.data.map((p) => (
          <ProjectRow key={p.id} project={p} />
        ))}
      </ul>
    </Card>
  )
}
