import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CURRENCIES, centsToDecimal, formatMoney, formatReportedMoney, toCurrency } from './money'

/** The definition formatMoney's written-out path keeps to: Intl.NumberFormat's en-US currency format. */
function intlMoney(cents: number, currency: string, whole?: boolean) {
  const digits = (whole === undefined ? cents % 100 !== 0 : !whole) ? 2 : 0
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100)
}

describe('formatMoney', () => {
  it('writes dollars grouped by thousands, with cents when there are any', () => {
    expect(formatMoney(29_000)).toBe('$290')
    expect(formatMoney(123_456)).toBe('$1,234.56')
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89')
    expect(formatMoney(5)).toBe('$0.05')
    expect(formatMoney(0)).toBe('$0')
    expect(formatMoney(-2_550)).toBe('-$25.50')
  })

  it('always writes cents with whole: false and none with whole: true', () => {
    expect(formatMoney(10_000, 'USD', { whole: false })).toBe('$100.00')
    expect(formatMoney(12_345, 'USD', { whole: true })).toBe('$123')
    expect(formatMoney(12_350, 'USD', { whole: true })).toBe('$124')
    expect(formatMoney(-2_500, 'USD', { whole: false })).toBe('-$25.00')
  })

  it('writes pounds with their sign', () => {
    expect(formatMoney(123_456, 'GBP')).toBe('£1,234.56')
    expect(formatMoney(1_500, 'GBP', { whole: false })).toBe('£15.00')
  })

  it('writes short amounts for a chart', () => {
    expect(formatMoney(95_000, 'USD', { compact: true })).toBe('$950')
    expect(formatMoney(1_234_500, 'USD', { compact: true })).toBe('$12.3K')
    expect(formatMoney(125_000_000, 'USD', { compact: true })).toBe('$1.25M')
    expect(formatMoney(1_234_500, 'GBP', { compact: true })).toBe('£12.3K')
  })

  it('agrees with Intl.NumberFormat on whole, half and fractional cents of any sign, in every currency', () => {
    const amount = fc.oneof(
      fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
      fc.integer({ min: -2_000_000, max: 2_000_000 }).map((n) => n / 2),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    )
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(...CURRENCIES),
        fc.option(fc.boolean(), { nil: undefined }),
        (cents, currency, whole) => {
          const opts = whole === undefined ? {} : { whole }
          expect(formatMoney(cents, currency, opts)).toBe(intlMoney(cents, currency, whole))
        },
      ),
      { numRuns: 5_000 },
    )
  })

  it('writes what is not a number as Intl does', () => {
    expect(formatMoney(Number.NaN)).toBe('$NaN')
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$∞')
  })
})

describe('centsToDecimal', () => {
  it('writes cents as a plain decimal with two places', () => {
    expect(centsToDecimal(123_45)).toBe('123.45')
    expect(centsToDecimal(5)).toBe('0.05')
    expect(centsToDecimal(0)).toBe('0.00')
    expect(centsToDecimal(-2_550)).toBe('-25.50')
    expect(centsToDecimal(100_000_000_00)).toBe('100000000.00')
  })

  it('is read back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(Math.round(Number(centsToDecimal(cents)) * 100)).toBe(cents)
      }),
    )
  })
})

describe('formatReportedMoney', () => {
  it('writes a currency of ours as formatMoney does, and any other with its code', () => {
    expect(formatReportedMoney(123_450, 'usd')).toBe('$1,234.50')
    expect(formatReportedMoney(1_500, 'GBP')).toBe('£15.00')
    expect(formatReportedMoney(123_450, 'eur')).toBe('1234.50 EUR')
  })
})

describe('toCurrency', () => {
  it('reads the stored lower-case codes', () => {
    expect(toCurrency('usd')).toBe('USD')
    expect(toCurrency('GBP')).toBe('GBP')
    expect(() => toCurrency('eur')).toThrow('Unknown currency')
  })
})
