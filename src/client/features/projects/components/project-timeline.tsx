import type { InfoRequest, ProjectEvent } from '../../../../shared/contracts/projects'
import { STATUS_LABELS } from '../../../../shared/lifecycle'
import { Badge } from '../../../components/ui/badge'
import { formatDate, formatDateTime } from '../../../../shared/dates'
import {
  ACTOR_LABELS,
  INFO_REQUEST_TYPE_LABELS,
  INFO_REQUEST_URGENCY_LABELS,
} from '../../../../shared/states'
import { specificItemLabel } from '../../../../shared/contracts/admin-projects'

const URGENCY_VARIANTS: Record<InfoRequest['urgency'], 'secondary' | 'default' | 'warning' | 'destructive'> =
  {
    low: 'secondary',
    normal: 'default',
    high: 'warning',
    urgent: 'destructive',
  }

/** What the studio has asked the client for: shown first in the project's details, since it waits on them. */
export function InfoRequests({ requests }: { requests: InfoRequest[] }) {
  if (requests.length === 0) return null
  return (
    <section
      aria-labelledby="info-requests-heading"
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="info-requests-heading" className="font-semibold text-amber-950">
        Our team needs a few details from you
      </h3>
      <ul className="grid gap-3">
        {requests.map((r) => (
          <li key={r.id} className="rounded-lg bg-white p-3 ring-1 ring-amber-200">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{INFO_REQUEST_TYPE_LABELS[r.requestType]}</span>
              <Badge variant={URGENCY_VARIANTS[r.urgency]}>
                <span className="sr-only">Urgency: </span>
                {INFO_REQUEST_URGENCY_LABELS[r.urgency]}
              </Badge>
              <span className="text-xs text-slate-600">{formatDate(r.createdAt)}</span>
            </div>
            <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{r.details}</p>
            {r.specificItems.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Items requested">
                {r.specificItems.map((item) => (
                  <li key={item}>
                    <Badge variant="outline">{specificItemLabel(item)}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-amber-950">
        Reply to the e-mail we sent, or open a support ticket with the details.
      </p>
    </section>
  )
}

/** The project's history, oldest first: when, who, from which status to which, and why. */
export function ProjectTimeline({
  events,
  reader = 'client',
}: {
  events: ProjectEvent[]
  /** Whose words name who did what: the client's ("You") or the studio's ("Client"). */
  reader?: 'client' | 'studio'
}) {
  return (
    <section aria-labelledby="timeline-heading" className="grid gap-3">
      <h3 id="timeline-heading" className="font-semibold text-slate-900">
        Timeline
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing has happened yet.</p>
      ) : (
        <ol className="relative grid gap-4 border-l-2 border-slate-200 pl-5">
          {events.map((e) => (
            <li key={e.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[1.72rem] top-1 size-3 rounded-full border-2 border-white bg-brand-700"
              />
              <p className="text-xs text-slate-600">
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time> ·{' '}
                {ACTOR_LABELS[reader][e.actorRole]}
              </p>
              {e.toStatus && (
                <p className="text-sm font-medium text-slate-900">
                  {e.fromStatus ? (
                    <>
                      {STATUS_LABELS[e.fromStatus]} <span aria-hidden="true">→</span>
                      <span className="sr-only">to</span> {STATUS_LABELS[e.toStatus]}
                    </>
                  ) : (
                    STATUS_LABELS[e.toStatus]
                  )}
                </p>
              )}
              {e.note && <p className="whitespace-pre-line break-words text-sm text-slate-700">{e.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
