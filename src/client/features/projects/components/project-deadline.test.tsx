import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProjectDeadlineView } from './project-deadline'

const base = {
  dueDate: '2026-12-18',
  businessDays: 7,
  daysLeft: 3,
  late: false,
  pausedDays: 0,
  pausedNow: null,
  pauses: [],
}

describe('the delivery date', () => {
  it('shows the day and the business days left of the timeline', () => {
    render(<ProjectDeadlineView deadline={base} reader="client" />)
    expect(screen.getByRole('region', { name: 'Delivery date' }).textContent).toContain(
      'Delivery by Dec 18, 2026',
    )
    expect(screen.getByTestId('deadline-days-left').textContent).toBe('3 business days left of 7')
  })

  it("says why the clock stands still, in each side's words, and for how long it has", () => {
    const paused = {
      ...base,
      pausedDays: 2,
      pausedNow: { cause: 'details' as const, since: '2026-12-10T11:00:00.000Z' },
    }
    const { unmount } = render(<ProjectDeadlineView deadline={paused} reader="client" />)
    const text = screen.getByRole('region', { name: 'Delivery date' }).textContent
    expect(text).toContain(
      'The clock is paused since Dec 10, 2026: we are waiting for the details we asked you for.',
    )
    expect(text).toContain('Paused 2 business days so far')
    unmount()
    render(<ProjectDeadlineView deadline={paused} reader="studio" />)
    expect(screen.getByRole('region', { name: 'Delivery date' }).textContent).toContain(
      'waiting for details from the client',
    )
  })

  it('counts the days late once the date has passed', () => {
    render(<ProjectDeadlineView deadline={{ ...base, late: true, daysLeft: -1 }} reader="studio" />)
    expect(screen.getByTestId('deadline-days-left').textContent).toBe('1 business day late')
  })
})
