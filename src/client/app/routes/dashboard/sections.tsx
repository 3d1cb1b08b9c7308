import { Plus } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { NotificationList } from '../../../features/notifications/components/notification-list'
import { useProjects } from '../../../features/projects/api/list-projects'
import { ProjectList } from '../../../features/projects/components/project-list'
import { SectionHeading } from './section-heading'

/*
 * The client dashboard's sections that the demo dashboard shows too, each with its heading. `onMarkRead` and
 * `readOnly` are the demo's: its answers are sample data, so nothing is sent.
 */

/** The overview shows the three latest projects and the four latest notifications (dashboards.md §9). */
const OVERVIEW_PROJECTS = 3
const OVERVIEW_NOTIFICATIONS = 4

// The Support tab's code is its own chunk, loaded when the tab is first opened.
const SupportTab = lazy(() => import('./support-tab'))

/** The Overview tab: the latest projects and notifications, with the way to all of them. */
export function OverviewSection({
  onViewAllProjects,
  onViewAllNotifications,
  onViewDetails,
  onOpenProject = onViewDetails,
  onNewWebsite,
  onMarkRead,
  pageHref,
}: {
  onViewAllProjects: () => void
  onViewAllNotifications: () => void
  onViewDetails: (projectId: number) => void
  /** Where a notification about a project takes the reader: its page (the dialog in the demo). */
  onOpenProject?: (projectId: number) => void
  onNewWebsite: () => void
  onMarkRead?: (ids: number[]) => void
  /** The address of a project's own page (none in the demo). */
  pageHref?: (id: number) => string
}) {
  const projects = useProjects()
  return (
    <div className="grid gap-8">
      <section aria-labelledby="recent-projects-heading">
        <SectionHeading
          action={
            (projects.data?.length ?? 0) > OVERVIEW_PROJECTS && (
              <Button variant="link" onClick={onViewAllProjects}>
                View All Projects
              </Button>
            )
          }
        >
          <span id="recent-projects-heading">Recent Projects</span>
        </SectionHeading>
        <ProjectList
          limit={OVERVIEW_PROJECTS}
          onViewDetails={onViewDetails}
          onNewWebsite={onNewWebsite}
          pageHref={pageHref}
          className="md:grid-cols-2 xl:grid-cols-3"
        />
      </section>
      <section aria-labelledby="recent-notifications-heading">
        <SectionHeading>
          <span id="recent-notifications-heading">Recent Notifications</span>
        </SectionHeading>
        <NotificationList
          limit={OVERVIEW_NOTIFICATIONS}
          onViewAll={onViewAllNotifications}
          onOpenProject={onOpenProject}
          onMarkRead={onMarkRead}
        />
      </section>
    </div>
  )
}

/** The Projects tab: every project, and a new website. */
export function ProjectsSection({
  onViewDetails,
  onNewWebsite,
  pageHref,
}: {
  onViewDetails: (projectId: number) => void
  onNewWebsite: () => void
  /** The address of a project's own page (none in the demo). */
  pageHref?: (id: number) => string
}) {
  return (
    <>
      <SectionHeading
        action={
          <Button onClick={onNewWebsite}>
            <Plus aria-hidden="true" />
            New Website
          </Button>
        }
      >
        Your Projects
      </SectionHeading>
      <ProjectList onViewDetails={onViewDetails} onNewWebsite={onNewWebsite} pageHref={pageHref} />
    </>
  )
}

/** The Notifications tab: all of them. */
export function NotificationsSection({
  onOpenProject,
  onMarkRead,
}: {
  /** Opens the project a notification is about: its page (the dialog in the demo). */
  onOpenProject: (projectId: number) => void
  onMarkRead?: (ids: number[]) => void
}) {
  return (
    <>
      <SectionHeading>Notifications</SectionHeading>
      <NotificationList onOpenProject={onOpenProject} onMarkRead={onMarkRead} />
    </>
  )
}

/** The Support tab: the customer's tickets and a new one. */
export function SupportSection({ onNewTicket, readOnly }: { onNewTicket: () => void; readOnly?: boolean }) {
  return (
    <>
      <SectionHeading
        action={
          <Button onClick={onNewTicket}>
            <Plus aria-hidden="true" />
            New Ticket
          </Button>
        }
      >
        Support
      </SectionHeading>
      <Suspense
        fallback={
          <div className="flex min-h-32 items-center justify-center text-brand-700">
            <Spinner label="Loading your tickets" />
          </div>
        }
      >
        <SupportTab onNewTicket={onNewTicket} readOnly={readOnly} />
      </Suspense>
    </>
  )
}
