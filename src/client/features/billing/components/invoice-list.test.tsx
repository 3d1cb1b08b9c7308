import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InvoiceSummary } from '../../../../shared/contracts/billing'
import { createQueryClient } from '../../../lib/query-client'
import { mockApi } from '../../../test/dashboard-fixtures'
import { InvoiceList } from './invoice-list'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const invoice = (id: number, status: InvoiceSummary['status'] = 'paid'): InvoiceSummary => ({
  id,
  number: `INV-${id}`,
  amountCents: 150_00,
  currency: 'USD',
  status,
  createdAt: '2026-02-01T00:00:00.000Z',
  paidAt: null,
  projectId: 1,
  description: 'Corner Bakery',
  pdfUrl: `/api/dashboard/invoices/${id}/pdf`,
  revisionRound: null,
  payable: false,
})

function renderList() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InvoiceList />
    </QueryClientProvider>,
  )
}

describe('the invoices', () => {
  it('shows the first five, with their amount and status', async () => {
    mockApi({
      'GET /api/dashboard/invoices': () => ({
        body: [invoice(1), invoice(2, 'issued'), invoice(3), invoice(4), invoice(5), invoice(6)],
      }),
    })
    renderList()
    await screen.findByText('Invoice INV-1')
    expect(screen.getAllByRole('button', { name: /Download PDF/ })).toHaveLength(5)
    expect(screen.queryByText('Invoice INV-6')).toBeNull()
    expect(screen.getAllByText('$150.00')).toHaveLength(5)
    expect(screen.getAllByText('Paid')).toHaveLength(4)
  })

  it('downloads the PDF from its address with the bearer token', async () => {
    window.localStorage.setItem('token', 'tok-123')
    const calls = mockApi({
      'GET /api/dashboard/invoices': () => ({ body: [invoice(7)] }),
      'GET /api/dashboard/invoices/7/pdf': () => ({
        blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      }),
    })
    const createObjectURL = vi.fn(() => 'blob:invoice')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderList()
    const row = (await screen.findByText('Invoice INV-7')).closest('li')!
    fireEvent.click(within(row).getByRole('button', { name: /Download PDF/ }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    const pdf = calls.find((c) => c.url.endsWith('/pdf'))!
    expect(pdf.url).toBe('/api/dashboard/invoices/7/pdf')
    expect(pdf.headers.Authorization).toBe('Bearer tok-123')
    expect(createObjectURL).toHaveBeenCalled()
    const anchor = click.mock.contexts[0] as HTMLAnchorElement
    expect(anchor.download).toBe('invoice-INV-7.pdf')
  })
})
