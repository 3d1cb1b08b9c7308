import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { ProjectDetail } from '../../../../shared/contracts/projects'
import { Button } from '../../../components/ui/button'
import { ProjectSetupForm } from '../../../features/projects'
import { DashboardShell } from '../../../components/dashboard-shell'
import { LoadError } from '../../../components/load-error'
import { OrderLines } from '../../../features/checkout'
import { NotificationButton } from '../../../features/notifications/components/notification-button'
import { useProject } from '../../../features/projects/api/get-project'
import { useProjectOrder } from '../../../features/projects/api/get-project-order'
import { ProjectBriefView } from '../../../features/projects/components/project-brief'
import {
  ProjectDeliverySection,
  ProjectDesignsSection,
  ProjectDetailBody,
  ProjectDetailLoading,
  ProjectReviewSection,
} from '../../../features/projects/components/project-detail-dialog'
import { ProjectPageLayout } from '../../../features/projects/components/project-page-layout'
import { ProjectStatusBadge } from '../../../features/projects/components/project-progress'
import { ProjectPurchase } from '../../../features/projects/components/project-purchase'
import { InfoRequestCard } from '../../../features/projects/components/project-timeline'
import { ProjectFiles, ProjectThread } from '../../../features/messages'
import { ApiError } from '../../../lib/api-client'
import { projectIdIn } from '../../areas/area-route'
import type { AreaProps } from '../../pages'

const BACK = { to: '/dashboard/projects', label: 'All projects' }

/** The brief, and while the design has not started, the way to correct it in place. */
function BriefSection({ project }: { project: ProjectDetail }) {
  const [editing, setEditing] = useState(false)
  const brief = project.brief
  if (editing && brief)
    return (
      <ProjectSetupForm
        projectId={project.id}
        defaults={brief.answers}
        edit={{ onDone: () => setEditing(false) }}
      />
    )
  return (
    <div className="grid gap-4">
      {brief?.editable && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
          <p>Something to correct? You can change your brief until the design starts.</p>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit Brief
          </Button>
        </div>
      )}
      <ProjectBriefView brief={brief} />
    </div>
  )
}

/**
 * A project's page for its client (/dashboard/projects/:id): where it stands and the step to take now, its
 * messages, designs and review, the brief they gave, its files, its delivery and what they bought. Another customer's project, or an id that is none, is not found.
 */
export default function CustomerProjectPage({ user }: AreaProps) {
  const navigate = useNavigate()
  const id = projectIdIn(useLocation().pathname)
  const project = useProject(id ?? null)
  const order = useProjectOrder(id ?? 0, { enabled: id !== undefined })
  const notFound = id === undefined || (project.error instanceof ApiError && project.error.status === 404)
  return (
    <DashboardShell
      user={user}
      actions={<NotificationButton onOpen={() => void navigate('/dashboard/notifications')} />}
    >
      {notFound ? (
        <ProjectPageLayout
          back={BACK}
          title="Project not found"
          sections={[
            {
              id: 'overview',
              title: 'Overview',
              content: (
                <p role="alert" className="text-slate-700">
                  This project could not be found. It may belong to another account.
                </p>
              ),
            },
          ]}
        />
      ) : project.isError ? (
        <LoadError what="this project" onRetry={() => void project.refetch()} retrying={project.isFetching} />
      ) : (
        <ProjectPageLayout
          back={BACK}
          title={project.data?.title ?? 'Your project'}
          badges={project.data && <ProjectStatusBadge project={project.data} />}
          sections={[
            {
              id: 'overview',
              title: 'Overview',
              content: project.data ? (
                <ProjectDetailBody project={project.data} requestsIn="#messages" />
              ) : (
                <ProjectDetailLoading />
              ),
            },
            {
              id: 'messages',
              title: 'Messages',
              content: (
                <ProjectThread
                  side="client"
                  projectId={id}
                  items={(project.data?.infoRequests ?? []).map((r) => ({
                    key: `r${r.id}`,
                    at: r.createdAt,
                    node: <InfoRequestCard request={r} answerFor={id} />,
                  }))}
                />
              ),
            },
            {
              id: 'designs',
              title: 'Designs',
              content: project.data ? (
                <ProjectDesignsSection project={project.data} />
              ) : (
                <ProjectDetailLoading />
              ),
            },
            {
              id: 'review',
              title: 'Review',
              content: project.data ? (
                <ProjectReviewSection project={project.data} />
              ) : (
                <ProjectDetailLoading />
              ),
            },
            {
              id: 'brief',
              title: 'Brief',
              content: project.data ? <BriefSection project={project.data} /> : <ProjectDetailLoading />,
            },
            {
              id: 'files',
              title: 'Files',
              content: <ProjectFiles side="client" projectId={id} />,
            },
            {
              id: 'delivery',
              title: 'Delivery',
              content: project.data ? (
                <ProjectDeliverySection project={project.data} />
              ) : (
                <ProjectDetailLoading />
              ),
            },
            {
              id: 'purchase',
              title: 'What you bought',
              content: <ProjectPurchase order={order} lines={(o) => <OrderLines order={o} />} />,
            },
          ]}
        />
      )}
    </DashboardShell>
  )
}
