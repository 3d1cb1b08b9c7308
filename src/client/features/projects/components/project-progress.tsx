import type { Project } from '../../../../shared/contracts/projects'
import { Badge } from '../../../components/ui/badge'
import { statusVariant } from '../project-display'

export function ProjectStatusBadge({ project }: { project: Pick<Project, 'status' | 'statusLabel'> }) {
  return <Badge variant={statusVariant(project.status)}>{project.statusLabel}</Badge>
}

/** The project's progress as a labelled bar with its percent. */
export function ProjectProgress({ project }: { project: Pick<Project, 'title' | 'progress'> }) {
  const progress = Math.max(0, Math.min(100, project.progress))
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={`${project.title} progress`}
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
      <span className="w-10 shrink-0 text-right text-xs font-medium tabular-nums text-slate-700">
        {progress}%
      </span>
    </div>
  )
}
