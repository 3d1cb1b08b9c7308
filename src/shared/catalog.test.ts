import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCents } from './catalog'

/** What formatCents wrote before it was written out by hand: Intl.NumberFormat, en-US. */
function intlCents(cents: number, decimals = cents % 100 !== 0) {
  const digits = decimals ? 2 : 0
  const format = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return `$${format.format(cents / 100)}`
}

describe('formatCents', () => {
  it('writes dollars grouped by thousands, with cents when there are any', () => {
    expect(formatCents(10_000)).toBe('$100')
    expect(formatCents(123_456_789)).toBe('$1,234,567.89')
    expect(formatCents(100_000_000)).toBe('$1,000,000')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(10_000, { decimals: true })).toBe('$100.00')
    expect(formatCents(12_345, { decimals: false })).toBe('$123')
    expect(formatCents(-2_550)).toBe('$-25.50')
  })

  it('agrees with Intl.NumberFormat on whole, half and fractional cents of any sign', () => {
    const amount = fc.oneof(
      fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
      fc.integer({ min: -2_000_000, max: 2_000_000 }).map((n) => n / 2),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    )
    fc.assert(
      fc.property(amount, fc.option(fc.boolean(), { nil: undefined }), (cents, decimals) => {
        const opts = decimals === undefined ? {} : { decimals }
        expect(formatCents(cents, opts)).toBe(intlCents(cents, decimals))
      }),
      { numRuns: 5_000 },
    )
  })
})
