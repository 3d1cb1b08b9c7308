import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { clientSeesSamples, type ProjectDetail } from '../../../../shared/contracts/projects'
import { LoadError } from '../../../components/load-error'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Skeleton } from '../../../components/ui/skeleton'
import { ApiError } from '../../../lib/api-client'
import { useProject } from '../api/get-project'
import { useProjectDomain } from '../api/get-project-domain'
import { businessTypeLabel } from '../project-display'
import { DeliveryAccess } from './delivery-access'
import { DeliveryCountdown } from './delivery-countdown'
import { ProjectDeadlineView } from './project-deadline'
import { DesignSamplesPanel } from './design-samples-panel'
import { FinalReviewPanel } from './final-review-panel'
import { ReviewScreenshots } from './review-screenshots'
import { RevisionHistory } from './revision-rounds'
import { ProjectDomainPanel } from './project-domain'
import { ProjectProgress, ProjectStatusBadge } from './project-progress'
import { InfoRequests, ProjectTimeline } from './project-timeline'
import { formatDate } from '../../../../shared/dates'
import { formatMoney } from '../../../../shared/money'

function Facts({ project }: { project: ProjectDetail }) {
  const facts: Array<[string, ReactNode]> = [
    ['Business type', businessTypeLabel(project.businessType)],
    ['Created', formatDate(project.createdAt)],
    ['Company', project.companyName || 'N/A'],
    ['Status', <ProjectStatusBadge key="s" project={project} />],
    ['Total amount', formatMoney(project.totalAmountCents, 'USD', { whole: false })],
    [
      'Delivery date',
      project.deliveryDate ? formatDate(project.deliveryDate) : 'Set once requirements are in',
    ],
  ]
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-words font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** On the project's page, where the step the client takes now is: pointed to from the overview. */
function NextStep({ project }: { project: ProjectDetail }) {
  const step =
    project.status === 'awaiting_approval'
      ? { href: '#review', text: 'Your website is ready for review.', link: 'Review it' }
      : project.status === 'samples_ready'
        ? { href: '#designs', text: 'Your design samples are ready.', link: 'Choose one' }
        : project.status === 'delivered'
          ? { href: '#delivery', text: 'Your website is delivered.', link: 'See its access details' }
          : undefined
  if (!step) return null
  return (
    <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
      {step.text}{' '}
      <a
        href={step.href}
        className="font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {step.link}
      </a>
    </p>
  )
}

/** The design samples: to choose from while they wait for the client, read-only once one is chosen. */
export function ProjectDesignsSection({ project }: { project: ProjectDetail }) {
  if (project.status === 'samples_ready' || clientSeesSamples(project))
    return <DesignSamplesPanel project={project} />
  return (
    <p className="text-sm text-slate-600">Your design samples appear here once our designers publish them.</p>
  )
}

/** The final review: the panel to approve or ask for changes, the screenshots to pin on, and the rounds. */
export function ProjectReviewSection({ project }: { project: ProjectDetail }) {
  const nothing =
    project.status !== 'awaiting_approval' &&
    project.reviewScreenshots.length === 0 &&
    project.revisionHistory.length === 0
  return (
    <div className="grid min-w-0 gap-6">
      {project.status === 'awaiting_approval' && <FinalReviewPanel project={project} />}
      <ReviewScreenshots
        side="client"
        projectId={project.id}
        screenshots={project.reviewScreenshots}
        canPin={project.status === 'awaiting_approval'}
      />
      <RevisionHistory rounds={project.revisionHistory} />
      {nothing && (
        <p className="text-sm text-slate-600">
          Once your website is built, you review it here: approve it, or ask for changes.
        </p>
      )}
    </div>
  )
}

/** The delivered site with its access details, or when they will come. */
export function ProjectDeliverySection({ project }: { project: ProjectDetail }) {
  if (project.status === 'delivered') return <DeliveryAccess project={project} />
  return (
    <p className="text-sm text-slate-600">
      Once you approve your website, we deliver it: its address and access details appear here.
    </p>
  )
}

/**
 * A project's facts, the step its client takes now, its progress, samples, delivery and timeline. On the project's
 * page (`requestsIn` set) the requests for details are answered in its messages, and the designs, the review and
 * the delivery are sections of their own that the overview points to.
 */
export function ProjectDetailBody({ project, requestsIn }: { project: ProjectDetail; requestsIn?: string }) {
  const open = project.infoRequests.filter((r) => !r.answeredAt).length
  const onPage = requestsIn !== undefined
  return (
    <div className="grid min-w-0 gap-6">
      {!onPage ? (
        <InfoRequests requests={project.infoRequests} answerFor={project.id} />
      ) : (
        open > 0 && (
          <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {open === 1
              ? 'Our team needs a few details from you. '
              : `Our team has ${open} requests for details. `}
            <a
              href={requestsIn}
              className="font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Answer in Messages
            </a>
          </p>
        )
      )}
      {/* The step the client takes now comes first. */}
      {onPage ? (
        <NextStep project={project} />
      ) : (
        <>
          {project.status === 'awaiting_approval' && <FinalReviewPanel project={project} />}
          <ReviewScreenshots
            side="client"
            projectId={project.id}
            screenshots={project.reviewScreenshots}
            canPin={project.status === 'awaiting_approval'}
          />
          {project.status === 'samples_ready' && <DesignSamplesPanel project={project} />}
        </>
      )}
      <Facts project={project} />
      <ProjectDomainPanel projectId={project.id} />
      <div className="grid gap-2">
        <p className="text-sm font-medium text-slate-900">Progress</p>
        <ProjectProgress project={project} />
      </div>
      {project.deadline ? (
        <ProjectDeadlineView deadline={project.deadline} reader="client" />
      ) : (
        <DeliveryCountdown project={project} />
      )}
      {project.description && (
        <div>
          <p className="text-sm font-medium text-slate-900">Description</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{project.description}</p>
        </div>
      )}
      {project.stagingUrl && project.status !== 'awaiting_approval' && (
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <a href={project.stagingUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Preview Site
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      )}
      {!onPage && (
        <>
          {clientSeesSamples(project) && project.status !== 'samples_ready' && (
            <DesignSamplesPanel project={project} />
          )}
          {project.status === 'delivered' && <DeliveryAccess project={project} />}
          <RevisionHistory rounds={project.revisionHistory} />
        </>
      )}
      <ProjectTimeline events={project.events} />
    </div>
  )
}

export function ProjectDetailLoading() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <p className="sr-only" role="status">
        Loading the project
      </p>
      <div className="grid grid-cols-2 gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
      <Skeleton className="h-2" />
      <Skeleton className="h-24" />
    </div>
  )
}

/** One project in full (GET /api/dashboard/project/:id): facts, the step the client takes now, the timeline. */
export function ProjectDetailDialog({
  projectId,
  onOpenChange,
}: {
  projectId: number | null
  onOpenChange: (open: boolean) => void
}) {
  const project = useProject(projectId)
  // The project's domain is asked for beside the project, not once the project has come.
  useProjectDomain(projectId)
  const notFound = project.error instanceof ApiError && project.error.status === 404
  return (
    <Dialog open={projectId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-words">{project.data?.title ?? 'Project details'}</DialogTitle>
          <DialogDescription>Everything about this project, step by step.</DialogDescription>
        </DialogHeader>
        {project.isPending ? (
          <ProjectDetailLoading />
        ) : project.isError ? (
          notFound ? (
            <p role="alert" className="text-slate-700">
              This project could not be found. It may belong to another account.
            </p>
          ) : (
            <LoadError
              what="this project"
              onRetry={() => void project.refetch()}
              retrying={project.isFetching}
            />
          )
        ) : (
          <ProjectDetailBody project={project.data} />
        )}
      </DialogContent>
    </Dialog>
  )
}
