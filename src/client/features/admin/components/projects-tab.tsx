import { ArrowLeft, ChevronLeft, ChevronRight, FolderKanban, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { idText } from '../../../../shared/contracts/common'
import { PROJECT_STATUSES, type ProjectStatus, STATUS_LABELS } from '../../../../shared/lifecycle'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { NativeSelect } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Skeleton } from '../../../components/ui/skeleton'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/error-message'
import { useAdminProject } from '../api/get-admin-project'
import { ADMIN_PROJECTS_PAGE_SIZE, useAdminProjects } from '../api/list-admin-projects'
import { ProjectCard } from './project-card'
import { type NotificationRecipient, SendNotificationDialog } from './send-notification-dialog'

/** The project named by the address (`?project=<id>`, the overview's links), if the id could be one. */
function useOpenedProjectId(): [number | undefined, () => void] {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const parsed = idText().safeParse(new URLSearchParams(search).get('project') ?? '')
  const close = () => {
    const params = new URLSearchParams(search)
    params.delete('project')
    const query = params.toString()
    navigate(query ? `${location}?${query}` : location)
  }
  return [parsed.success ? parsed.data : undefined, close]
}

/**
 * Projects: every project as a card, newest first, a page at a time, optionally of one status; or, opened by
 * its address (`/admin/projects?project=<id>`), that one project with its timeline showing.
 */
export function ProjectsTab() {
  const [openedId, closeOpened] = useOpenedProjectId()
  if (openedId !== undefined) return <OpenedProject key={openedId} id={openedId} onClose={closeOpened} />
  return <ProjectList />
}

/** One project opened by its address, with a way back to the list. */
function OpenedProject({ id, onClose }: { id: number; onClose: () => void }) {
  const project = useAdminProject(id, { enabled: true })
  const [recipient, setRecipient] = useState<NotificationRecipient | null>(null)
  return (
    <section aria-labelledby="opened-project-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="opened-project-heading" className="text-lg font-semibold text-slate-900">
          Project #{id}
        </h2>
        <Button variant="outline" size="sm" onClick={onClose}>
          <ArrowLeft aria-hidden="true" />
          All projects
        </Button>
      </div>
      {project.isPending ? (
        <Card role="status" className="grid gap-4 p-6">
          <span className="sr-only">Loading the project</span>
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-10 w-full" />
        </Card>
      ) : project.error ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p className="text-sm text-red-700">
            {project.error instanceof ApiError && project.error.status === 404
              ? 'This project could not be found. It may have been removed.'
              : errorMessage(project.error, 'The project could not be loaded.')}
          </p>
          <Button variant="outline" onClick={() => void project.refetch()} disabled={project.isFetching}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : (
        <ul aria-label="Opened project" className="grid grid-cols-1 gap-4">
          <li className="min-w-0">
            <ProjectCard project={project.data} onNotify={setRecipient} openTimeline />
          </li>
        </ul>
      )}
      <SendNotificationDialog recipient={recipient} onOpenChange={(o) => !o && setRecipient(null)} />
    </section>
  )
}

function ProjectList() {
  const [status, setStatus] = useState<ProjectStatus | undefined>(undefined)
  const [page, setPage] = useState(1)
  const projects = useAdminProjects({ page, status })
  const [recipient, setRecipient] = useState<NotificationRecipient | null>(null)

  const pages = projects.data ? Math.max(1, Math.ceil(projects.data.total / ADMIN_PROJECTS_PAGE_SIZE)) : 1

  return (
    <section aria-labelledby="projects-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="projects-heading" className="text-lg font-semibold text-slate-900">
            Projects
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {projects.data
              ? `${projects.data.total} project${projects.data.total === 1 ? '' : 's'}${status ? ` in ${STATUS_LABELS[status]}` : ''}`
              : 'Every project, newest first'}
          </p>
        </div>
        <div className="grid w-full gap-1.5 sm:w-64">
          <Label htmlFor="projects-status-filter">Status</Label>
          <NativeSelect
            id="projects-status-filter"
            value={status ?? ''}
            onChange={(e) => {
              setStatus((e.target.value || undefined) as ProjectStatus | undefined)
              setPage(1)
            }}
          >
            <option value="">All statuses</option>
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {projects.isPending ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading projects</span>
          {[0, 1].map((i) => (
            <Card key={i} className="grid gap-4 p-6">
              <div className="flex justify-between gap-4">
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-5 w-1/3" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
                <Skeleton className="h-6 w-24 rounded-full" />
              </div>
              <Skeleton className="h-10 w-full" />
              <div className="flex gap-2">
                <Skeleton className="h-9 w-32" />
                <Skeleton className="h-9 w-32" />
              </div>
            </Card>
          ))}
        </div>
      ) : projects.error && !projects.data ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p className="text-sm text-red-700">
            {errorMessage(projects.error, 'The projects could not be loaded.')}
          </p>
          <Button variant="outline" onClick={() => void projects.refetch()} disabled={projects.isFetching}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : projects.data.items.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <FolderKanban className="mb-3 size-8 text-slate-500" aria-hidden="true" />
          <p className="font-medium text-slate-900">
            {status ? `No projects in ${STATUS_LABELS[status]}` : 'No projects yet'}
          </p>
          <p className="text-sm text-slate-600">
            {status ? 'Choose another status to see more.' : 'Projects appear here once a customer has paid.'}
          </p>
        </Card>
      ) : (
        <>
          <ul
            aria-label="Projects"
            aria-busy={projects.isPlaceholderData}
            className="grid grid-cols-1 gap-4 aria-busy:opacity-70"
          >
            {projects.data.items.map((p) => (
              <li key={p.id} className="min-w-0">
                <ProjectCard project={p} onNotify={setRecipient} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Projects: pages" className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600" aria-live="polite">
                Page {page} of {pages}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setPage((p) => p - 1)}
                  disabled={page <= 1 || projects.isPlaceholderData}
                >
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setPage((p) => p + 1)}
                  disabled={page >= pages || projects.isPlaceholderData}
                >
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          )}
        </>
      )}

      <SendNotificationDialog recipient={recipient} onOpenChange={(o) => !o && setRecipient(null)} />
    </section>
  )
}
