import { CircleCheck } from 'lucide-react'
import type { FailedJob } from '../../../../shared/contracts/auth'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { useFailedJobs } from '../api/get-failed-jobs'
import { formatDate } from '../../../../shared/dates'

const COLUMNS: DataColumn<FailedJob>[] = [
  { id: 'kind', header: 'Job', cell: (j) => <span className="font-medium text-slate-900">{j.kind}</span> },
  { id: 'failedAt', header: 'Gave up', cell: (j) => formatDate(j.failedAt) },
  { id: 'attempts', header: 'Attempts', cell: (j) => j.attempts, align: 'right' },
  {
    id: 'error',
    header: 'Last error',
    cell: (j) => <span className="text-slate-600 [overflow-wrap:anywhere]">{j.lastError || '—'}</span>,
  },
]

/** Background work that used up its retries (a mail the server could not send…): someone has to look. */
export function FailedJobs() {
  const jobs = useFailedJobs()
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Failed background jobs</h2>
        <CardDescription>
          Mail and other background work that failed every retry. Check the mail settings, then ask the
          customer to try again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          caption="Failed background jobs"
          columns={COLUMNS}
          rows={jobs.data}
          rowKey={(j) => j.id}
          isPending={jobs.isPending}
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          retrying={jobs.isFetching}
          loadingLabel="Loading failed jobs"
          errorFallback="The failed jobs could not be loaded."
          empty={{
            icon: CircleCheck,
            title: 'Nothing has failed',
            description: 'Every mail and background job went through.',
          }}
        />
      </CardContent>
    </Card>
  )
}
