import { describe, expect, it } from 'vitest'
import { formatMoney } from './format'

describe('formatMoney', () => {
  it('writes an API decimal with cents', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50')
    expect(formatMoney('oops')).toBe('$0.00')
  })
})
