import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDaysTo,
  formatAxisMonth,
  formatDate,
  formatDateTime,
  formatIsoDay,
  formatMonth,
  NO_DATE,
} from './dates'

const moment = '2026-12-02T15:04:00Z'

describe('the date formatters', () => {
  it('write a moment in the zone given', () => {
    expect(formatDate(moment, { timeZone: 'UTC' })).toBe('Dec 2, 2026')
    expect(formatDateTime(moment, { timeZone: 'UTC' })).toBe('Dec 2, 2026, 3:04 PM')
    expect(formatDateTime(moment, { timeZone: 'America/New_York' })).toBe('Dec 2, 2026, 10:04 AM')
    expect(formatDateTime('2026-12-02T00:30:00Z', { timeZone: 'America/Los_Angeles' })).toBe(
      'Dec 1, 2026, 4:30 PM',
    )
    expect(formatMonth(moment, { timeZone: 'UTC' })).toBe('December 2026')
    expect(formatAxisMonth(moment, { timeZone: 'UTC' })).toBe("Dec '26")
    expect(formatIsoDay('2026-12-02T03:00:00Z', { timeZone: 'America/New_York' })).toBe('2026-12-01')
  })

  it('take a Date or milliseconds as well as a string', () => {
    expect(formatDate(new Date(moment), { timeZone: 'UTC' })).toBe('Dec 2, 2026')
    expect(formatDate(Date.parse(moment), { timeZone: 'UTC' })).toBe('Dec 2, 2026')
  })

  it('write a calendar day or month as it is, whatever the zone', () => {
    for (const timeZone of [undefined, 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect(formatDate('2026-12-02', { timeZone })).toBe('Dec 2, 2026')
      expect(formatMonth('2026-11', { timeZone })).toBe('November 2026')
      expect(formatAxisMonth('2026-01', { timeZone })).toBe("Jan '26")
      expect(formatIsoDay('2026-12-02', { timeZone })).toBe('2026-12-02')
    }
  })

  it("agree with Intl's en-US dates on any day", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    const day = fc
      .date({
        min: new Date('1970-01-01T00:00:00Z'),
        max: new Date('9999-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10))
    fc.assert(
      fc.property(day, (d) => {
        const [y, m, dd] = d.split('-').map(Number) as [number, number, number]
        expect(formatDate(d)).toBe(intl.format(new Date(y, m - 1, dd)))
        expect(formatIsoDay(d)).toBe(d)
        expect(formatDate(addDaysTo(d, 0))).toBe(formatDate(d))
      }),
      { numRuns: 1_000 },
    )
  })

  it('fall back to UTC for a zone this runtime does not know', () => {
    expect(formatDateTime(moment, { timeZone: 'Nowhere/Atlantis' })).toBe('Dec 2, 2026, 3:04 PM')
  })

  it('answer a dash for what is not a date', () => {
    for (const v of ['', 'someday', '2026-13-40', Number.NaN, null, undefined]) {
      expect(formatDate(v)).toBe(NO_DATE)
      expect(formatDateTime(v)).toBe(NO_DATE)
      expect(formatMonth(v)).toBe(NO_DATE)
    }
  })
})
