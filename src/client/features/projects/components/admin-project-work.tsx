import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/error-message'
import { type NotificationRecipient, SendNotificationDialog } from '../../notifications'
import { useAdminProject } from '../api/get-admin-project'
import { adminProjectsKeys } from '../projects-keys'
import { AdminProjectCard } from './admin-project-card'

/**
 * One project's card with every action the studio takes on it (status, samples, review, delivery, requests,
 * notifications), with its loading and error states: the Projects tab's opened project and the project's page.
 */
export function AdminProjectWork({
  id,
  openTimeline = false,
  onItsPage = false,
}: {
  id: number
  openTimeline?: boolean
  /** On the project's own page: its card links to no page. */
  onItsPage?: boolean
}) {
  const project = useAdminProject(id, { enabled: true })
  const [recipient, setRecipient] = useState<NotificationRecipient | null>(null)
  return (
    <>
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
            <AdminProjectCard
              project={project.data}
              onNotify={setRecipient}
              openTimeline={openTimeline}
              showPageLink={!onItsPage}
            />
          </li>
        </ul>
      )}
      <SendNotificationDialog
        recipient={recipient}
        onOpenChange={(o) => !o && setRecipient(null)}
        projectKey={adminProjectsKeys.detail}
      />
    </>
  )
}
