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
  amountCents: 15_00,
  monthlyAmountCents: 15_00,
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
                message: 'Your plan ends on Dec 31, 2026; you will not be billed again.',
                endsOn: '2026-12-31',
              },
            })
          }
        }),
    })
    renderList()
    expect(await screen.findByText(/Next billing Jan 1, 2027/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel maintenance plan?' })
    expect(
      within(dialog).getByText(
        'Your plan stays active until Dec 31, 2026, the end of the period you have been billed for. You will not be billed again.',
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
      await screen.findByText('Your plan ends on Dec 31, 2026; you will not be billed again.'),
    ).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await screen.findByText(/Ends on Dec 31, 2026/)).toBeTruthy()
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

const invoice = {
  id: 41,
  number: 'INV-000041',
  amountCents: 94_50,
  currency: 'USD' as const,
  status: 'issued' as const,
  createdAt: '2026-12-01T10:00:00.000Z',
  paidAt: null,
  projectId: 3,
  description: 'Website Maintenance — Standard plan',
  pdfUrl: '/api/dashboard/invoices/41/pdf',
  subscriptionId: 8,
  revisionRound: null,
  payable: true,
}

describe('choosing a paid plan', () => {
  it('shows the free month, lets the customer choose a tier and cycle at the catalog price, then asks for the card', async () => {
    let chosen = false
    const calls = mockApi({
      'GET /api/dashboard/subscriptions': () => ({
        body: [
          plan({
            id: 5,
            status: 'included',
            amountCents: 0,
            monthlyAmountCents: 0,
            startDate: '2026-11-23',
            nextBillingDate: '2026-12-23',
          }),
          ...(chosen
            ? [
                plan({
                  id: 8,
                  plan: 'standard',
                  status: 'offered',
                  billingCycle: 'quarterly',
                  startDate: '2026-12-23',
                  monthlyAmountCents: 31_50,
                }),
              ]
            : []),
        ],
      }),
      'POST /api/dashboard/subscriptions': () => {
        chosen = true
        return { body: { subscription: plan({ id: 8, status: 'offered' }), invoice } }
      },
      'GET /api/dashboard/invoices': () => ({ body: [invoice] }),
    })
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SubscriptionList websites={[{ id: 3, title: 'Corner Bakery website' }]} />
        <Toaster />
      </QueryClientProvider>,
    )
    expect(
      await screen.findByText(
        /Included free with your website until Dec 22, 2026\. Nothing is charged after it/,
      ),
    ).toBeTruthy()
    expect(screen.getByText('Free month')).toBeTruthy()
    // The free month has no button to cancel: it ends by itself.
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Choose a plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a maintenance plan' })
    fireEvent.click(within(dialog).getByRole('radio', { name: /Standard · \$35\.00\/month/ }))
    fireEvent.change(within(dialog).getByLabelText('Billing'), { target: { value: 'quarterly' } })
    expect(within(dialog).getByText('$94.50')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    // The card payment of the first invoice opens, keeping the card for the next cycles ticked.
    const pay = await screen.findByRole('dialog', { name: 'Pay invoice INV-000041' })
    expect(within(pay).getByLabelText('Keep this card for future maintenance payments')).toHaveProperty(
      'checked',
      true,
    )
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      projectId: 3,
      plan: 'standard',
      billingCycle: 'quarterly',
    })
    // The website has its plan now: no second choice is offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Choose a plan' })).toBeNull())
    expect(screen.getByText('Awaiting payment')).toBeTruthy()
  })

  it('accepts a plan the studio offered by opening its payment, or declines it', async () => {
    mockApi({
      'GET /api/dashboard/subscriptions': () => ({
        body: [plan({ id: 8, plan: 'custom', status: 'offered', monthlyAmountCents: 20_00 })],
      }),
      'POST /api/dashboard/subscriptions/8/accept': () => ({
        body: { subscription: plan({ id: 8, status: 'offered' }), invoice },
      }),
      'GET /api/dashboard/invoices': () => ({ body: [invoice] }),
    })
    renderList()
    expect(await screen.findByText(/It starts once you pay its first month by card/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Decline this plan?' })
    expect(
      within(ask).getByText('The plan does not start and its invoice is cancelled. Nothing is charged.'),
    ).toBeTruthy()
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Accept and pay' }))
    expect(await screen.findByRole('dialog', { name: 'Pay invoice INV-000041' })).toBeTruthy()
  })
})
