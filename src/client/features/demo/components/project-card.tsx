import { Download } from 'lucide-react'
import { STATUS_LABELS, STATUS_PROGRESS } from '../../../../shared/lifecycle'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { toast } from '../../../lib/toast'
import { DemoDate } from '../demo-date'
import type { DemoProject } from '../demo-data'
import { formatMoney } from '../../../../shared/money'

export function statusVariant(status: DemoProject['status']) {
  if (status === 'delivered') return 'success' as const
  if (status === 'awaiting_approval' || status === 'samples_ready') return 'warning' as const
  return 'default' as const
}

export function ProgressBar({ title, value }: { title: string; value: number }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={`${title} progress`}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${value}%` }} />
      </div>
      <span className="w-10 shrink-0 text-right text-xs font-medium tabular-nums text-slate-700">
        {value}%
      </span>
    </div>
  )
}

function downloadFiles(project: DemoProject) {
  toast({
    title: 'Download Files',
    description: `In your real dashboard this downloads every file of ${project.title}. This demo has no files to download.`,
  })
}

/** One sample project: its place in the lifecycle, dates and amount; a delivered one offers its files. */
export function ProjectCard({ project }: { project: DemoProject }) {
  const delivered = project.status === 'delivered'
  const progress = STATUS_PROGRESS[project.status]
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{project.title}</h3>
          <p className="text-sm text-slate-600">{project.businessType}</p>
        </div>
        <Badge variant={statusVariant(project.status)}>{STATUS_LABELS[project.status]}</Badge>
      </div>
      <p className="text-sm text-slate-700">{project.description}</p>
      <ProgressBar title={project.title} value={progress} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Created</dt>
          <dd className="font-medium text-slate-900">
            <DemoDate days={-project.createdDaysAgo} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{delivered ? 'Delivered' : 'Delivery'}</dt>
          <dd className="font-medium text-slate-900">
            <DemoDate days={project.deliveryInDays} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-medium text-slate-900">
            {formatMoney(project.totalAmountCents, 'USD', { whole: false })}
          </dd>
        </div>
      </dl>
      {delivered && (
        <div className="mt-auto">
          <Button variant="outline" onClick={() => downloadFiles(project)}>
            <Download aria-hidden="true" />
            Download Files
          </Button>
        </div>
      )}
    </Card>
  )
}
