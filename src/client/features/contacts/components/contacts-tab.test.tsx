import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContactSubmission } from '../../../../shared/contracts/admin-contacts'
import { mockApi, ok, refused, renderWithClient } from '../../../test/mock-api'
import { ContactsTab } from './contacts-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

const contact = (id: number, over: Partial<ContactSubmission> = {}): ContactSubmission => ({
  id,
  name: `Ada ${id}`,
  email: `ada${id}@example.com`,
  countryCode: '+44',
  phone: '7700 900123',
  businessType: 'creative',
  timeline: '2-weeks',
  details: 'A portfolio site\nwith a gallery.',
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  ...over,
})

const page = (items: ContactSubmission[], total = items.length, p = 1) =>
  ok({ items, page: p, pageSize: 20, total })

describe('the Contacts tab', () => {
  it('shows each submission with its details and a reply link with a subject', async () => {
    mockApi({
      'GET /api/contact': () =>
        page([
          contact(1),
          contact(2, {
            phone: '',
            businessType: '',
            timeline: '',
            handledAt: '2026-11-21T09:00:00.000Z',
            handledBy: { id: 9, name: 'Sam Admin', email: 'sam@studio.test' },
          }),
        ]),
    })
    renderWithClient(<ContactsTab />)
    const table = await screen.findByRole('table', { name: 'Contact submissions' })
    const rows = within(table).getAllByRole('row')
    const first = rows[1]!
    expect(within(first).getByText('Ada 1')).toBeTruthy()
    expect(within(first).getByText('+44 7700 900123')).toBeTruthy()
    expect(within(first).getByText('Creative/Portfolio')).toBeTruthy()
    expect(within(first).getByText('Within 2 weeks')).toBeTruthy()
    expect(within(first).getByText(/A portfolio site/)).toBeTruthy()
    expect(within(first).getByText('New')).toBeTruthy()
    const reply = within(first).getByRole('link', { name: 'Reply to Ada 1 by e-mail' })
    expect(reply.getAttribute('href')).toBe(
      'mailto:ada1@example.com?subject=Re%3A%20Your%20website%20project%20enquiry',
    )
    const second = rows[2]!
    expect(within(second).getByText('Handled')).toBeTruthy()
    expect(within(second).getByText(/Sam Admin/)).toBeTruthy()
    expect(within(second).queryByText(/\+44/)).toBeNull()
    expect(within(second).getAllByText('—')).toHaveLength(2)
  })

  it('marks a request handled, with the button disabled while it waits, and refreshes', async () => {
    let handled = false
    const calls = mockApi({
      'GET /api/contact': () =>
        page([
          handled
            ? contact(1, {
                handledAt: '2026-11-21T09:00:00.000Z',
                handledBy: { id: 9, name: 'Sam Admin', email: 'sam@studio.test' },
              })
            : contact(1),
        ]),
      'PATCH /api/admin/contacts/1': () => {
        handled = true
        return ok({ success: true, message: 'Marked as handled', contact: contact(1) })
      },
    })
    const answered = globalThis.fetch
    let release: () => void = () => {}
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PATCH') await new Promise<void>((r) => (release = r))
      return answered(url, init)
    })
    renderWithClient(<ContactsTab />)
    const table = await screen.findByRole('table', { name: 'Contact submissions' })
    const mark = within(table).getByRole('button', { name: "Mark Ada 1's request handled" })
    fireEvent.click(mark)
    await waitFor(() => expect((mark as HTMLButtonElement).disabled).toBe(true))
    release()
    expect(await screen.findByText('Contact Updated')).toBeTruthy()
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ handled: true })
    expect(
      await within(table).findByRole('button', { name: "Mark Ada 1's request not handled" }),
    ).toBeTruthy()
    expect(within(table).getByText('Handled')).toBeTruthy()
  })

  it('tells the admin when the change fails', async () => {
    mockApi({
      'GET /api/contact': () => page([contact(1)]),
      'PATCH /api/admin/contacts/1': () => refused(404, 'Contact request not found', 'NOT_FOUND'),
    })
    renderWithClient(<ContactsTab />)
    const table = await screen.findByRole('table', { name: 'Contact submissions' })
    fireEvent.click(within(table).getByRole('button', { name: "Mark Ada 1's request handled" }))
    expect(await screen.findByText('Contact request not found')).toBeTruthy()
    expect(screen.getByText('Error')).toBeTruthy()
  })

  it('lists only the unhandled ones when asked, a page at a time', async () => {
    const calls = mockApi({
      'GET /api/contact': (c) => {
        const q = new URLSearchParams(c.search)
        const p = Number(q.get('page'))
        return q.get('status') === 'unhandled' ? page([], 0) : page([contact(p)], 30, p)
      },
    })
    renderWithClient(<ContactsTab />)
    const table = await screen.findByRole('table', { name: 'Contact submissions' })
    fireEvent.click(screen.getByRole('button', { name: /Next/ }))
    await within(table).findByText('Ada 2')
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'unhandled' } })
    expect(await screen.findByText('Nothing waiting')).toBeTruthy()
    expect(calls.map((c) => c.search)).toEqual([
      '?page=1&pageSize=20',
      '?page=2&pageSize=20',
      '?page=1&pageSize=20&status=unhandled',
    ])
  })

  it('shows the empty and failed states', async () => {
    let fail = true
    mockApi({ 'GET /api/contact': () => (fail ? 'network-failure' : page([])) })
    renderWithClient(<ContactsTab />)
    const alert = await screen.findByRole('alert')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No contact submissions yet')).toBeTruthy()
  })
})
