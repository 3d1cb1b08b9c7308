import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from '../../../test/memory-location'
import type {
  AdminSupportTicket,
  AdminSupportTicketDetail,
} from '../../../../shared/contracts/support-tickets'
import { type Call, mockApi, ok, refused, renderWithClient } from '../../../test/mock-api'
import { AdminSupportTab } from './admin-support-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

function ticket(id: number, over: Partial<AdminSupportTicket> = {}): AdminSupportTicket {
  return {
    id,
    subject: `Ticket ${id}`,
    message: `The message of ticket ${id}.`,
    priority: 'medium',
    status: 'open',
    category: 'general',
    projectId: null,
    projectTitle: null,
    replies: 0,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: null,
    requester: { userId: 50 + id, name: 'Ada Lovelace', email: `ada${id}@example.com` },
    ...over,
  }
}

function detail(
  t: AdminSupportTicket,
  over: Partial<AdminSupportTicketDetail> = {},
): AdminSupportTicketDetail {
  return { ...t, messages: [], ...over }
}

const page = (items: AdminSupportTicket[], total = items.length) => ({ items, page: 1, pageSize: 10, total })

function renderTab(path = '/admin/support') {
  const location = memoryLocation({ path, record: true })
  renderWithClient(<AdminSupportTab />, location)
  return location
}

async function card(subject: string) {
  const heading = await screen.findByRole('heading', { name: subject })
  return heading.closest('li')!
}

const query = (c: Call) => Object.fromEntries(new URLSearchParams(c.search))

describe('the admin Support tab', () => {
  it('shows each ticket with its badges, message, date and project or General Inquiry', async () => {
    const calls = mockApi({
      'GET /api/admin/support-tickets': () =>
        ok(
          page([
            ticket(1, { priority: 'urgent', status: 'open', projectId: 9, projectTitle: 'Bakery site' }),
            ticket(2, {
              priority: 'low',
              status: 'resolved',
              requester: { userId: null, name: 'Visitor', email: 'v@example.com' },
            }),
          ]),
        ),
    })
    renderTab()
    const first = await card('Ticket 1')
    expect(within(first).getByText('Urgent priority')).toBeTruthy()
    expect(within(first).getByText('Open')).toBeTruthy()
    expect(within(first).getByText('The message of ticket 1.')).toBeTruthy()
    expect(within(first).getByText('Mar 1, 2025')).toBeTruthy()
    expect(within(first).getByText('Bakery site')).toBeTruthy()
    const second = await card('Ticket 2')
    expect(within(second).getByText('General Inquiry')).toBeTruthy()
    expect(within(second).getByText('Resolved')).toBeTruthy()
    expect(within(second).getByText(/no account/)).toBeTruthy()
    for (const c of [first, second]) {
      expect(within(c).getByRole('button', { name: /Mark In Progress/ })).toBeTruthy()
      expect(within(c).getByRole('button', { name: /Notify Client/ })).toBeTruthy()
    }
    // Resolve is off on a resolved ticket.
    expect(
      within(second)
        .getByRole('button', { name: /Resolve/ })
        .hasAttribute('disabled'),
    ).toBe(true)
    expect(
      within(first)
        .getByRole('button', { name: /Resolve/ })
        .hasAttribute('disabled'),
    ).toBe(false)
    expect(screen.getByText('2 tickets')).toBeTruthy()
    expect(calls[0]!.search).toBe('?page=1&pageSize=10')
  })

  it('keeps the status and priority filters in the address and asks the server for them', async () => {
    const calls = mockApi({ 'GET /api/admin/support-tickets': () => ok(page([ticket(1)])) })
    const location = renderTab('/admin/support?priority=high')
    await card('Ticket 1')
    expect(query(calls[0]!)).toMatchObject({ priority: 'high' })
    expect((screen.getByLabelText('Priority') as HTMLSelectElement).value).toBe('high')

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in_progress' } })
    await waitFor(() =>
      expect(query(calls.at(-1)!)).toMatchObject({ status: 'in_progress', priority: 'high' }),
    )
    expect(location.history!.at(-1)).toBe('/admin/support?priority=high&status=in_progress')

    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: 'all' } })
    await waitFor(() => expect(location.history!.at(-1)).toBe('/admin/support?status=in_progress'))
    expect(query(calls.at(-1)!)).not.toHaveProperty('priority')
  })

  it("marks a ticket in progress and resolves it with the spec's responses, toasting 'Ticket Updated!'", async () => {
    const t = ticket(3)
    const calls = mockApi({
      'GET /api/admin/support-tickets': () => ok(page([t])),
      'PATCH /api/admin/support-tickets/3': (c) =>
        ok({
          success: true,
          message: 'Ticket updated',
          ticket: detail({ ...t, status: c.body!.status as AdminSupportTicket['status'] }),
        }),
    })
    renderTab()
    const c = await card('Ticket 3')
    fireEvent.click(within(c).getByRole('button', { name: /Mark In Progress/ }))
    expect(await screen.findByText('Ticket Updated!')).toBeTruthy()
    fireEvent.click(within(c).getByRole('button', { name: /Resolve/ }))
    await waitFor(() => expect(calls.filter((x) => x.method === 'PATCH')).toHaveLength(2))
    expect(calls.filter((x) => x.method === 'PATCH').map((x) => x.body)).toEqual([
      { status: 'in_progress', response: 'Ticket acknowledged and being reviewed.' },
      { status: 'resolved', response: 'Issue has been resolved.' },
    ])
  })

  it('says so when an update fails', async () => {
    mockApi({
      'GET /api/admin/support-tickets': () => ok(page([ticket(4)])),
      'PATCH /api/admin/support-tickets/4': () => refused(404, 'Ticket not found', 'NOT_FOUND'),
    })
    renderTab()
    fireEvent.click(within(await card('Ticket 4')).getByRole('button', { name: /Resolve/ }))
    expect(await screen.findByText('Ticket not found')).toBeTruthy()
  })

  it('opens ?ticket=<id> with its conversation, and sends a reply from the box', async () => {
    const t = ticket(7, { projectTitle: 'Bakery site', projectId: 2 })
    let replies: AdminSupportTicketDetail['messages'] = [
      { id: 1, from: 'client', body: 'Any news?', createdAt: '2025-03-02T10:00:00.000Z' },
    ]
    const calls = mockApi({
      'GET /api/admin/support-tickets': () => ok(page([t])),
      'GET /api/admin/support-tickets/7': () => ok(detail(t, { messages: replies })),
      'POST /api/admin/support-tickets/7/messages': (c) => {
        replies = [
          ...replies,
          { id: 2, from: 'studio', body: String(c.body!.body), createdAt: '2025-03-03T10:00:00.000Z' },
        ]
        return ok({ success: true, message: 'Reply sent', ticket: detail(t, { messages: replies }) })
      },
    })
    const location = renderTab('/admin/support?ticket=7')
    const dialog = await screen.findByRole('dialog')
    const thread = await within(dialog).findByRole('list', { name: 'Conversation' })
    expect(within(thread).getByText('The message of ticket 7.')).toBeTruthy()
    expect(within(thread).getByText('Any news?')).toBeTruthy()
    expect(within(dialog).getByText(/E-mailed to ada7@example.com and shown in their dashboard/)).toBeTruthy()

    // An empty reply is refused in the form with the contract's message.
    fireEvent.click(within(dialog).getByRole('button', { name: /Send Reply/ }))
    expect(await within(dialog).findByText('Message is required')).toBeTruthy()

    fireEvent.change(within(dialog).getByLabelText('Your reply'), {
      target: { value: 'It goes live today.' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: /Send Reply/ }))
    expect(await within(dialog).findByText('It goes live today.')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ body: 'It goes live today.' })
    expect(await screen.findByText('Ticket Updated!')).toBeTruthy()
    expect((within(dialog).getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(location.history!.at(-1)).toBe('/admin/support'))
  })

  it('opens a ticket from its card, and says when a linked ticket does not exist', async () => {
    mockApi({
      'GET /api/admin/support-tickets': () => ok(page([ticket(5)])),
      'GET /api/admin/support-tickets/5': () => ok(detail(ticket(5))),
      'GET /api/admin/support-tickets/99': () => refused(404, 'Ticket not found', 'NOT_FOUND'),
    })
    const location = renderTab('/admin/support?ticket=99')
    expect(await screen.findByText('This ticket was not found.')).toBeTruthy()
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    fireEvent.click(within(await card('Ticket 5')).getByRole('button', { name: /Conversation/ }))
    expect(location.history!.at(-1)).toBe('/admin/support?ticket=5')
    expect(await within(screen.getByRole('dialog')).findByRole('list', { name: 'Conversation' })).toBeTruthy()
  })

  it('notifies a client through Send Notification, and answers someone without an account from the ticket', async () => {
    mockApi({
      'GET /api/admin/support-tickets': () =>
        ok(
          page([
            ticket(1, { projectId: 3, projectTitle: 'Bakery site' }),
            ticket(2, { requester: { userId: null, name: 'Visitor', email: 'v@example.com' } }),
          ]),
        ),
      'GET /api/admin/support-tickets/2': () =>
        ok(detail(ticket(2, { requester: { userId: null, name: 'Visitor', email: 'v@example.com' } }))),
    })
    const location = renderTab()
    fireEvent.click(within(await card('Ticket 1')).getByRole('button', { name: /Notify Client/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Send Notification' })).toBeTruthy()
    expect(within(dialog).getByText(/To Ada Lovelace, about Bakery site/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(within(await card('Ticket 2')).getByRole('button', { name: /Notify Client/ }))
    expect(location.history!.at(-1)).toBe('/admin/support?ticket=2')
    expect(await screen.findByText(/No account: the reply is e-mailed to v@example.com/)).toBeTruthy()
  })

  it('shows the empty state, for a filter too, and the failure with a way to try again', async () => {
    let fail = true
    mockApi({
      'GET /api/admin/support-tickets': () =>
        fail ? refused(500, 'Server error', 'INTERNAL') : ok(page([])),
    })
    renderTab('/admin/support?status=resolved')
    expect(await screen.findByText('Server error')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }))
    expect(await screen.findByText('No tickets (Resolved)')).toBeTruthy()
  })
})
