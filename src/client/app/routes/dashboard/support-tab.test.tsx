import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation, TestRouter } from '../../../test/memory-location'
import type { User } from '../../../../shared/contracts/auth'
import type {
  CustomerSupportTicket,
  CustomerSupportTicketDetail,
} from '../../../../shared/contracts/support-tickets'
import { Toaster } from '../../../components/ui/toaster'
import { createQueryClient } from '../../../lib/query-client'
import { mockApi } from '../../../test/dashboard-fixtures'
import DashboardPage from '../dashboard'

afterEach(() => {
  vi.unstubAllGlobals()
})

const USER: User = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '',
  role: 'customer',
  totpEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
}

function ticket(id: number, over: Partial<CustomerSupportTicket> = {}): CustomerSupportTicket {
  return {
    id,
    subject: `Question ${id}`,
    message: `What about ${id}?`,
    priority: 'medium',
    status: 'open',
    projectId: null,
    projectTitle: null,
    replies: 0,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: null,
    ...over,
  }
}

function renderSupport(path: string, extra: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({
    'GET /api/dashboard/projects': () => ({ body: [] }),
    'GET /api/dashboard/notifications': () => ({ body: [] }),
    'GET /api/dashboard/invoices': () => ({ body: [] }),
    'GET /api/dashboard/credit-notes': () => ({ body: [] }),
    'GET /api/dashboard/subscriptions': () => ({ body: [] }),
    ...extra,
  })
  const location = memoryLocation({ path, record: true })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestRouter location={location}>
        <DashboardPage user={USER} />
      </TestRouter>
      <Toaster />
    </QueryClientProvider>,
  )
  return { calls, location }
}

describe("the dashboard's Support tab", () => {
  it('lists the customer’s tickets with their status and project, and opens one with its conversation', async () => {
    const replied = ticket(2, {
      status: 'in_progress',
      projectId: 4,
      projectTitle: 'Bakery site',
      replies: 1,
    })
    const { location } = renderSupport('/dashboard/support', {
      'GET /api/dashboard/support-tickets': () => ({ body: [replied, ticket(1, { status: 'resolved' })] }),
      'GET /api/dashboard/support-tickets/2': () => ({
        body: {
          ...replied,
          messages: [
            {
              id: 8,
              from: 'studio',
              body: 'Ticket acknowledged and being reviewed.',
              createdAt: '2026-02-01T12:00:00.000Z',
            },
          ],
        } satisfies CustomerSupportTicketDetail,
      }),
    })
    expect(screen.getByRole('tab', { name: 'Support', selected: true })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Your support tickets' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Question 2',
      'Question 1',
    ])
    expect(within(items[0]!).getByText('In Progress')).toBeTruthy()
    expect(within(items[0]!).getByText(/Bakery site · .* · 1 reply/)).toBeTruthy()
    expect(within(items[1]!).getByText('Resolved')).toBeTruthy()
    expect(within(items[1]!).getByText(/General Inquiry/)).toBeTruthy()

    fireEvent.click(within(items[0]!).getByRole('button', { name: /View Conversation/ }))
    expect(location.history!.at(-1)).toBe('/dashboard/support?ticket=2')
    const dialog = await screen.findByRole('dialog')
    const thread = await within(dialog).findByRole('list', { name: 'Conversation' })
    expect(within(thread).getByText('What about 2?')).toBeTruthy()
    expect(within(thread).getByText('Ticket acknowledged and being reviewed.')).toBeTruthy()
    expect(within(thread).getByText('SiteCraft Support')).toBeTruthy()
    expect(within(thread).getByText('You')).toBeTruthy()
  })

  it('sends the customer’s answer; a resolved ticket says it opens again', async () => {
    let current: CustomerSupportTicketDetail = {
      ...ticket(5, { status: 'resolved', replies: 1 }),
      messages: [],
    }
    const { calls } = renderSupport('/dashboard/support?ticket=5', {
      'GET /api/dashboard/support-tickets': () => ({ body: [current] }),
      'GET /api/dashboard/support-tickets/5': () => ({ body: current }),
      'POST /api/dashboard/support-tickets/5/messages': (c) => {
        current = {
          ...current,
          status: 'open',
          replies: 2,
          messages: [
            {
              id: 9,
              from: 'client',
              body: (c.body as { body: string }).body,
              createdAt: '2026-02-02T10:00:00.000Z',
            },
          ],
        }
        return { body: { success: true, message: 'Reply sent', ticket: current } }
      },
    })
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Answering opens this ticket again.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: /Send Answer/ }))
    expect(await within(dialog).findByText('Message is required')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Your answer'), { target: { value: 'It broke again.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /Send Answer/ }))
    expect(await within(dialog).findByText('It broke again.')).toBeTruthy()
    expect(await screen.findByText('Answer Sent')).toBeTruthy()
    expect(within(dialog).getByText('Open')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ body: 'It broke again.' })
    // The list is read again with the new status.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/dashboard/support-tickets').length).toBeGreaterThan(1),
    )
  })

  it('says when a linked ticket is not theirs, shows the empty state, and keeps the new-ticket dialog', async () => {
    renderSupport('/dashboard/support?ticket=77', {
      'GET /api/dashboard/support-tickets': () => ({ body: [] }),
      'GET /api/dashboard/support-tickets/77': () => ({
        status: 404,
        body: { message: 'Ticket not found', error: 'Not Found', code: 'NOT_FOUND' },
      }),
    })
    expect(await screen.findByText('This ticket was not found.')).toBeTruthy()
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    expect(await screen.findByText('No support tickets yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Create Support Ticket/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: /Create Ticket/ })).toBeTruthy()
  })

  it('shows a failed read with a way to try again', async () => {
    let fail = true
    renderSupport('/dashboard/support', {
      'GET /api/dashboard/support-tickets': () =>
        fail ? { status: 500, body: { message: 'Server error' } } : { body: [ticket(3)] },
    })
    expect(await screen.findByText(/We could not load your support tickets/)).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }))
    expect(await screen.findByRole('heading', { name: 'Question 3' })).toBeTruthy()
  })
})
