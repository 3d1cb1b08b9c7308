import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminDomainRequest } from '../../../../shared/contracts/admin-domains'
import { mockApi, ok, refused, renderWithClient } from '../../../test/mock-api'
import { DomainsTab } from './domains-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

const domain = (id: number, over: Partial<AdminDomainRequest> = {}): AdminDomainRequest => ({
  id,
  domainName: `bakery-${id}.com`,
  status: 'pending_registration',
  priceCents: 15_00,
  years: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  registrar: null,
  expiresOn: null,
  failureReason: null,
  decidedAt: null,
  feeRefund: null,
  user: { id: 100 + id, firstName: 'Dora', lastName: `Baker ${id}`, email: `dora${id}@example.com` },
  project: { id: 200 + id, title: `Bakery site ${id}` },
  ...over,
})

const page = (items: AdminDomainRequest[], total = items.length, p = 1) =>
  ok({ items, page: p, pageSize: 20, total })

const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })

/** A day `years` from today in the browser's calendar. */
function dayFromToday(years: number, days = 0) {
  const now = new Date()
  const d = new Date(now.getFullYear() + years, now.getMonth(), now.getDate() + days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

describe('the Domains tab', () => {
  it('lists the requests with their customer, project, status, price and date; registered ones are Active', async () => {
    mockApi({
      'GET /api/admin/domains': () =>
        page([
          domain(1),
          domain(2, { status: 'registered', registrar: 'Namecheap', expiresOn: '2027-11-20' }),
          domain(3, { status: 'failed', failureReason: 'Registry refused the name' }),
        ]),
    })
    renderWithClient(<DomainsTab />)
    const table = await screen.findByRole('table', { name: 'Domain requests' })
    for (const header of ['Domain', 'Customer', 'Project', 'Status', 'Price', 'Requested', 'Actions'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy()
    expect(screen.getByText('Manual Registration Required')).toBeTruthy()
    const rows = within(table).getAllByRole('row')
    expect(within(rows[1]!).getByText('bakery-1.com')).toBeTruthy()
    expect(within(rows[1]!).getByText('Dora Baker 1')).toBeTruthy()
    expect(within(rows[1]!).getByText('Bakery site 1')).toBeTruthy()
    expect(within(rows[1]!).getByText('Pending')).toBeTruthy()
    expect(within(rows[1]!).getByText('$15.00')).toBeTruthy()
    expect(within(rows[1]!).getByText('Nov 20, 2026')).toBeTruthy()
    expect(within(rows[2]!).getByText('Active')).toBeTruthy()
    expect(within(rows[2]!).getByText('Renews Nov 20, 2027')).toBeTruthy()
    expect(within(rows[3]!).getByText('Registry refused the name')).toBeTruthy()
    // Only the pending request can be registered.
    expect(within(table).getAllByRole('button', { name: /^Register / })).toHaveLength(1)
  })

  it('says so when there are none, and shows a failure with a way to retry', async () => {
    let fail = true
    mockApi({
      'GET /api/admin/domains': () => (fail ? refused(500, 'Server error', 'INTERNAL') : page([])),
    })
    renderWithClient(<DomainsTab />)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Server error')).toBeTruthy()
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No domain requests found')).toBeTruthy()
  })

  it('asks the server for another page and for one status', async () => {
    const calls = mockApi({
      'GET /api/admin/domains': (c) => {
        const p = Number(new URLSearchParams(c.search).get('page'))
        return page([domain(p)], 45, p)
      },
    })
    renderWithClient(<DomainsTab />)
    const table = await screen.findByRole('table', { name: 'Domain requests' })
    expect(within(table).getByText('bakery-1.com')).toBeTruthy()
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Next/ }))
    await within(table).findByText('bakery-2.com')
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending_registration' } })
    await waitFor(() => expect(calls.at(-1)!.search).toContain('status=pending_registration'))
    expect(calls.map((c) => new URLSearchParams(c.search).get('page'))).toEqual(['1', '2', '1'])
    expect(calls[0]!.search).toContain('pageSize=20')
  })

  it('records a registration with registrar and expiry, then the list refreshes', async () => {
    let registered = false
    const calls = mockApi({
      'GET /api/admin/domains': () =>
        page([registered ? domain(1, { status: 'registered', expiresOn: '2028-01-01' }) : domain(1)]),
      'PATCH /api/admin/domains/1': () => {
        registered = true
        return ok({
          success: true,
          message: 'bakery-1.com is recorded as registered; the customer has been told.',
          domain: domain(1, { status: 'registered' }),
        })
      },
    })
    renderWithClient(<DomainsTab />)
    const table = await screen.findByRole('table', { name: 'Domain requests' })
    fireEvent.click(within(table).getByRole('button', { name: 'Register bakery-1.com' }))
    const dialog = await screen.findByRole('dialog', { name: 'Register Domain' })
    expect(within(dialog).getByText(/Dora Baker 1 is notified/)).toBeTruthy()
    // A year from today is offered.
    expect((within(dialog).getByLabelText('Expiry date') as HTMLInputElement).value).toBe(dayFromToday(1))

    // The form checks the fields before anything is sent.
    fill(dialog, 'Expiry date', dayFromToday(0))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Registration' }))
    expect(await within(dialog).findByText('Registrar is required')).toBeTruthy()
    fill(dialog, 'Registrar', 'Namecheap')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Registration' }))
    expect(await within(dialog).findByText('The expiry date must be in the future')).toBeTruthy()
    fill(dialog, 'Expiry date', dayFromToday(10, 1))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Registration' }))
    expect(await within(dialog).findByText('The expiry date must be within 10 years')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0)

    fill(dialog, 'Expiry date', '2028-01-01')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Registration' }))
    expect(await screen.findByText('Domain Registered')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      status: 'registered',
      registrar: 'Namecheap',
      expiresOn: '2028-01-01',
    })
    expect(await within(table).findByText('Active')).toBeTruthy()
    expect(within(table).queryByRole('button', { name: /^Register / })).toBeNull()
  })

  it('records a failure with its reason', async () => {
    const calls = mockApi({
      'GET /api/admin/domains': () => page([domain(1)]),
      'PATCH /api/admin/domains/1': () =>
        ok({ success: true, message: 'recorded', domain: domain(1, { status: 'failed' }) }),
    })
    renderWithClient(<DomainsTab />)
    const table = await screen.findByRole('table', { name: 'Domain requests' })
    fireEvent.click(within(table).getByRole('button', { name: 'Register bakery-1.com' }))
    const dialog = await screen.findByRole('dialog', { name: 'Register Domain' })
    fireEvent.click(within(dialog).getByLabelText('Could not be registered'))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Record Failure' }))
    expect(await within(dialog).findByText('Please say why the domain could not be registered')).toBeTruthy()
    fill(dialog, 'Reason', 'The registry refused it.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Failure' }))
    expect(await screen.findByText('Domain Marked Failed')).toBeTruthy()
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      status: 'failed',
      reason: 'The registry refused it.',
    })
  })

  it("waits with the button disabled, then shows the server's refusal and keeps the dialog open", async () => {
    mockApi({
      'GET /api/admin/domains': () => page([domain(1)]),
      'PATCH /api/admin/domains/1': () =>
        refused(409, 'Only a pending domain request can be registered or marked failed.', 'CONFLICT'),
    })
    // The server's answer waits until the test lets it go.
    const answered = globalThis.fetch
    let release: () => void = () => {}
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PATCH') await new Promise<void>((r) => (release = r))
      return answered(url, init)
    })
    renderWithClient(<DomainsTab />)
    const table = await screen.findByRole('table', { name: 'Domain requests' })
    fireEvent.click(within(table).getByRole('button', { name: 'Register bakery-1.com' }))
    const dialog = await screen.findByRole('dialog', { name: 'Register Domain' })
    fill(dialog, 'Registrar', 'Namecheap')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Registration' }))
    const saving = await within(dialog).findByRole('button', { name: /Saving/ })
    expect((saving as HTMLButtonElement).disabled).toBe(true)
    release()
    expect(
      await screen.findByText('Only a pending domain request can be registered or marked failed.'),
    ).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Register Domain' })).toBeTruthy()
    const again = within(dialog).getByRole('button', { name: 'Record Registration' }) as HTMLButtonElement
    expect(again.disabled).toBe(false)
  })

  it('puts the server’s field message under its field', async () => {
    mockApi({
      'GET /api/admin/domains': () => page([domain(1)]),
      'PATCH /api/admin/domains/1': () => ({
        status: 400,
        body: {
          message: 'The expiry date must be in the future',
          error: 'Bad Request',
          code: 'VALIDATION',
          fields: { expiresOn: 'The expiry date must be in the future' },
        },
      }),
    })
    renderWithClient(<DomainsTab />)
    const table = await screen.findByRole('table', { name: 'Domain requests' })
    fireEvent.click(within(table).getByRole('button', { name: 'Register bakery-1.com' }))
    const dialog = await screen.findByRole('dialog', { name: 'Register Domain' })
    fill(dialog, 'Registrar', 'Namecheap')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Registration' }))
    expect(await within(dialog).findByText('The expiry date must be in the future')).toBeTruthy()
  })
  it('offers Refund domain fee on a failed paid domain only, refunds after asking, and shows what came of it', async () => {
    let refunded = false
    const failed = { status: 'failed' as const, failureReason: 'Registry refused the name' }
    const calls = mockApi({
      'GET /api/admin/domains': () =>
        page([
          domain(1, { ...failed, domainName: 'bakery-1.co.uk', feeRefund: refunded ? 'refunded' : null }),
          domain(2, { ...failed, priceCents: 0 }),
          domain(3, { ...failed, feeRefund: 'pending' }),
          domain(4, { status: 'registered', expiresOn: '2027-11-20' }),
        ]),
      'POST /api/admin/domains/1/refund': () => {
        refunded = true
        return ok({
          success: true,
          message: 'Refunded $15.00 for bakery-1.co.uk; a credit note was issued and the customer told.',
          domain: domain(1, { ...failed, feeRefund: 'refunded' }),
        })
      },
    })
    renderWithClient(<DomainsTab />)
    const table = await screen.findByRole('table', { name: 'Domain requests' })
    const rows = within(table).getAllByRole('row')
    expect(within(table).getAllByRole('button', { name: /^Refund domain fee/ })).toHaveLength(1)
    expect(
      within(rows[2]!).getByText('Free: the customer can choose another name on their dashboard'),
    ).toBeTruthy()
    expect(within(rows[3]!).getByText('Refund under way')).toBeTruthy()

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Refund domain fee for bakery-1.co.uk' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund domain fee' })
    expect(within(dialog).getByText('Refund $15.00 to Dora Baker 1?')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $15.00' }))
    expect(
      await screen.findByText(
        'Refunded $15.00 for bakery-1.co.uk; a credit note was issued and the customer told.',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/domains/1/refund',
    ])
    expect(await within(table).findByText('Domain fee refunded', { selector: 'span' })).toBeTruthy()
    expect(within(table).queryAllByRole('button', { name: /^Refund domain fee/ })).toHaveLength(0)
  })

  it("shows the server's refusal of a fee refund in the dialog", async () => {
    mockApi({
      'GET /api/admin/domains': () =>
        page([domain(1, { status: 'failed', failureReason: 'Taken', domainName: 'bakery-1.co.uk' })]),
      'POST /api/admin/domains/1/refund': () =>
        refused(409, 'The fee for this domain has already been refunded.', 'CONFLICT'),
    })
    renderWithClient(<DomainsTab />)
    const table = await screen.findByRole('table', { name: 'Domain requests' })
    fireEvent.click(within(table).getByRole('button', { name: 'Refund domain fee for bakery-1.co.uk' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund domain fee' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $15.00' }))
    expect(await within(dialog).findByText('The fee for this domain has already been refunded.')).toBeTruthy()
  })
})
