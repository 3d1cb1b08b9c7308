import { CalendarClock, PauseCircle } from 'lucide-react'
import type { ProjectDeadline } from '../../../../shared/contracts/project-deadline'
import { formatDate } from '../../../../shared/dates'
import { PAUSE_CAUSE_LABELS } from '../../../../shared/deadline'

const days = (n: number) => `${n} business ${n === 1 ? 'day' : 'days'}`

/**
 * The delivery date both sides trust: the day, the business days left of the timeline, and while the studio waits
 * on the client, that the clock stands still, since when and why; with the days it has stood still so far.
 */
export function ProjectDeadlineView({
  deadline,
  reader,
}: {
  deadline: ProjectDeadline
  reader: 'client' | 'studio'
}) {
  const tone = deadline.late
    ? 'bg-red-50 text-red-950 ring-red-200'
    : deadline.pausedNow
      ? 'bg-amber-50 text-amber-950 ring-amber-200'
      : 'bg-brand-50 text-brand-950 ring-brand-200'
  return (
    <section aria-label="Delivery date" className={`grid gap-1.5 rounded-xl p-4 text-sm ring-1 ${tone}`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Delivery by <strong>{formatDate(deadline.dueDate)}</strong>
        </span>
        <span className="font-semibold tabular-nums" data-testid="deadline-days-left">
          {deadline.late
            ? `${days(-deadline.daysLeft)} late`
            : `${days(deadline.daysLeft)} left of ${deadline.businessDays}`}
        </span>
      </p>
      {deadline.pausedNow && (
        <p className="flex items-start gap-2">
          <PauseCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {`The clock is paused since ${formatDate(deadline.pausedNow.since)}: ${PAUSE_CAUSE_LABELS[reader][deadline.pausedNow.cause]}. Each business day of waiting moves the date by a day.`}
          </span>
        </p>
      )}
      {deadline.pausedDays > 0 && (
        <p className="text-xs opacity-80">
          {`Paused ${days(deadline.pausedDays)} so far, so the date is that much later than at the start.`}
        </p>
      )}
    </section>
  )
}
