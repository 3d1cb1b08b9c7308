import { projectPagePath } from '../../../../shared/project-pages'
import {
  Bell,
  FolderOpen,
  History,
  KeyRound,
  MessageSquareMore,
  RefreshCw,
  Rocket,
  TriangleAlert,
} from 'lucide-react'
import { Link } from 'react-router'
import { UnreadMessagesLink } from '../../messages'
import { businessTypeLabel } from '../../../lib/business-type'
import { useState } from 'react'
import { ADMIN_SAMPLE_STATUSES, type AdminProject } from '../../../../shared/contracts/admin-projects'
import { EmailAddress } from '../../../components/email-address'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { AccessDetailsDialog } from './access-details-panel'
import { DeliverProjectDialog } from './deliver-project-dialog'
import { AdminDesignSamplesPanel } from './admin-design-samples-panel'
import { AdminProjectStatusBadge } from './admin-project-status-badge'
import { ProjectTimelineDialog } from './project-timeline-dialog'
import { RequestDetailsDialog } from './request-details-dialog'
import type { NotificationRecipient } from '../../notifications'
import { SubmitReviewForm } from './submit-review-form'
import { UpdateStatusDialog } from './update-status-dialog'
import { formatDate } from '../../../../shared/dates'
import { displayName } from '../../../../shared/display-name'
import { formatMoney } from '../../../../shared/money'

/** Pages of a project whose count is missing (dashboards.md §9). */
const DEFAULT_PAGES = 5

type Open = 'status' | 'deliver' | 'access' | 'details' | 'timeline' | null

/** What the card's lower panel is in each status (dashboards.md §4): samples, the final review, or nothing. */
export function workPanel(status: AdminProject['status']): 'samples' | 'review' | null {
  if ((ADMIN_SAMPLE_STATUSES as readonly string[]).includes(status)) return 'samples'
  if (status === 'under_development') return 'review'
  return null
}

/** One project on the Projects tab: its facts, its actions and the panel of its current step. */
export function AdminProjectCard({
  project,
  onNotify,
  openTimeline = false,
  showPageLink = true,
}: {
  project: AdminProject
  onNotify: (recipient: NotificationRecipient) => void
  /** A link to the project's own page (not on that page itself). */
  showPageLink?: boolean
  /** Opens with its timeline showing (the project opened by its address, /admin/projects?project=<id>). */
  openTimeline?: boolean
}) {
  const [open, setOpen] = useState<Open>(openTimeline ? 'timeline' : null)
  const dialog = (which: Exclude<Open, null>) => ({
    open: open === which,
    onOpenChange: (o: boolean) => setOpen(o ? which : null),
  })
  const titleId = `project-${project.id}-title`
  const panel = workPanel(project.status)
  const client = displayName(project.user)

  return (
    <Card className="min-w-0">
      <div className="grid gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
              {project.title}
            </h3>
            <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
              {client !== project.user.email && (
                <span className="font-medium text-slate-800">{client} · </span>
              )}
              <EmailAddress email={project.user.email} />
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <AdminProjectStatusBadge status={project.status} label={project.statusLabel} />
            {project.billableRevisions && (
              <Badge variant="warning">
                <TriangleAlert className="size-3.5" aria-hidden="true" />
                Revision round {project.revisionRounds} — paid
              </Badge>
            )}
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
          <Fact label="Created" value={formatDate(project.createdAt)} />
          <Fact
            label="Due Date"
            value={project.deliveryDate ? formatDate(project.deliveryDate) : 'Not set'}
          />
          <Fact label="Pages" value={String(project.pages || DEFAULT_PAGES)} />
          <Fact label="Amount" value={formatMoney(project.totalAmountCents, 'USD', { whole: false })} />
          <Fact label="Type" value={businessTypeLabel(project.businessType)} />
        </dl>

        {project.description && (
          <p className="text-sm leading-relaxed text-slate-700 [overflow-wrap:anywhere]">
            {project.description}
          </p>
        )}
        {project.revisionRequests && project.status === 'under_development' && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 [overflow-wrap:anywhere]">
            <span className="font-semibold">Changes the client asked for:</span> {project.revisionRequests}
          </p>
        )}

        {/* Two buttons a row on a phone, one line where there is room. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button size="sm" onClick={() => setOpen('status')}>
            <RefreshCw aria-hidden="true" />
            Update Status
          </Button>
          {project.status === 'completed' && (
            <Button size="sm" variant="accent" onClick={() => setOpen('deliver')}>
              <Rocket aria-hidden="true" />
              Deliver Project
            </Button>
          )}
          {project.deliveredAt && (
            <Button size="sm" variant="outline" onClick={() => setOpen('access')}>
              <KeyRound aria-hidden="true" />
              Access Details
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setOpen('details')}>
            <MessageSquareMore aria-hidden="true" />
            Request Details
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              onNotify({
                kind: 'customer',
                userId: project.user.id,
                name: client,
                projectId: project.id,
                projectTitle: project.title,
              })
            }
          >
            <Bell aria-hidden="true" />
            Notify Client
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen('timeline')}>
            <History aria-hidden="true" />
            Timeline
          </Button>
          {showPageLink && (
            <Button asChild size="sm" variant="ghost">
              <Link to={projectPagePath.studio(project.id)}>
                <FolderOpen aria-hidden="true" />
                Project Page
                <span className="sr-only"> of {project.title}</span>
              </Link>
            </Button>
          )}
          {showPageLink && (
            <UnreadMessagesLink
              side="studio"
              projectId={project.id}
              pageHref={projectPagePath.studio(project.id)}
            />
          )}
        </div>

        {panel === 'samples' && <AdminDesignSamplesPanel project={project} />}
        {panel === 'review' && <SubmitReviewForm project={project} />}
      </div>

      <UpdateStatusDialog project={project} {...dialog('status')} />
      {project.status === 'completed' && <DeliverProjectDialog project={project} {...dialog('deliver')} />}
      {project.deliveredAt && <AccessDetailsDialog project={project} {...dialog('access')} />}
      <RequestDetailsDialog project={project} {...dialog('details')} />
      <ProjectTimelineDialog project={project} {...dialog('timeline')} />
    </Card>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  )
}
