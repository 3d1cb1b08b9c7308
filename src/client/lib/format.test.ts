import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './format'

describe('formatDate', () => {
  it("writes a day as Intl's en-US short date does, in local time", () => {
    const day = fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(day, (d) => {
        const expected = d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
        expect(formatDate(d.toISOString())).toBe(expected)
      }),
      { numRuns: 2_000 },
    )
  })

  it('answers a dash for what is not a date', () => {
    expect(formatDate('not a date')).toBe('—')
    expect(formatDateTime('')).toBe('—')
  })
})

describe('formatDateTime', () => {
  it('writes the moment with its time, the same each call', () => {
    const iso = '2026-11-23T16:19:00Z'
    const expected = new Date(iso).toLocaleString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
    expect(formatDateTime(iso)).toBe(expected)
    expect(formatDateTime(iso)).toBe(expected)
  })
})
