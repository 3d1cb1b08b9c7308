import { addMonths, addYears, differenceInCalendarMonths, format, parseISO } from 'date-fns'
import { MAINTENANCE_CYCLE_MONTHS, type MaintenanceCycle } from '../../../shared/catalog'
import { addDaysTo } from '../../../shared/dates'

/** `day` moved by whole days: the shared definition the dashboards use too. */
export { addDaysTo }

/*
 * The calendar of a maintenance plan. Its cycles are anchored to its start date: cycle n starts n cycles after
 * the start date, each counted from the start date itself (never from the previous cycle), and a day the month
 * does not have falls on the month's last day. A plan started on 31 January bills on 28 (or 29) February, then
 * on 31 March again; one started on 29 February 2028 bills yearly on 28 February, and on 29 February 2032.
 *
 * Days are `YYYY-MM-DD` strings, as the database's `date` columns hold them; date-fns reads and writes them in
 * local time, consistently, so the time zone the server runs in does not move a day.
 */

const DAY = 'yyyy-MM-dd'
const read = (day: string) => parseISO(day)
const write = (date: Date) => format(date, DAY)

/** The day `n` cycles after the plan's start date (`n` = 0 is the start date). */
export function cycleStart(startDate: string, cycle: MaintenanceCycle, n: number): string {
  return write(addMonths(read(startDate), n * MAINTENANCE_CYCLE_MONTHS[cycle]))
}

/** Which cycle of the plan starts on `periodStart` (a day `cycleStart` gave). */
export function cycleIndex(startDate: string, cycle: MaintenanceCycle, periodStart: string): number {
  const months = differenceInCalendarMonths(read(periodStart), read(startDate))
  return Math.round(months / MAINTENANCE_CYCLE_MONTHS[cycle])
}

/** The day the cycle after the one starting on `periodStart` starts: the next billing date. */
export function nextCycleStart(startDate: string, cycle: MaintenanceCycle, periodStart: string): string {
  return cycleStart(startDate, cycle, cycleIndex(startDate, cycle, periodStart) + 1)
}

/** The last day of the cycle starting on `periodStart`: the day before the next one starts. */
export function cycleLastDay(startDate: string, cycle: MaintenanceCycle, periodStart: string): string {
  return addDaysTo(nextCycleStart(startDate, cycle, periodStart), -1)
}

/** `day` a month later, clamped to the month's last day (a plan started at delivery, its first month free). */
export function monthAfter(day: string): string {
  return write(addMonths(read(day), 1))
}

/** The day (UTC) a moment falls on, as billing dates are stored and compared. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}

/** How far behind UTC the earliest time zone is: its "today" is still a valid start date for its people. */
const EARLIEST_ZONE_MS = 12 * 3600_000

/**
 * The start dates a new plan may have at `now`: from today (today anywhere on Earth, so an admin in the
 * evening west of Greenwich may still pick their own today) to a year from today (UTC).
 */
export function startDateWindow(now: Date): { today: string; earliest: string; latest: string } {
  const today = utcDay(now)
  return {
    today,
    earliest: utcDay(new Date(now.getTime() - EARLIEST_ZONE_MS)),
    latest: write(addYears(read(today), 1)),
  }
}
