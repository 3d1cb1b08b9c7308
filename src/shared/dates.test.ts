import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { longDate } from './dates'

describe('longDate', () => {
  it("writes a day as Intl's en-GB long date does", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    const day = fc
      .date({
        min: new Date('1970-01-01T00:00:00Z'),
        max: new Date('9999-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10))
    fc.assert(
      fc.property(day, (d) => {
        expect(longDate(d)).toBe(intl.format(new Date(`${d}T00:00:00Z`)))
      }),
      { numRuns: 2_000 },
    )
    expect(longDate('2026-12-02')).toBe('2 December 2026')
  })

  it('refuses what is not a day, as the formatter did', () => {
    expect(() => longDate('someday')).toThrow(RangeError)
  })
})
