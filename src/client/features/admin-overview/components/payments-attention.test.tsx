import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PaymentNeedingAttention } from '../../../../shared/contracts/admin-payments'
import { mockApi, ok, renderWithClient } from '../../../test/mock-api'
import { PaymentsNeedingAttention } from './payments-attention'

afterEach(() => {
  vi.unstubAllGlobals()
})

const PATH = 'GET /api/admin/payments/attention'

const payment = (id: number, over: Partial<PaymentNeedingAttention> = {}): PaymentNeedingAttention => ({
  id,
  orderId: 100 + id,
  invoiceNumber: null,
  reason: 'amount_mismatch',
  detail: 'Paid 10000 usd; the order is 15000 usd',
  amountCents: 100_00,
  currency: 'usd',
  customer: { name: 'Grace Hopper', email: 'grace@example.com' },
  refundStatus: 'refunded',
  refundedAt: '2026-03-02T10:00:00.000Z',
  flaggedAt: '2026-03-02T09:59:00.000Z',
  ...over,
})

describe('payments that need attention', () => {
  it('shows a loading state, then each payment with its reason, amount, customer and refund', async () => {
    mockApi({
      [PATH]: () =>
        ok([
          payment(1),
          payment(2, {
            reason: 'unknown_to_provider',
            detail: "No such payment_intent: 'pi_gone'",
            amountCents: 130_00,
            customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
            refundStatus: 'none',
            refundedAt: null,
          }),
          payment(3, { reason: 'refund_failed', refundStatus: 'failed', refundedAt: null }),
        ]),
    })
    renderWithClient(<PaymentsNeedingAttention />)
    expect(screen.getByRole('status').textContent).toContain('Loading payments that need attention')

    const table = await screen.findByRole('table', { name: 'Payments that need attention' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    const first = within(rows[0]!)
    expect(first.getByText('Paid amount did not match the order')).toBeTruthy()
    expect(first.getByText('Paid 10000 usd; the order is 15000 usd')).toBeTruthy()
    expect(first.getByText('#101')).toBeTruthy()
    expect(first.getByText('$100.00')).toBeTruthy()
    expect(first.getByText('Grace Hopper')).toBeTruthy()
    expect(first.getByText('grace@example.com')).toBeTruthy()
    expect(first.getByText('Refunded')).toBeTruthy()
    const second = within(rows[1]!)
    expect(second.getByText('Unknown to the payment provider')).toBeTruthy()
    expect(second.getByText('$130.00')).toBeTruthy()
    expect(second.getByText('No refund')).toBeTruthy()
    expect(within(rows[2]!).getByText('Refund failed', { selector: '[data-slot="badge"]' })).toBeTruthy()
  })

  it('says so when no payment needs attention', async () => {
    mockApi({ [PATH]: () => ok([]) })
    renderWithClient(<PaymentsNeedingAttention />)
    expect(await screen.findByText('No payment needs attention')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
