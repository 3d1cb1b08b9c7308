import { FolderOpen, Plus } from 'lucide-react'
import { LoadError } from '../../../components/load-error'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { cn } from '../../../lib/utils'
import { useProjects } from '../api/list-projects'
import { ProjectCard } from './project-card'

function ProjectSkeleton() {
  return (
    <Card className="grid gap-4 p-5">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-2 w-full" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
      <Skeleton className="h-9 w-28" />
    </Card>
  )
}

/**
 * The customer's projects as cards, newest first (the first `limit` when given). The empty state invites a
 * first order through `onNewWebsite`.
 */
export function ProjectList({
  limit,
  onViewDetails,
  onNewWebsite,
  pageHref,
  className = 'lg:grid-cols-2',
}: {
  limit?: number
  /** The grid's columns. */
  className?: string
  onViewDetails: (id: number) => void
  onNewWebsite: () => void
  /** The address of a project's own page (ProjectCard). */
  pageHref?: (id: number) => string
}) {
  const projects = useProjects()
  if (projects.isPending)
    return (
      <div className={cn('grid gap-4', className)} aria-busy="true">
        <p className="sr-only" role="status">
          Loading your projects
        </p>
        <ProjectSkeleton />
        <ProjectSkeleton />
      </div>
    )
  if (projects.isError)
    return (
      <LoadError
        what="your projects"
        onRetry={() => void projects.refetch()}
        retrying={projects.isFetching}
      />
    )
  if (projects.data.length === 0)
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
          <FolderOpen className="size-6" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold text-slate-900">No projects yet</p>
        <p className="mt-2 max-w-md text-sm text-slate-600">
          Order your website and follow every step of it here, from design to launch.
        </p>
        <Button className="mt-6" onClick={onNewWebsite}>
          <Plus aria-hidden="true" />
          Start Your First Project
        </Button>
      </Card>
    )
  const shown = limit === undefined ? projects.data : projects.data.slice(0, limit)
  return (
    <ul className={cn('grid gap-4', className)}>
      {shown.map((p) => (
        <li key={p.id} className="grid min-w-0">
          <ProjectCard project={p} onViewDetails={onViewDetails} pageHref={pageHref} />
        </li>
      ))}
    </ul>
  )
}
