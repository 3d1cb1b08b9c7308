import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InvoiceSummary } from '../../../../shared/contracts/billing'
import type { RevisionRound } from '../../../../shared/contracts/revision-rounds'
import { createQueryClient } from '../../../lib/query-client'
import { makeDetail, makeProject, mockApi } from '../../../test/dashboard-fixtures'
import { FinalReviewPanel } from './final-review-panel'
import { RevisionHistory } from './revision-rounds'

afterEach(() => {
  vi.unstubAllGlobals()
})

const invoice = (over: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: 31,
  number: 'INV-000031',
  amountCents: 30_00,
  currency: 'USD',
  status: 'issued',
  createdAt: '2026-12-01T10:00:00.000Z',
  paidAt: null,
  projectId: 7,
  description: 'Revision round 3: Corner Bakery',
  pdfUrl: '/api/dashboard/invoices/31/pdf',
  subscriptionId: null,
  revisionRound: 3,
  payable: true,
  ...over,
})

const round = (over: Partial<RevisionRound> = {}): RevisionRound => ({
  round: 3,
  requests: 'Swap the hero photo',
  billable: true,
  status: 'awaiting_payment',
  requestedAt: '2026-12-01T10:00:00.000Z',
  startedAt: null,
  invoice: invoice(),
  ...over,
})

const inReview = (revisionHistory: RevisionRound[] = []) => ({
  id: 7,
  stagingUrl: 'https://staging.example.com',
  revisionRounds: 2,
  revisionHistory,
})

const answer = (history: RevisionRound[], message = 'ok') => ({
  body: {
    success: true,
    message,
    project: makeDetail(makeProject(7, 'awaiting_approval'), { revisionHistory: history }),
  },
})

function renderWithClient(ui: React.ReactNode) {
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>)
}

describe('a revision round past the included ones', () => {
  it('shows its price before it is asked for, on the hint and on the button', () => {
    mockApi({})
    renderWithClient(<FinalReviewPanel project={inReview()} />)
    expect(
      screen.getByText(/Round 3 costs \$30\.00: you pay its invoice by card before it starts/),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Request round 3 ($30.00)' })).toBeTruthy()
  })

  it('sends the request, then shows the round waiting for its payment with its invoice', async () => {
    const calls = mockApi({
      'POST /api/projects/7/request-revisions': () => answer([round()], 'Round 3 costs $30.00'),
    })
    renderWithClient(<FinalReviewPanel project={inReview()} />)
    fireEvent.change(screen.getByLabelText('Request revisions'), { target: { value: 'Swap the hero photo' } })
    const submit = screen.getByRole('button', { name: 'Request round 3 ($30.00)' })
    fireEvent.click(submit)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.body).toEqual({ revisionRequests: 'Swap the hero photo' })
  })

  it('pays the waiting round by test card from the review panel', async () => {
    let paid = false
    const calls = mockApi({
      'POST /api/dashboard/invoices/31/pay': () => ({
        body: {
          invoiceId: 31,
          clientSecret: 'tpi_31_secret_1',
          amountCents: 30_00,
          currency: 'USD',
          provider: 'test',
        },
      }),
      'POST /api/dashboard/invoices/31/test-confirm': () => {
        paid = true
        return { body: { status: 'succeeded', invoiceId: 31 } }
      },
      'GET /api/dashboard/invoices': () => ({ body: [invoice(paid ? { status: 'paid' } : {})] }),
      'GET /api/dashboard/subscriptions': () => ({ body: [] }),
    })
    renderWithClient(<FinalReviewPanel project={inReview([round()])} />)
    expect(screen.getByText('Round 3 waits for your payment: $30.00')).toBeTruthy()
    expect(screen.getByText(/Invoice INV-000031/)).toBeTruthy()
    // Asked again, the text replaces the round's, without a second invoice.
    expect(screen.getByRole('button', { name: 'Update round 3' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }))
    const dialog = await screen.findByRole('dialog')
    // A one-off invoice: no card is kept for later.
    expect(within(dialog).queryByLabelText('Keep this card for future maintenance payments')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card' }))
    fireEvent.change(await within(dialog).findByLabelText('Card number'), {
      target: { value: '4242 4242 4242 4242' },
    })
    fireEvent.change(within(dialog).getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } })
    fireEvent.change(within(dialog).getByLabelText('CVC'), { target: { value: '123' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $30.00' }))
    await within(dialog).findByText('Payment received — thank you')
    expect(calls.find((c) => c.path.endsWith('/pay'))!.body).toEqual({ keepCard: false })
  })

  it('withdraws the waiting round', async () => {
    const calls = mockApi({
      'POST /api/projects/7/revision-round/withdraw': () =>
        answer([round({ status: 'withdrawn', invoice: invoice({ status: 'void', payable: false }) })]),
    })
    renderWithClient(<FinalReviewPanel project={inReview([round()])} />)
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw round 3' }))
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/projects/7/revision-round/withdraw'))
  })

  it('says the round is starting once its invoice is paid', () => {
    mockApi({ 'GET /api/dashboard/project/7': () => ({ body: answer([]).body.project }) })
    renderWithClient(
      <FinalReviewPanel
        project={inReview([round({ invoice: invoice({ status: 'paid', payable: false }) })])}
      />,
    )
    expect(screen.getByText(/Payment received: round 3 is starting\./)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Pay \$30/ })).toBeNull()
  })
})

describe('the revision history', () => {
  it('lists each round: included, or paid with its invoice, and what it asked', () => {
    render(
      <RevisionHistory
        rounds={[
          round({ round: 1, billable: false, status: 'started', invoice: null, requests: 'Bigger logo' }),
          round({
            status: 'started',
            startedAt: '2026-12-02T09:00:00.000Z',
            invoice: invoice({ status: 'paid', paidAt: '2026-12-02T09:00:00.000Z', payable: false }),
          }),
        ]}
      />,
    )
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items[0]!.textContent).toContain('Included')
    expect(items[0]!.textContent).toContain('Bigger logo')
    expect(items[1]!.textContent).toContain('$30.00 · invoice INV-000031, paid')
    expect(items[1]!.textContent).toContain('Swap the hero photo')
  })
})
