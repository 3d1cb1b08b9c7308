import { useAddress } from '../../../hooks/use-address'
import { ArrowLeft, FolderKanban } from 'lucide-react'
import { useState } from 'react'
import { idText } from '../../../../shared/contracts/common'
import { PROJECT_STATUSES, type ProjectStatus, STATUS_LABELS } from '../../../../shared/lifecycle'
import { CardList } from '../../../components/card-list'
import { Button } from '../../../components/ui/button'
import { NativeSelect } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { ADMIN_PROJECTS_PAGE_SIZE, useAdminProjects } from '../api/list-admin-projects'
import { adminProjectsKeys } from '../projects-keys'
import { AdminProjectCard } from './admin-project-card'
import { AdminProjectWork } from './admin-project-work'
import { type NotificationRecipient, SendNotificationDialog } from '../../notifications'

/** The project named by the address (`?project=<id>`, the overview's links), if the id could be one. */
function useOpenedProjectId(): [number | undefined, () => void] {
  const { location, search, navigate } = useAddress()
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
export function AdminProjectsTab() {
  const [openedId, closeOpened] = useOpenedProjectId()
  if (openedId !== undefined) return <OpenedProject key={openedId} id={openedId} onClose={closeOpened} />
  return <AdminProjectList />
}

/** One project opened by its address, with a way back to the list. */
function OpenedProject({ id, onClose }: { id: number; onClose: () => void }) {
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
      <AdminProjectWork id={id} openTimeline />
    </section>
  )
}

function AdminProjectList() {
  const [status, setStatus] = useState<ProjectStatus | undefined>(undefined)
  const [page, setPage] = useState(1)
  const projects = useAdminProjects({ page, status })
  const [recipient, setRecipient] = useState<NotificationRecipient | null>(null)

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

      <CardList
        label="Projects"
        data={projects.data}
        isPending={projects.isPending}
        error={projects.error}
        onRetry={() => void projects.refetch()}
        retrying={projects.isFetching}
        busy={projects.isPlaceholderData}
        loadingLabel="Loading projects"
        errorFallback="The projects could not be loaded."
        empty={{
          icon: FolderKanban,
          title: status ? `No projects in ${STATUS_LABELS[status]}` : 'No projects yet',
          description: status
            ? 'Choose another status to see more.'
            : 'Projects appear here once a customer has paid.',
        }}
        itemKey={(p) => p.id}
        renderItem={(p) => <AdminProjectCard project={p} onNotify={setRecipient} />}
        page={page}
        pageSize={ADMIN_PROJECTS_PAGE_SIZE}
        onPageChange={setPage}
      />

      <SendNotificationDialog
        recipient={recipient}
        onOpenChange={(o) => !o && setRecipient(null)}
        projectKey={adminProjectsKeys.detail}
      />
    </section>
  )
}
