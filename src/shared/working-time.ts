import { TZDate } from '@date-fns/tz'
import { addDays, format, isWeekend } from 'date-fns'

/*
 * The studio's working time: Monday to Friday, 9:00 to 17:00 in London (the studio is in England), less the days it
 * names as holidays. What "answered within 4 working hours" counts, whatever the reader's zone.
 */

export const STUDIO_TIME_ZONE = 'Europe/London'
export const WORKDAY_START_HOUR = 9
export const WORKDAY_END_HOUR = 17

export interface WorkingTimeOptions {
  /** Days the studio is closed (`2026-12-25`), on top of weekends. */
  holidays?: readonly string[]
}

function isWorkingDay(day: TZDate, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(day) && !holidays.has(format(day, 'yyyy-MM-dd'))
}

/** The same day at `hour`:00 in the studio's zone. */
function atHour(day: TZDate, hour: number): TZDate {
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0, STUDIO_TIME_ZONE)
}

/**
 * The moment `hours` working hours after `start`: time outside working hours does not count, so a message sent on
 * Friday at 16:00 is due 3 hours into Monday.
 */
export function addWorkingHours(start: Date, hours: number, options: WorkingTimeOptions = {}): Date {
  const holidays = new Set(options.holidays ?? [])
  let left = hours * 3600_000
  let cursor = new TZDate(start.getTime(), STUDIO_TIME_ZONE)
  // A year of days is far more than any window needs; the bound keeps a bad holiday list from looping for ever.
  for (let i = 0; i < 366; i++) {
    const opens = atHour(cursor, WORKDAY_START_HOUR)
    const closes = atHour(cursor, WORKDAY_END_HOUR)
    if (isWorkingDay(cursor, holidays) && cursor.getTime() < closes.getTime()) {
      const from = Math.max(cursor.getTime(), opens.getTime())
      if (from + left <= closes.getTime()) return new Date(from + left)
      left -= closes.getTime() - from
    }
    cursor = atHour(addDays(cursor, 1), 0)
  }
  return new Date(cursor.getTime())
}
