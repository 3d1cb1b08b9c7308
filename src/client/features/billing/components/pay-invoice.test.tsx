import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InvoiceSummary, Subscription } from '../../../../shared/contracts/billing'
import { createQueryClient } from '../../../lib/query-client'
import { mockApi } from '../../../test/dashboard-fixtures'
import { InvoiceList } from './invoice-list'
import { SubscriptionList } from './subscription-list'

afterEach(() => {
  vi.unstubAllGlobals()
})

const invoice = (over: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: 9,
  number: 'INV-9',
  amountCents: 49_00,
  currency: 'USD',
  status: 'issued',
  createdAt: '2027-01-01T00:00:00.000Z',
  paidAt: null,
  projectId: null,
  description: 'Website Maintenance — Basic plan',
  pdfUrl: '/api/dashboard/invoices/9/pdf',
  subscriptionId: 4,
  revisionRound: null,
  payable: (over.status ?? 'issued') === 'issued' && over.subscriptionId !== null,
  ...over,
})

function renderWith(ui: React.ReactNode) {
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>)
}

describe('paying a maintenance invoice from Billing', () => {
  it('shows Pay now on open maintenance invoices only', async () => {
    mockApi({
      'GET /api/dashboard/invoices': () => ({
        body: [
          invoice(),
          invoice({ id: 10, number: 'INV-10', status: 'paid' }),
          invoice({ id: 11, number: 'INV-11', subscriptionId: null, description: 'Corner Bakery' }),
        ],
      }),
    })
    renderWith(<InvoiceList />)
    await screen.findByText('Invoice INV-9')
    expect(screen.getAllByRole('button', { name: /Pay invoice/ })).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Pay invoice INV-9 now' })).toBeTruthy()
  })

  it('opens the payment with the keep-card choice, pays with the test card and shows the success state', async () => {
    let paid = false
    const calls = mockApi({
      'GET /api/dashboard/invoices': () => ({ body: [invoice(paid ? { status: 'paid' } : {})] }),
      'GET /api/dashboard/subscriptions': () => ({ body: [] }),
      'POST /api/dashboard/invoices/9/pay': () => ({
        body: {
          invoiceId: 9,
          clientSecret: 'tpi_1_secret_2',
          amountCents: 49_00,
          currency: 'USD',
          provider: 'test',
        },
      }),
      'POST /api/dashboard/invoices/9/test-confirm': (call) => {
        if (String(call.body?.cardNumber).startsWith('4000'))
          return {
            body: { status: 'requires_payment_method', invoiceId: 9, message: 'Your card was declined.' },
          }
        paid = true
        return { body: { status: 'succeeded', invoiceId: 9 } }
      },
    })
    renderWith(<InvoiceList />)
    fireEvent.click(await screen.findByRole('button', { name: 'Pay invoice INV-9 now' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByLabelText('Keep this card for future maintenance payments'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card' }))
    const number = await within(dialog).findByLabelText('Card number')
    expect(calls.find((c) => c.path.endsWith('/pay'))!.body).toEqual({ keepCard: true })

    fireEvent.change(number, { target: { value: '4000 0000 0000 0002' } })
    fireEvent.change(within(dialog).getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } })
    fireEvent.change(within(dialog).getByLabelText('CVC'), { target: { value: '123' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $49.00' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Your card was declined.')

    fireEvent.change(number, { target: { value: '4242 4242 4242 4242' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $49.00' }))
    await within(dialog).findByText('Payment received — thank you')
    expect(within(dialog).getByText(/Your card is kept for your next maintenance payments/)).toBeTruthy()
    const confirm = calls.filter((c) => c.path.endsWith('/test-confirm')).at(-1)!
    expect(confirm.body).toEqual({
      clientSecret: 'tpi_1_secret_2',
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 30,
      cvc: '123',
    })
    // The list refreshes: the invoice is paid and has no Pay now button any more.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay invoice INV-9 now' })).toBeNull())
  })

  it('warns about a past-due plan', async () => {
    const plan: Subscription = {
      id: 4,
      projectId: null,
      plan: 'basic',
      amountCents: 49_00,
      monthlyAmountCents: 49_00,
      billingCycle: 'monthly',
      status: 'past_due',
      features: [],
      description: 'Website Maintenance — Basic plan',
      startDate: '2026-12-01',
      nextBillingDate: '2027-02-01',
      endsOn: null,
      createdAt: '2026-11-23T10:00:00.000Z',
    }
    mockApi({ 'GET /api/dashboard/subscriptions': () => ({ body: [plan] }) })
    renderWith(<SubscriptionList />)
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not charge your card for this plan',
    )
    expect(screen.getByText('Payment Due')).toBeTruthy()
  })
})
