import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { filenameFromDisposition } from '../api/download-file'
import { defaultReportName } from '../api/export-finance-report'
import { mockApi, refused, renderAt, stubResizeObserver } from '../test-support'
import { ExportButtons } from './export-buttons'

let saved: { name: string; href: string }[] = []

beforeEach(() => {
  stubResizeObserver()
  saved = []
  window.localStorage.setItem('token', 'cfo-token')
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:report'
  URL.revokeObjectURL = () => {}
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the report exports', () => {
  it('asks for the CSV of the filter with the bearer token and saves it under the name the server gives', async () => {
    const calls = mockApi({
      'GET /api/cfo/export': () => ({
        blob: new Blob(['Order,Amount\n1,150.00\n'], { type: 'text/csv' }),
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="financial-report-2026-11-25.csv"',
        },
      }),
    })
    renderAt('/cfo-dashboard', <ExportButtons filter={{ days: 90, status: 'delivered' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Report downloaded')).toBeTruthy()
    expect(calls[0]!.url).toBe('/api/cfo/export?type=csv&days=90&status=delivered')
    expect(calls[0]!.headers['Authorization']).toBe('Bearer cfo-token')
    expect(saved).toEqual([{ name: 'financial-report-2026-11-25.csv', href: 'blob:report' }])
  })

  it('names the PDF itself when the server gives no name', async () => {
    const calls = mockApi({
      'GET /api/cfo/export': () => ({ blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }),
    })
    renderAt('/cfo-dashboard', <ExportButtons filter={{ days: 30, status: 'all' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(calls[0]!.url).toBe('/api/cfo/export?type=pdf&days=30&status=all')
    expect(saved[0]!.name).toBe(defaultReportName('pdf'))
    expect(saved[0]!.name).toMatch(/^financial-report-\d{4}-\d{2}-\d{2}\.pdf$/)
  })

  it('waits with a spinner and the bytes received while the file arrives', async () => {
    let send: (chunk: string) => void = () => {}
    let end: () => void = () => {}
    // The stand-in answers files as blobs; this one streams, so it is answered here.
    vi.stubGlobal('fetch', async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          send = (chunk) => controller.enqueue(new TextEncoder().encode(chunk))
          end = () => controller.close()
        },
      })
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv' } })
    })
    renderAt('/cfo-dashboard', <ExportButtons filter={{ days: 30, status: 'all' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    const csv = await screen.findByRole('button', { name: /Export CSV/ })
    await waitFor(() => expect(csv.getAttribute('aria-busy')).toBe('true'))
    expect((csv as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Export PDF' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Making the CSV report')).toBeTruthy()
    await act(async () => send('x'.repeat(2048)))
    expect(await screen.findByText('2.0 KB')).toBeTruthy()
    await act(async () => end())
    await waitFor(() => expect(saved).toHaveLength(1))
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('says when the report could not be made', async () => {
    mockApi({ 'GET /api/cfo/export': () => refused(500, 'The report could not be made', 'INTERNAL') })
    renderAt('/cfo-dashboard', <ExportButtons filter={{ days: 30, status: 'all' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }))
    expect(await screen.findByText('Export failed')).toBeTruthy()
    expect(screen.getByText('The report could not be made')).toBeTruthy()
    expect(saved).toEqual([])
  })
})

describe('the file name a server gives', () => {
  it('reads the plain and the encoded forms, and never a folder', () => {
    expect(filenameFromDisposition('attachment; filename="financial-report-2026-11-25.pdf"')).toBe(
      'financial-report-2026-11-25.pdf',
    )
    expect(filenameFromDisposition("attachment; filename*=UTF-8''financial%20report.csv")).toBe(
      'financial report.csv',
    )
    expect(filenameFromDisposition('attachment; filename=../../evil.csv')).toBe('evil.csv')
    expect(filenameFromDisposition('attachment')).toBeNull()
    expect(filenameFromDisposition(null)).toBeNull()
  })
})
