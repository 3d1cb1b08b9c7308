import { describe, expect, it } from 'vitest'
import { projectDeadline } from './deadline'

// December 2026: the 4th is a Friday, the 7th a Monday. London is on GMT, so these UTC times are London's.
describe("a project's deadline", () => {
  it('counts business days from the day after the brief: a Friday start is due the second Tuesday', () => {
    const d = projectDeadline({
      startedAt: '2026-12-04T10:00:00Z',
      businessDays: 7,
      now: new Date('2026-12-04T10:00:00Z'),
    })
    expect(d).toEqual({ dueDate: '2026-12-15', daysLeft: 7, late: false, pausedDays: 0, pausedNow: null })
  })

  it("skips the studio's holidays", () => {
    const d = projectDeadline({
      startedAt: '2026-12-21T10:00:00Z',
      businessDays: 7,
      holidays: ['2026-12-25', '2026-12-28'],
      now: new Date('2026-12-21T10:00:00Z'),
    })
    expect(d.dueDate).toBe('2027-01-01')
  })

  it('stands still while the studio waits on the client, over a weekend too', () => {
    const d = projectDeadline({
      startedAt: '2026-12-07T10:00:00Z',
      businessDays: 7,
      pauses: [{ cause: 'details', from: '2026-12-10T14:00:00Z', to: '2026-12-15T09:00:00Z' }],
      now: new Date('2026-12-16T12:00:00Z'),
    })
    // Thursday, Friday and Monday waited (the weekend was never counted): due three working days later.
    expect(d).toEqual({ dueDate: '2026-12-21', daysLeft: 3, late: false, pausedDays: 3, pausedNow: null })
  })

  it('moves the date on each day an open pause lasts, and says why', () => {
    const d = projectDeadline({
      startedAt: '2026-12-07T10:00:00Z',
      businessDays: 7,
      pauses: [{ cause: 'design_choice', from: '2026-12-09T08:00:00Z', to: null }],
      now: new Date('2026-12-11T16:00:00Z'),
    })
    expect(d).toEqual({
      dueDate: '2026-12-21',
      daysLeft: 6,
      late: false,
      pausedDays: 3,
      pausedNow: { cause: 'design_choice', since: '2026-12-09T08:00:00Z' },
    })
  })

  it('is late once its day has passed, by working days', () => {
    const d = projectDeadline({
      startedAt: '2026-12-07T10:00:00Z',
      businessDays: 5,
      now: new Date('2026-12-16T10:00:00Z'),
    })
    expect(d).toMatchObject({ dueDate: '2026-12-14', late: true, daysLeft: -2 })
  })

  it('reads a day in London: 23:30 UTC on a summer Friday is already Saturday there', () => {
    const d = projectDeadline({
      startedAt: '2026-07-03T23:30:00Z',
      businessDays: 1,
      now: new Date('2026-07-03T23:30:00Z'),
    })
    expect(d.dueDate).toBe('2026-07-06')
  })
})
