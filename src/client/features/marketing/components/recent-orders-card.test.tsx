import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import RecentOrdersCard from './recent-orders-card'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString()

describe('the recent-orders card', () => {
  it('appears after five seconds, names only the kind of business and when, and can be dismissed', () => {
    render(
      <RecentOrdersCard
        raised={false}
        entries={[
          { businessType: 'fitness', paidAt: minutesAgo(12) },
          { businessType: 'other', paidAt: minutesAgo(180) },
        ]}
      />,
    )
    expect(screen.queryByRole('region', { name: 'Recent orders' })).toBeNull()
    act(() => void vi.advanceTimersByTime(5_000))
    const card = screen.getByRole('region', { name: 'Recent orders' })
    expect(card.textContent).toContain('A fitness studio ordered a website')
    expect(card.textContent).toContain('12 minutes ago')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss recent orders' }))
    expect(screen.queryByRole('region', { name: 'Recent orders' })).toBeNull()
  })
})
