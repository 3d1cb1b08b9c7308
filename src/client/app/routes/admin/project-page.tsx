import { DashboardShell } from '../../../components/dashboard-shell'
import { Badge } from '../../../components/ui/badge'
import { OrderLines } from '../../../features/checkout'
import { useAdminProject } from '../../../features/projects/api/get-admin-project'
import { useAdminProjectOrder } from '../../../features/projects/api/get-project-order'
import { AdminProjectWork } from '../../../features/projects/components/admin-project-work'
import { ProjectBriefView } from '../../../features/projects/components/project-brief'
import { ProjectDetailLoading } from '../../../features/projects/components/project-detail-dialog'
import { ProjectDeadlineView } from '../../../features/projects/components/project-deadline'
import { ProjectPageLayout } from '../../../features/projects/components/project-page-layout'
import { ProjectPurchase } from '../../../features/projects/components/project-purchase'
import { ReviewScreenshots } from '../../../features/projects/components/review-screenshots'
import { RevisionHistory } from '../../../features/projects/components/revision-rounds'
import { InfoRequestCard, ProjectTimeline } from '../../../features/projects/components/project-timeline'
import { ProjectFiles, ProjectThread } from '../../../features/messages'
import { projectIdIn } from '../../areas/area-route'
import type { AreaProps } from '../../pages'
import { useLocation } from 'react-router'

const BACK = { to: '/admin/projects', label: 'All projects' }

/**
 * A project's page for the studio (/admin/projects/:id): its card with every action, the client's brief with
 * the logo, what was bought, the requests for details and the timeline.
 */
export default function AdminProjectPage({ user }: AreaProps) {
  const id = projectIdIn(useLocation().pathname)
  const project = useAdminProject(id ?? 0, { enabled: id !== undefined })
  const order = useAdminProjectOrder(id ?? 0, { enabled: id !== undefined })
  const detail = project.data
  return (
    <DashboardShell user={user} badge={<Badge className="hidden sm:inline-flex">Administrator</Badge>}>
      <ProjectPageLayout
        back={BACK}
        title={id === undefined ? 'Project not found' : (detail?.title ?? `Project #${id}`)}
        sections={
          id === undefined
            ? [
                {
                  id: 'overview',
                  title: 'Overview',
                  content: <p role="alert">There is no project at this address.</p>,
                },
              ]
            : [
                {
                  id: 'overview',
                  title: 'Overview',
                  content: (
                    <div className="grid gap-4">
                      {detail?.deadline && <ProjectDeadlineView deadline={detail.deadline} reader="studio" />}
                      <AdminProjectWork id={id} onItsPage />
                    </div>
                  ),
                },
                {
                  id: 'messages',
                  title: 'Messages',
                  content: (
                    <ProjectThread
                      side="studio"
                      projectId={id}
                      items={(detail?.infoRequests ?? []).map((r) => ({
                        key: `r${r.id}`,
                        at: r.createdAt,
                        node: <InfoRequestCard request={r} reader="studio" />,
                      }))}
                    />
                  ),
                },
                ...(detail && (detail.reviewScreenshots.length > 0 || detail.revisionHistory.length > 0)
                  ? [
                      {
                        id: 'review',
                        title: 'Review',
                        content: (
                          <div className="grid gap-6">
                            <ReviewScreenshots
                              side="studio"
                              projectId={id}
                              screenshots={detail.reviewScreenshots}
                              canPin
                            />
                            <RevisionHistory rounds={detail.revisionHistory} />
                          </div>
                        ),
                      },
                    ]
                  : []),
                {
                  id: 'brief',
                  title: 'Brief',
                  content: detail ? (
                    <ProjectBriefView brief={detail.brief} reader="studio" />
                  ) : (
                    <ProjectDetailLoading />
                  ),
                },
                {
                  id: 'files',
                  title: 'Files',
                  content: <ProjectFiles side="studio" projectId={id} />,
                },
                {
                  id: 'purchase',
                  title: 'What was bought',
                  content: <ProjectPurchase order={order} lines={(o) => <OrderLines order={o} />} />,
                },
                {
                  id: 'timeline',
                  title: 'Timeline',
                  content: detail ? (
                    <ProjectTimeline events={detail.events} reader="studio" />
                  ) : (
                    <ProjectDetailLoading />
                  ),
                },
              ]
        }
      />
    </DashboardShell>
  )
}
