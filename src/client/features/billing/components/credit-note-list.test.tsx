import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CreditNoteSummary } from '../../../../shared/contracts/billing'
import { createQueryClient } from '../../../lib/query-client'
import { mockApi } from '../../../test/dashboard-fixtures'
import { CreditNoteList } from './credit-note-list'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const note = (id: number, amountCents: number): CreditNoteSummary => ({
  id,
  number: `CN-00000${id}`,
  invoiceNumber: 'INV-000004',
  amountCents,
  reason: 'Blog dropped',
  issuedAt: '2026-03-02T10:00:00.000Z',
  pdfUrl: `/api/credit-notes/${id}/pdf`,
})

function renderList() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CreditNoteList />
    </QueryClientProvider>,
  )
}

describe('the credit notes', () => {
  it('lists each with its number, invoice, amount and date', async () => {
    mockApi({
      'GET /api/dashboard/credit-notes': () => ({ body: [note(2, 100_00), note(1, 30_00)] }),
    })
    renderList()
    const rows = await screen.findAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText('Credit note CN-000002')).toBeTruthy()
    expect(within(rows[0]!).getByText('−$100.00')).toBeTruthy()
    expect(within(rows[1]!).getByText('−$30.00')).toBeTruthy()
    expect(within(rows[1]!).getByText('For invoice INV-000004')).toBeTruthy()
    expect(within(rows[1]!).getByText(/2026/)).toBeTruthy()
  })

  it('shows nothing when there are none', async () => {
    const calls = mockApi({ 'GET /api/dashboard/credit-notes': () => ({ body: [] }) })
    renderList()
    await waitFor(() => expect(calls).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    expect(screen.queryByText('Credit notes')).toBeNull()
  })

  it('downloads the PDF from its address with the bearer token', async () => {
    window.localStorage.setItem('token', 'tok-9')
    const calls = mockApi({
      'GET /api/dashboard/credit-notes': () => ({ body: [note(3, 12_50)] }),
      'GET /api/credit-notes/3/pdf': () => ({ blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }),
    })
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cn'), revokeObjectURL: vi.fn() }),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderList()
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF of credit note CN-000003' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    const pdf = calls.find((c) => c.url.endsWith('/pdf'))!
    expect(pdf.url).toBe('/api/credit-notes/3/pdf')
    expect(pdf.headers.Authorization).toBe('Bearer tok-9')
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('credit-note-CN-000003.pdf')
  })
})
