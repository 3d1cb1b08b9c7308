import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Subscription } from '../../../../shared/contracts/billing'
import { Toaster } from '../../../components/ui/toaster'
import { createQueryClient } from '../../../lib/query-client'
import { mockApi } from '../../../test/dashboard-fixtures'
import { SubscriptionList } from './subscription-list'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const plan = (over: Partial<Subscription> = {}): Subscription => ({
  id: 7,
  projectId: 3,
  plan: 'basic',
  amount: '15.00',
  monthlyAmount: '15.00',
  billingCycle: 'monthly',
  status: 'active',
  features: [],
  description: 'Website Maintenance — Basic plan',
  startDate: '2026-12-01',
  nextBillingDate: '2027-01-01',
  endsOn: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...over,
})

function renderList() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SubscriptionList />
      <Toaster />
    </QueryClientProvider>,
  )
}

describe('cancelling a maintenance plan', () => {
  it('asks first, says when the plan ends, waits for the answer and shows the cancelled plan', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-10T10:00:00Z') })
    let cancelled = false
    let answer: (() => void) | undefined
    const calls = mockApi({
      'GET /api/dashboard/subscriptions': () => ({
        body: [
          cancelled ? plan({ status: 'cancelled', nextBillingDate: null, endsOn: '2026-12-31' }) : plan(),
        ],
      }),
      'POST /api/dashboard/subscriptions/7/cancel': () =>
        new Promise((resolve) => {
          answer = () => {
            cancelled = true
            resolve({
              body: {
                success: true,
                message: 'Your plan ends on 31 December 2026; you will not be billed again.',
                endsOn: '2026-12-31',
              },
            })
          }
        }),
    })
    renderList()
    expect(await screen.findByText(/Next billing 1 January 2027/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel maintenance plan?' })
    expect(
      within(dialog).getByText(
        'Your plan stays active until 31 December 2026, the end of the period already invoiced. You will not be billed again.',
      ),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }))
    // Pending: both buttons wait for the answer.
    expect(await within(dialog).findByRole('button', { name: /Cancelling…/ })).toHaveProperty(
      'disabled',
      true,
    )
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true)
    answer!()
    expect(
      await screen.findByText('Your plan ends on 31 December 2026; you will not be billed again.'),
    ).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await screen.findByText(/Ends on 31 December 2026/)).toBeTruthy()
    expect(screen.getByText('Cancelled')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  })

  it('keeps the plan and says why when the cancellation is refused', async () => {
    mockApi({
      'GET /api/dashboard/subscriptions': () => ({ body: [plan()] }),
      'POST /api/dashboard/subscriptions/7/cancel': () => ({
        status: 404,
        body: { message: 'Maintenance plan not found', error: 'Not Found', code: 'NOT_FOUND' },
      }),
    })
    renderList()
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }))
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }))
    expect(await screen.findByText('Maintenance plan not found')).toBeTruthy()
    expect(screen.getByText('Active')).toBeTruthy()
  })
})
