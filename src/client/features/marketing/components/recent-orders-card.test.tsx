import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RecentOrder } from '../../../../shared/contracts/marketing'
import RecentOrdersCard from './recent-orders-card'
import { FIRST_SHOW_MS, RecentOrdersToast } from './recent-orders-toast'

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString()
const ORDERS: RecentOrder[] = [
  { businessType: 'fitness', paidAt: minutesAgo(12) },
  { businessType: 'other', paidAt: minutesAgo(180) },
]

let served: RecentOrder[] = ORDERS
vi.mock('../api/get-recent-orders', () => ({
  useRecentOrders: () => ({ data: { orders: served } }),
}))

/** window.matchMedia for `(min-width: 640px)` at a screen width that a test can change. */
function screenWidth(width: number) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return width >= 640
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }
  window.matchMedia = vi.fn(() => query as unknown as MediaQueryList)
  return (next: number) => {
    width = next
    for (const fn of listeners) fn()
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  served = ORDERS
})
afterEach(() => {
  vi.useRealTimers()
})

const card = () => screen.queryByRole('region', { name: 'Recent orders' })

describe('the recent-orders card', () => {
  it('names only the kind of business and when, rotates through the orders, and can be dismissed', () => {
    render(<RecentOrdersCard raised={false} entries={ORDERS} />)
    expect(card()!.textContent).toContain('A fitness studio ordered a website')
    expect(card()!.textContent).toContain('12 minutes ago')
    act(() => void vi.advanceTimersByTime(4_000))
    expect(card()!.textContent).toContain('A small business ordered a website')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss recent orders' }))
    expect(card()).toBeNull()
  })
})

describe('the recent-orders toast', () => {
  it('shows the card five seconds after the page opens, on a screen wide enough for it', async () => {
    screenWidth(1440)
    render(<RecentOrdersToast raised={false} />)
    act(() => void vi.advanceTimersByTime(FIRST_SHOW_MS - 1))
    expect(card()).toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    vi.useRealTimers()
    expect((await screen.findByRole('region', { name: 'Recent orders' })).textContent).toContain(
      'A fitness studio ordered a website',
    )
  })

  it('loads nothing on a phone, and shows the card once the screen is wide enough', async () => {
    const resize = screenWidth(375)
    render(<RecentOrdersToast raised={false} />)
    act(() => void vi.advanceTimersByTime(FIRST_SHOW_MS * 3))
    expect(card()).toBeNull()
    act(() => resize(1024))
    vi.useRealTimers()
    await screen.findByRole('region', { name: 'Recent orders' })
  })

  it('shows nothing when there are no recent orders', () => {
    served = []
    screenWidth(1440)
    render(<RecentOrdersToast raised={false} />)
    act(() => void vi.advanceTimersByTime(FIRST_SHOW_MS * 2))
    expect(card()).toBeNull()
    expect(window.matchMedia).not.toHaveBeenCalled()
  })
})
