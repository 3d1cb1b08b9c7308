import { ArrowRight } from 'lucide-react'
import {
  type AdminProject,
  type AdminProjectDetail,
  specificItemLabel,
} from '../../../../shared/contracts/admin-projects'
import { STATUS_LABELS } from '../../../../shared/lifecycle'
import { Badge } from '../../../components/ui/badge'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { QueryBody } from '../../../components/query-body'
import { useAdminProject } from '../api/get-admin-project'
import { AccessDetailsPanel } from './access-details-panel'
import { formatDate, formatDateTime } from '../../../../shared/dates'
import {
  ACTOR_LABELS,
  INFO_REQUEST_TYPE_LABELS,
  INFO_REQUEST_URGENCY_LABELS,
} from '../../../../shared/states'
import { fullName } from '../../../../shared/display-name'

/** 'payment_verified' → 'Payment verified': an event without a status move says what happened. */
function humanize(kind: string): string {
  const s = kind.replace(/[_-]+/g, ' ').trim()
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** A project's history: every move with who, when and why, the requests for details, and the delivery. */
export function ProjectTimelineDialog({
  project,
  open,
  onOpenChange,
}: {
  project: AdminProject
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const detail = useAdminProject(project.id, { enabled: open })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Project timeline</DialogTitle>
          <DialogDescription>
            {project.title} — {fullName(project.user.firstName, project.user.lastName)} ({project.user.email})
          </DialogDescription>
        </DialogHeader>
        <QueryBody query={detail} what="timeline">
          {(data) => <TimelineBody detail={data} />}
        </QueryBody>
      </DialogContent>
    </Dialog>
  )
}

function TimelineBody({ detail }: { detail: AdminProjectDetail }) {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="timeline-events">
        <h3 id="timeline-events" className="mb-2 font-semibold text-slate-900">
          Events
        </h3>
        {detail.events.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing has happened yet.</p>
        ) : (
          <ol className="grid gap-0 border-l-2 border-slate-200 pl-4">
            {detail.events.map((e) => (
              <li key={e.id} className="relative pb-4 last:pb-0">
                <span
                  aria-hidden="true"
                  className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600 ring-4 ring-white"
                />
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-900">
                  {e.fromStatus || e.toStatus ? (
                    <>
                      <span>{e.fromStatus ? STATUS_LABELS[e.fromStatus] : 'New'}</span>
                      <ArrowRight className="size-3.5 text-slate-500" aria-label="to" />
                      <span>{e.toStatus ? STATUS_LABELS[e.toStatus] : '—'}</span>
                    </>
                  ) : (
                    <span>{humanize(e.kind)}</span>
                  )}
                </p>
                <p className="text-xs text-slate-600">
                  {ACTOR_LABELS.studio[e.actorRole]} ·{' '}
                  <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                </p>
                {e.note && <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">{e.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="timeline-requests">
        <h3 id="timeline-requests" className="mb-2 font-semibold text-slate-900">
          Requests for details
        </h3>
        {detail.infoRequests.length === 0 ? (
          <p className="text-sm text-slate-600">No details have been requested.</p>
        ) : (
          <ul className="grid gap-3">
            {detail.infoRequests.map((r) => (
              <li key={r.id} className="rounded-lg border border-slate-200 p-3">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium text-slate-900">
                    {INFO_REQUEST_TYPE_LABELS[r.requestType]}
                  </span>
                  <Badge variant={r.urgency === 'urgent' || r.urgency === 'high' ? 'warning' : 'secondary'}>
                    {INFO_REQUEST_URGENCY_LABELS[r.urgency]}
                  </Badge>
                  <time dateTime={r.createdAt} className="text-xs text-slate-600">
                    {formatDateTime(r.createdAt)}
                  </time>
                </p>
                <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">{r.details}</p>
                {r.specificItems.length > 0 && (
                  <p className="mt-1 text-xs text-slate-600">
                    Items: {r.specificItems.map(specificItemLabel).join(', ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {detail.deliveredAt && <DeliveryDetails detail={detail} />}
    </div>
  )
}

/** The delivery, with its passwords hidden until Show access details opens them (an audited reading). */
function DeliveryDetails({ detail }: { detail: AdminProjectDetail }) {
  return (
    <section aria-labelledby="timeline-delivery">
      <h3 id="timeline-delivery" className="mb-2 font-semibold text-slate-900">
        Delivery{detail.deliveredAt ? ` — ${formatDate(detail.deliveredAt)}` : ''}
      </h3>
      <AccessDetailsPanel project={detail} />
    </section>
  )
}
