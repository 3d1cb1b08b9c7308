import { describe, expect, it } from 'vitest'
import { memberLabel } from './member-label'

const intl = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

describe('memberLabel', () => {
  it('names the month and year a client joined as Intl does (en-GB, UTC), across years and month ends', () => {
    for (let t = Date.UTC(1999, 11, 31, 23, 59); t < Date.UTC(2031, 0, 1); t += 9.7 * 86_400_000) {
      const at = new Date(t).toISOString()
      expect(memberLabel(at)).toBe(`Client since ${intl.format(new Date(t))}`)
    }
    expect(memberLabel('2026-11-30T23:59:59.999Z')).toBe('Client since November 2026')
    expect(memberLabel('2026-12-01T00:00:00Z')).toBe('Client since December 2026')
  })

  it('says Client for a date it cannot read, and the plan while one is active', () => {
    expect(memberLabel('not a date')).toBe('Client')
    expect(
      memberLabel('2026-01-01T00:00:00Z', [
        { status: 'cancelled', plan: 'premium' },
        { status: 'active', plan: 'standard' },
      ] as never),
    ).toBe('Standard maintenance plan')
  })
})
