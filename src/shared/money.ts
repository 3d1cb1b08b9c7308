/**
 * Money, one way: integer cents with a currency inside the server, on the wire and in the browser, written for a
 * person by `formatMoney` and for a file (CSV, a PDF's figures) by `centsToDecimal`
 * (docs/decisions/0049-money-as-cents-on-the-wire.md).
 */

export const CURRENCIES = ['USD', 'GBP'] as const
export type Currency = (typeof CURRENCIES)[number]

const SYMBOLS: Record<Currency, string> = { USD: '$', GBP: '£' }

/** Whether a code (upper-case, as the API names it) is one of the studio's currencies. */
export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code)
}

/** The database's currency code (`usd`) as the API names it (`USD`); a code the studio does not sell in throws. */
export function toCurrency(value: string): Currency {
  const code = value.trim().toUpperCase()
  if (isCurrency(code)) return code
  throw new Error(`Unknown currency: ${value}`)
}

export interface FormatMoneyOptions {
  /** `true`: whole units only (`$1,235`); `false`: always two decimals (`$1,235.00`); unset: decimals when there are cents. */
  whole?: boolean
  /** Short, for a chart's axis: `$950`, `$12.3K`, `$1.25M`. */
  compact?: boolean
}

// Made on first use and kept: a formatter is costly to build, and its first one loads the locale's data.
const formatters = new Map<string, Intl.NumberFormat>()

function intlFormatter(currency: Currency, opts: FormatMoneyOptions): Intl.NumberFormat {
  const key = `${currency}:${opts.compact ? 'c' : opts.whole === true ? 'w' : 'd'}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      ...(opts.compact
        ? { notation: 'compact', maximumSignificantDigits: 3 }
        : opts.whole === true
          ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
          : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    })
    formatters.set(key, format)
  }
  return format
}

/**
 * `formatMoney(123456)` → `$1,234.56`, `formatMoney(29000)` → `$290`, `formatMoney(-2500, 'GBP', { whole: false })`
 * → `-£25.00`: Intl.NumberFormat's `en-US` currency format. The plain (not compact) amounts are written out with
 * the same result (money.test.ts holds them to Intl), because the first Intl formatter of a page loads the
 * locale's data: tens of milliseconds of one task on a phone on every page that shows a price
 * (docs/decisions/0050-how-a-page-starts.md). The compact form, only on charts, uses Intl itself.
 */
export function formatMoney(
  cents: number,
  currency: Currency = 'USD',
  opts: FormatMoneyOptions = {},
): string {
  if (opts.compact || !Number.isFinite(cents)) {
    return intlFormatter(currency, opts).format(opts.compact ? cents / 100 : cents)
  }
  const decimals = opts.whole === undefined ? cents % 100 !== 0 : !opts.whole
  // Rounded in whole units (cents, or whole dollars), half away from zero as Intl rounds.
  const unit = decimals ? 1 : 100
  const rounded = Math.round(Math.abs(cents) / unit) * unit
  const units = Math.floor(rounded / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  // Intl keeps the sign of a negative amount that rounds to nothing (`-$0.00`).
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : ''
  return `${sign}${SYMBOLS[currency]}${units}${decimals ? `.${String(rounded % 100).padStart(2, '0')}` : ''}`
}

/**
 * An amount a payment provider reported, in whatever currency it came (a payment that did not match its order
 * may be in none of the studio's): `$1,234.50` in a currency of ours, else `1234.50 EUR`.
 */
export function formatReportedMoney(cents: number, code: string): string {
  const upper = code.trim().toUpperCase()
  return isCurrency(upper) ? formatMoney(cents, upper, { whole: false }) : `${centsToDecimal(cents)} ${upper}`
}

/** `123456` → `"1234.56"`, `-5` → `"-0.05"`: an amount for a CSV cell or a file, no symbol, no grouping. */
export function centsToDecimal(cents: number): string {
  const abs = Math.abs(Math.round(cents))
  const sign = cents < 0 && abs > 0 ? '-' : ''
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
