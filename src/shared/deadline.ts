import { TZDate } from '@date-fns/tz'
import { addDays, format, isWeekend } from 'date-fns'
import { STUDIO_TIME_ZONE } from './working-time'

/*
 * A project's delivery date as both sides read it: its timeline's business days (Monday to Friday, less the
 * studio's holidays, in London) counted from the day after the brief was complete, not counting the days the
 * studio was waiting on the client (a request for details open, a design to choose, a site to review).
 */

export const PAUSE_CAUSES = ['details', 'design_choice', 'review'] as const
export type PauseCause = (typeof PAUSE_CAUSES)[number]

/** Why the clock stands still, in each reader's words. */
export const PAUSE_CAUSE_LABELS: Record<'client' | 'studio', Record<PauseCause, string>> = {
  client: {
    details: 'we are waiting for the details we asked you for',
    design_choice: 'we are waiting for you to choose a design',
    review: 'we are waiting for your review of the site',
  },
  studio: {
    details: 'waiting for details from the client',
    design_choice: 'waiting for the client to choose a design',
    review: 'waiting for the client to review the site',
  },
}

/** A stretch of time the studio waited on the client; `to` null while it still waits. */
export interface Pause {
  cause: PauseCause
  from: string
  to: string | null
}

export interface Deadline {
  /** The day the site is due, `YYYY-MM-DD`. */
  dueDate: string
  /** Working days of the timeline not used yet (negative: working days late). */
  daysLeft: number
  late: boolean
  /** Working days the clock stood still while the studio waited on the client. */
  pausedDays: number
  /** Why the clock stands still now, and since when; null while it runs. */
  pausedNow: { cause: PauseCause; since: string } | null
}

const day = (moment: Date | string) =>
  format(new TZDate(new Date(moment).getTime(), STUDIO_TIME_ZONE), 'yyyy-MM-dd')
const nextDay = (d: string) => format(addDays(new Date(`${d}T12:00:00Z`), 1), 'yyyy-MM-dd')
const isWorkingDay = (d: string, holidays: ReadonlySet<string>) =>
  !isWeekend(new Date(`${d}T12:00:00Z`)) && !holidays.has(d)

/**
 * The deadline of a project whose brief was complete at `startedAt`: `businessDays` working days after that day,
 * each working day on which the studio waited on the client not counted. A pause covers the days from the one it
 * began on up to the one it ended on (that day counts again); an open pause covers today too, so the date moves
 * on each day the studio waits.
 */
export function projectDeadline(input: {
  startedAt: Date | string
  businessDays: number
  holidays?: readonly string[]
  pauses?: readonly Pause[]
  now: Date
}): Deadline {
  const holidays = new Set(input.holidays ?? [])
  const today = day(input.now)
  const paused = new Set<string>()
  for (const p of input.pauses ?? []) {
    const until = p.to === null ? nextDay(today) : day(p.to)
    for (let d = day(p.from); d < until; d = nextDay(d)) paused.add(d)
  }
  let used = 0
  let pausedDays = 0
  let dueDate = day(input.startedAt)
  let counted = 0
  // Walks the working days after the start: each either counts toward the timeline or was paused. Bounded by a
  // few years of days, whatever the input.
  for (let d = nextDay(dueDate), i = 0; counted < input.businessDays && i < 2000; d = nextDay(d), i++) {
    if (!isWorkingDay(d, holidays)) continue
    if (paused.has(d)) {
      if (d <= today) pausedDays++
      continue
    }
    counted++
    if (d <= today) used++
    dueDate = d
  }
  // Past the due date, each working day after it is a day late.
  let late = 0
  for (let d = nextDay(dueDate), i = 0; d <= today && i < 2000; d = nextDay(d), i++)
    if (isWorkingDay(d, holidays)) late++
  const open = (input.pauses ?? []).find((p) => p.to === null)
  return {
    dueDate,
    daysLeft: late > 0 ? -late : input.businessDays - used,
    late: today > dueDate,
    pausedDays,
    pausedNow: open ? { cause: open.cause, since: open.from } : null,
  }
}
