import { ClipboardList, ExternalLink, Eye, FolderOpen, RefreshCw } from 'lucide-react'
import { Link } from 'react-router'
import { UnreadMessagesLink } from '../../messages'
import type { Project } from '../../../../shared/contracts/projects'
import { INCLUDED_REVISION_ROUNDS } from '../../../../shared/lifecycle'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { businessTypeLabel } from '../project-display'
import { DeliveryAccess } from './delivery-access'
import { DeliveryCountdown } from './delivery-countdown'
import { ProjectProgress, ProjectStatusBadge } from './project-progress'
import { formatDate } from '../../../../shared/dates'
import { formatMoney } from '../../../../shared/money'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** Bought and free extra pages apart: '2 + 10 free' (or '10 free', or '2'). */
export function extraPagesText(project: Pick<Project, 'extraPages' | 'freePages'>): string {
  const free = project.freePages ?? 0
  const bought = project.extraPages - free
  if (free === 0) return String(project.extraPages)
  return bought > 0 ? `${bought} + ${free} free` : `${free} free`
}

/**
 * One project: status and progress, what was ordered, the delivery countdown, what the client should do next
 * (submit requirements), the staging site, and once delivered its access details.
 */
export function ProjectCard({
  project,
  onViewDetails,
  pageHref,
}: {
  project: Project
  onViewDetails: (id: number) => void
  /** The address of the project's own page, where there is one (the dashboard; not the demo). */
  pageHref?: (id: number) => string
}) {
  const headingId = `project-${project.id}-title`
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-5" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {project.title}
          </h3>
          <p className="text-sm text-slate-600">{businessTypeLabel(project.businessType)}</p>
        </div>
        <ProjectStatusBadge project={project} />
      </div>

      <ProjectProgress project={project} />

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Created</dt>
          <dd className="font-medium text-slate-900">{formatDate(project.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Total</dt>
          <dd className="font-medium text-slate-900">
            {formatMoney(project.totalAmountCents, 'USD', { whole: false })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Extra pages</dt>
          <dd className="font-medium text-slate-900">{extraPagesText(project)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Add-ons</dt>
          <dd className="font-medium text-slate-900">{project.selectedAddons.length}</dd>
        </div>
      </dl>

      <DeliveryCountdown project={project} />

      {project.revisionRounds > 0 && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <RefreshCw className="size-4 shrink-0" aria-hidden="true" />
          {plural(project.revisionRounds, 'revision round', 'revision rounds')} requested
          {project.revisionRounds > INCLUDED_REVISION_ROUNDS && ' (extra rounds paid by card)'}
        </p>
      )}

      {project.status === 'requirements_needed' && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">We need your requirements to start designing.</p>
          <Button asChild size="sm" className="mt-2">
            <Link to={`/payment-success?project=${project.id}`}>
              <ClipboardList aria-hidden="true" />
              Submit requirements
            </Link>
          </Button>
        </div>
      )}

      {(project.status === 'samples_ready' || project.status === 'awaiting_approval') && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">
            {project.status === 'samples_ready'
              ? 'Your design samples are ready. Pick the one you like best.'
              : 'Your website is ready for your review.'}
          </p>
          {pageHref ? (
            <Button asChild size="sm" className="mt-2">
              <Link
                to={`${pageHref(project.id)}#${project.status === 'samples_ready' ? 'designs' : 'review'}`}
              >
                {project.status === 'samples_ready' ? 'Choose Your Design' : 'Review Your Website'}
                <span className="sr-only"> for {project.title}</span>
              </Link>
            </Button>
          ) : (
            <Button size="sm" className="mt-2" onClick={() => onViewDetails(project.id)}>
              {project.status === 'samples_ready' ? 'Choose Your Design' : 'Review Your Website'}
              <span className="sr-only"> for {project.title}</span>
            </Button>
          )}
        </div>
      )}

      {project.status === 'delivered' && <DeliveryAccess project={project} />}

      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {/* With a page of its own, the project opens there; the demo, which has none, opens it in a dialog. */}
        {pageHref ? (
          <Button asChild variant="outline" size="sm">
            <Link to={pageHref(project.id)}>
              <FolderOpen aria-hidden="true" />
              View Details
              <span className="sr-only"> of {project.title}</span>
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => onViewDetails(project.id)}>
            <Eye aria-hidden="true" />
            View Details
            <span className="sr-only"> of {project.title}</span>
          </Button>
        )}
        {pageHref && (
          <UnreadMessagesLink side="client" projectId={project.id} pageHref={pageHref(project.id)} />
        )}
        {project.stagingUrl && (
          <Button asChild variant="ghost" size="sm">
            <a href={project.stagingUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Preview Site
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        )}
      </div>
    </Card>
  )
}
