import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  mockApi,
  ok,
  orderDetail,
  orderRow,
  refused,
  renderAt,
  stats,
  stubResizeObserver,
} from '../test-support'
import { FinanceDashboard } from './finance-dashboard'

beforeEach(stubResizeObserver)
afterEach(() => {
  vi.unstubAllGlobals()
})

const creditNote = {
  id: 3,
  number: 'CN-000003',
  invoiceNumber: 'INV-000009',
  amountCents: 240_00,
  reason: 'Client cancelled',
  issuedAt: '2026-11-25T12:00:00.000Z',
  pdfUrl: '/api/credit-notes/3/pdf',
}

function api(over: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/cfo/stats': () => ok(stats()),
    'GET /api/cfo/orders': () => ok({ items: [orderRow(12)], page: 1, pageSize: 25, total: 1 }),
    'GET /api/cfo/orders/12': () => ok(orderDetail(12)),
    ...over,
  })
}

async function openRefundForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Order #12' })
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Refund' }))
  return { dialog, form: within(dialog).getByRole('form', { name: 'Refund' }) }
}

describe("an order's detail", () => {
  it('opens from View, kept in the address, with its lines, totals, invoice and payment', async () => {
    const calls = api()
    const { location } = renderAt('/cfo-dashboard?tab=details', <FinanceDashboard />)
    // Both answers in (the table's rows are drawn again when the figures bring the time zone).
    await screen.findByText('$12,345.50')
    await screen.findByRole('button', { name: 'View order #12' })
    fireEvent.click(screen.getByRole('button', { name: 'View order #12' }))
    expect(location.history!.at(-1)).toBe('/cfo-dashboard?tab=details&order=12')
    const dialog = await screen.findByRole('dialog', { name: 'Order #12' })
    await within(dialog).findByText('Website (5 pages)')
    expect(calls.some((c) => c.url === '/api/cfo/orders/12')).toBe(true)
    expect(within(dialog).getByText('Coupon SAVE15').nextSibling!.textContent).toBe('−$42.35')
    expect(within(dialog).getByText('Subtotal').nextSibling!.textContent).toBe('$282.35')
    expect(within(dialog).getByText('Total').nextSibling!.textContent).toBe('$240.00')
    expect(within(dialog).getByText('INV-000009')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Download PDF of invoice INV-000009' })).toBeTruthy()
    expect(within(dialog).getByText('pi_123')).toBeTruthy()
    expect(within(dialog).getByText('No refunds')).toBeTruthy()
    expect(within(dialog).getByText('$240.00', { selector: 'span' })).toBeTruthy()

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(location.history!.at(-1)).toBe('/cfo-dashboard?tab=details')
  })

  it('lists refunds and credit notes with their PDFs, and offers no refund when nothing is left', async () => {
    api({
      'GET /api/cfo/orders/12': () =>
        ok(
          orderDetail(12, {
            order: orderRow(12, { amountCents: 240_00, refundedCents: 240_00, status: 'refunded' }),
            refunds: [
              {
                id: 5,
                amountCents: 240_00,
                reason: 'Client cancelled',
                status: 'succeeded',
                createdBy: 'Fay Finance',
                createdAt: '2026-11-25T12:00:00.000Z',
                creditNote,
              },
            ],
            creditNotes: [creditNote],
            refundableCents: 0,
          }),
        ),
    })
    renderAt('/cfo-dashboard?order=12', <FinanceDashboard />)
    const dialog = await screen.findByRole('dialog', { name: 'Order #12' })
    expect(await within(dialog).findByText('CN-000003')).toBeTruthy()
    expect(within(dialog).getByText(/by Fay Finance/)).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Download PDF of credit note CN-000003' })).toBeTruthy()
    expect(within(dialog).getByText('Refunded')).toBeTruthy()
    expect((within(dialog).getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says when the order does not exist', async () => {
    api({ 'GET /api/cfo/orders/12': () => refused(404, 'Order not found', 'NOT_FOUND') })
    renderAt('/cfo-dashboard?order=12', <FinanceDashboard />)
    const dialog = await screen.findByRole('dialog', { name: 'Order #12' })
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Order not found/)
  })
})

describe('a refund', () => {
  it('starts at the whole refundable amount, needs a reason and refuses more than is left', async () => {
    const calls = api()
    renderAt('/cfo-dashboard?order=12', <FinanceDashboard />)
    const { form } = await openRefundForm()
    const amount = within(form).getByLabelText('Amount ($)') as HTMLInputElement
    expect(amount.value).toBe('240')
    expect(within(form).getByLabelText(/Also cancel the project/)).toBeTruthy()

    fireEvent.click(within(form).getByRole('button', { name: 'Issue refund' }))
    expect(await within(form).findByText('Please give a reason for the refund')).toBeTruthy()

    fireEvent.change(amount, { target: { value: '250' } })
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Too much' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Issue refund' }))
    expect(await within(form).findByText('Refund amount cannot be more than $240.00')).toBeTruthy()

    fireEvent.change(amount, { target: { value: '0' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Issue refund' }))
    expect(await within(form).findByText('Refund amount must be more than $0')).toBeTruthy()
    // A partial amount: the project stays.
    expect(within(form).queryByLabelText(/Also cancel the project/)).toBeNull()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('issues a full refund that cancels the project, toasts the credit note and refreshes the figures', async () => {
    let refunded = false
    const calls = api({
      'POST /api/cfo/orders/12/refund': () => {
        refunded = true
        const detail = orderDetail(12, {
          order: orderRow(12, { amountCents: 240_00, refundedCents: 240_00, status: 'refunded' }),
          creditNotes: [creditNote],
          refundableCents: 0,
        })
        return ok({
          success: true,
          message: 'The customer has been told by e-mail.',
          refund: {
            id: 5,
            amountCents: 240_00,
            reason: 'Client cancelled',
            status: 'succeeded',
            createdBy: 'Fay Finance',
            createdAt: '2026-11-25T12:00:00.000Z',
            creditNote,
          },
          order: detail,
        })
      },
      'GET /api/cfo/stats': () => ok(stats({ refundedAmountCents: refunded ? 390_00 : 150_00 })),
    })
    renderAt('/cfo-dashboard?order=12', <FinanceDashboard />)
    const { dialog, form } = await openRefundForm()
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Client cancelled' } })
    fireEvent.click(within(form).getByLabelText(/Also cancel the project/))
    fireEvent.click(within(form).getByRole('button', { name: 'Issue refund' }))
    // It asks first, saying what will happen; nothing is sent before the answer.
    const ask = await within(form).findByRole('group', { name: /^Refund \$240\.00 to / })
    expect(ask.textContent).toMatch(/credit note is issued.*cannot be undone/)
    expect(ask.textContent).toContain('is cancelled too')
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    fireEvent.click(within(ask).getByRole('button', { name: 'Refund $240.00' }))

    expect(await screen.findByText('Refund issued')).toBeTruthy()
    expect(
      screen.getByText(/Credit note CN-000003 for \$240\.00\. The customer has been told by e-mail\./),
    ).toBeTruthy()
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.body).toEqual({ amount: 240, reason: 'Client cancelled', cancelProject: true })
    // The dialog shows the server's answer; the figures are asked for again.
    expect(await within(dialog).findByText('CN-000003')).toBeTruthy()
    expect(within(dialog).queryByRole('form', { name: 'Refund' })).toBeNull()
    expect(await screen.findByText('After $390.00 refunded')).toBeTruthy()
    expect(calls.filter((c) => c.path === '/api/cfo/stats')).toHaveLength(2)
  })

  it('sends a partial refund without cancelling the project', async () => {
    const calls = api({
      'POST /api/cfo/orders/12/refund': () => refused(502, 'The payment provider did not answer', 'PROVIDER'),
    })
    renderAt('/cfo-dashboard?order=12', <FinanceDashboard />)
    const { form } = await openRefundForm()
    fireEvent.change(within(form).getByLabelText('Amount ($)'), { target: { value: '40.50' } })
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Rush not delivered' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Issue refund' }))
    // Back goes back without sending; asked again, it sends.
    fireEvent.click(await within(form).findByRole('button', { name: 'Back' }))
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    fireEvent.click(within(form).getByRole('button', { name: 'Issue refund' }))
    fireEvent.click(await within(form).findByRole('button', { name: 'Refund $40.50' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      amount: 40.5,
      reason: 'Rush not delivered',
      cancelProject: false,
    })
    expect((await within(form).findByRole('alert')).textContent).toBe('The payment provider did not answer')
  })

  it("shows the server's refusal in its words when nothing more can be refunded", async () => {
    api({
      'POST /api/cfo/orders/12/refund': () =>
        refused(409, 'Only $40.00 of this order can still be refunded', 'REFUND_EXCEEDS'),
    })
    renderAt('/cfo-dashboard?order=12', <FinanceDashboard />)
    const { form } = await openRefundForm()
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Duplicate charge' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Issue refund' }))
    fireEvent.click(await within(form).findByRole('button', { name: 'Refund $240.00' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Only $40.00 of this order can still be refunded',
    )
    expect(screen.queryByText('Refund issued')).toBeNull()
    expect((within(form).getByRole('button', { name: 'Issue refund' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })
})
