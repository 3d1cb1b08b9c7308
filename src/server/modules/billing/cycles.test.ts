// The maintenance calendar, as pure arithmetic on fixed dates: no database, no clock but the one passed in.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MaintenanceCycle } from '../../../shared/catalog'
import { cycleLastDay, cycleStart, monthAfter, nextCycleStart, startDateWindow } from './cycles'

/** The first `n` billing dates of a plan, each found from the one before, as the billing job walks them. */
function billingDates(startDate: string, cycle: MaintenanceCycle, n: number): string[] {
  const dates = [startDate]
  while (dates.length < n) dates.push(nextCycleStart(startDate, cycle, dates.at(-1)!))
  return dates
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('billing dates anchored to the start date', () => {
  it('bills a plan started on 31 January on the last day of shorter months, then on the 31st again', () => {
    expect(billingDates('2026-01-31', 'monthly', 8)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
    ])
    // In a leap year February has its 29th.
    expect(billingDates('2028-01-31', 'monthly', 3)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31'])
  })

  it('keeps the 30th and the 29th through February too', () => {
    expect(billingDates('2026-11-30', 'monthly', 5)).toEqual([
      '2026-11-30',
      '2026-12-30',
      '2027-01-30',
      '2027-02-28',
      '2027-03-30',
    ])
    expect(billingDates('2027-12-29', 'monthly', 4)).toEqual([
      '2027-12-29',
      '2028-01-29',
      '2028-02-29',
      '2028-03-29',
    ])
  })

  it('counts quarters and years from the start date as well', () => {
    expect(billingDates('2026-11-30', 'quarterly', 5)).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-05-30',
      '2027-08-30',
      '2027-11-30',
    ])
    // 29 February: the 28th in common years, the 29th again in the next leap year.
    expect(billingDates('2028-02-29', 'yearly', 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ])
  })

  it('crosses the year end', () => {
    expect(billingDates('2026-12-31', 'monthly', 3)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28'])
    expect(cycleStart('2026-10-31', 'quarterly', 1)).toBe('2027-01-31')
  })

  it("ends each cycle the day before the next one starts, so the invoices' periods meet", () => {
    expect(cycleLastDay('2026-01-31', 'monthly', '2026-01-31')).toBe('2026-02-27')
    expect(cycleLastDay('2026-01-31', 'monthly', '2026-02-28')).toBe('2026-03-30')
    expect(cycleLastDay('2028-01-31', 'monthly', '2028-02-29')).toBe('2028-03-30')
    expect(cycleLastDay('2026-12-23', 'monthly', '2026-12-23')).toBe('2027-01-22')
    expect(cycleLastDay('2028-02-29', 'yearly', '2031-02-28')).toBe('2032-02-28')
  })

  it('gives the same days whatever time zone the server runs in', () => {
    for (const tz of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Australia/Lord_Howe']) {
      vi.stubEnv('TZ', tz)
      expect(billingDates('2026-01-31', 'monthly', 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31'])
      // Across a daylight-saving change (Europe and America in March, Lord Howe in April).
      expect(billingDates('2027-03-08', 'monthly', 3)).toEqual(['2027-03-08', '2027-04-08', '2027-05-08'])
      expect(monthAfter('2026-01-31')).toBe('2026-02-28')
    }
  })
})

describe('the start dates a new plan may have', () => {
  it('runs from today to a year from today', () => {
    expect(startDateWindow(new Date('2026-11-23T10:00:00Z'))).toEqual({
      today: '2026-11-23',
      earliest: '2026-11-22',
      latest: '2027-11-23',
    })
    // Late in the UTC day, today is today everywhere west of Greenwich too.
    expect(startDateWindow(new Date('2026-11-23T23:00:00Z')).earliest).toBe('2026-11-23')
  })

  it('ends a year from 29 February on 28 February', () => {
    expect(startDateWindow(new Date('2028-02-29T12:00:00Z'))).toEqual({
      today: '2028-02-29',
      earliest: '2028-02-29',
      latest: '2029-02-28',
    })
  })

  it('starts, early in the UTC day, at the day still running west of Greenwich', () => {
    expect(startDateWindow(new Date('2027-01-01T03:00:00Z'))).toEqual({
      today: '2027-01-01',
      earliest: '2026-12-31',
      latest: '2028-01-01',
    })
  })
})
