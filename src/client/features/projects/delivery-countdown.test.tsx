import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeliveryCountdown } from './components/delivery-countdown'
import { formatCountdown, showsCountdown } from './delivery-countdown'

const NOW = new Date('2026-03-01T12:00:00Z').getTime()
const at = (ms: number) => new Date(NOW + ms).toISOString()
const M = 60_000
const H = 60 * M
const D = 24 * H

afterEach(() => {
  vi.useRealTimers()
})

describe('formatCountdown', () => {
  it('shows days, hours and minutes while days are left', () => {
    expect(formatCountdown(at(3 * D + 4 * H + 5 * M), NOW)).toBe('3d 4h 5m')
    expect(formatCountdown(at(1 * D), NOW)).toBe('1d 0h 0m')
  })
  it('shows hours and minutes in the last day, minutes in the last hour', () => {
    expect(formatCountdown(at(23 * H + 59 * M + 59_000), NOW)).toBe('23h 59m')
    expect(formatCountdown(at(1 * H), NOW)).toBe('1h 0m')
    expect(formatCountdown(at(59 * M + 30_000), NOW)).toBe('59m')
    expect(formatCountdown(at(30_000), NOW)).toBe('0m')
  })
  it("reads 'Completed' once the date has passed", () => {
    expect(formatCountdown(at(0), NOW)).toBe('Completed')
    expect(formatCountdown(at(-5 * D), NOW)).toBe('Completed')
  })
})

describe('the delivery countdown', () => {
  const base = {
    requirementsSubmittedAt: at(-D),
    deliveryDate: at(2 * H + 1 * M),
    status: 'pending_design' as const,
  }

  it('appears only with requirements in, a delivery date, and before delivery', () => {
    expect(showsCountdown(base)).toBe(true)
    expect(showsCountdown({ ...base, requirementsSubmittedAt: null })).toBe(false)
    expect(showsCountdown({ ...base, deliveryDate: null })).toBe(false)
    expect(showsCountdown({ ...base, status: 'delivered' })).toBe(false)
  })

  it('is redrawn every minute', () => {
    vi.useFakeTimers({ now: NOW })
    render(<DeliveryCountdown project={base} />)
    expect(screen.getByTestId('delivery-countdown').textContent).toBe('2h 1m')
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(screen.getByTestId('delivery-countdown').textContent).toBe('2h 0m')
  })
})
