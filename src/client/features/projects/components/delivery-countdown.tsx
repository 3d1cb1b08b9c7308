import { Clock } from 'lucide-react'
import type { Project } from '../../../../shared/contracts/projects'
import { COUNTDOWN_REFRESH_MS, formatCountdown, showsCountdown } from '../delivery-countdown'
import { useHydrated } from '../../../hooks/use-hydrated'
import { useNow } from '../hooks/use-now'
import { formatDate } from '../../../../shared/dates'

function Countdown({ deliveryDate }: { deliveryDate: string }) {
  const now = useNow(COUNTDOWN_REFRESH_MS)
  // The time left is the reader's clock's: where the server renders the card (the demo dashboard, prerendered)
  // it is added once the page has hydrated, so hydration finds the server's text unchanged.
  const hydrated = useHydrated()
  const left = formatCountdown(deliveryDate, now)
  return (
    <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <span>
        Delivery by {formatDate(deliveryDate.slice(0, 10))}
        {hydrated && (
          <>
            :{' '}
            <span className="font-semibold tabular-nums" data-testid="delivery-countdown">
              {left}
            </span>
          </>
        )}
      </span>
    </p>
  )
}

/** The time left until delivery, redrawn every minute; shown only once requirements are in and until delivery. */
export function DeliveryCountdown({
  project,
}: {
  project: Pick<Project, 'requirementsSubmittedAt' | 'deliveryDate' | 'status'>
}) {
  if (!showsCountdown(project)) return null
  return <Countdown deliveryDate={project.deliveryDate} />
}
