import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeliveryCountdown } from './components/delivery-countdown'
import { formatCountdown, showsCountdown } from './delivery-countdown'

// A Wednesday.
const NOW = new Date('2026-03-04T12:00:00Z').getTime()
const D = 86_400_000
const at = (ms: number) => new Date(NOW + ms).toISOString()

afterEach(() => {
  vi.useRealTimers()
})

describe('formatCountdown', () => {
  it('counts the business days left, as the 7-business-day promise counts them', () => {
    // Wednesday to the next Wednesday: Thu, Fri, Mon, Tue, Wed.
    expect(formatCountdown('2026-03-11', NOW)).toBe('5 business days left')
    // Seven business days from Wednesday 4 March is Friday 13 March.
    expect(formatCountdown('2026-03-13', NOW)).toBe('7 business days left')
    expect(formatCountdown('2026-03-05', NOW)).toBe('1 business day left')
    // Friday to Monday is one business day, whatever the weekend.
    expect(formatCountdown('2026-03-09', new Date('2026-03-06T18:00:00Z'))).toBe('1 business day left')
  })
  it("says 'Due today' on the day and when it was due after it", () => {
    expect(formatCountdown('2026-03-04', NOW)).toBe('Due today')
    expect(formatCountdown('2026-03-02', NOW)).toBe('Was due Mar 2, 2026')
  })
})

describe('the delivery countdown', () => {
  const base = {
    requirementsSubmittedAt: at(-D),
    deliveryDate: '2026-03-05',
    status: 'pending_design' as const,
  }

  it('appears only with requirements in, a delivery date, and before delivery', () => {
    expect(showsCountdown(base)).toBe(true)
    expect(showsCountdown({ ...base, requirementsSubmittedAt: null })).toBe(false)
    expect(showsCountdown({ ...base, deliveryDate: null })).toBe(false)
    expect(showsCountdown({ ...base, status: 'delivered' })).toBe(false)
  })

  it('says the business days left with the date, and is redrawn as the day turns', () => {
    vi.useFakeTimers({ now: NOW })
    render(<DeliveryCountdown project={base} />)
    expect(screen.getByText(/Delivery by Mar 5, 2026/)).toBeTruthy()
    expect(screen.getByTestId('delivery-countdown').textContent).toBe('1 business day left')
    act(() => {
      vi.advanceTimersByTime(D)
    })
    expect(screen.getByTestId('delivery-countdown').textContent).toBe('Due today')
  })
})
