import { describe, expect, it } from 'vitest'
import { addWorkingHours } from './working-time'

// London is on GMT in winter (UTC+0) and BST in summer (UTC+1).
describe('working hours', () => {
  it('counts within one working day', () => {
    expect(addWorkingHours(new Date('2026-12-01T10:00:00Z'), 4).toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    )
  })
  it('carries over the night to the next morning', () => {
    expect(addWorkingHours(new Date('2026-12-01T15:00:00Z'), 4).toISOString()).toBe(
      '2026-12-02T11:00:00.000Z',
    )
  })
  it('starts counting at 9:00 for a message sent at night', () => {
    expect(addWorkingHours(new Date('2026-12-01T22:30:00Z'), 4).toISOString()).toBe(
      '2026-12-02T13:00:00.000Z',
    )
  })
  it('skips the weekend: Friday 16:00 is due 3 hours into Monday', () => {
    expect(addWorkingHours(new Date('2026-12-04T16:00:00Z'), 4).toISOString()).toBe(
      '2026-12-07T12:00:00.000Z',
    )
  })
  it('skips the studio holidays', () => {
    const due = addWorkingHours(new Date('2026-12-24T16:00:00Z'), 4, {
      holidays: ['2026-12-25', '2026-12-28'],
    })
    // Thursday 24th 16:00 → one hour, then Friday 25th (holiday), the weekend, Monday 28th (holiday): Tuesday 12:00.
    expect(due.toISOString()).toBe('2026-12-29T12:00:00.000Z')
  })
  it('reads the hours in London time in summer', () => {
    // 9:00 BST is 8:00 UTC.
    expect(addWorkingHours(new Date('2026-07-01T06:00:00Z'), 1).toISOString()).toBe(
      '2026-07-01T09:00:00.000Z',
    )
  })
})
