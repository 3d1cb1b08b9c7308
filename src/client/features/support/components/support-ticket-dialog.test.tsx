import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { toast } from '../../../lib/toast'
import { mockApi } from '../../../test/dashboard-fixtures'
import { SupportTicketDialog } from './support-ticket-dialog'

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }))

beforeEach(() => {
  vi.mocked(toast).mockClear()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const PROJECTS = [
  { id: 3, title: 'Corner Bakery' },
  { id: 4, title: 'Harbour Dental' },
]

function renderDialog() {
  const onOpenChange = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SupportTicketDialog open onOpenChange={onOpenChange} projects={PROJECTS} />
    </QueryClientProvider>,
  )
  return { onOpenChange }
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Create Ticket/ }))

describe('the support ticket dialog', () => {
  it('requires a subject and a message', async () => {
    const calls = mockApi({})
    renderDialog()
    submit()
    expect(await screen.findByText('Subject is required')).toBeTruthy()
    expect(screen.getByText('Message is required')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('sends medium priority and no project by default, then thanks the customer', async () => {
    const calls = mockApi({
      'POST /api/dashboard/support-tickets': () => ({
        body: { success: true, message: 'ok', ticketId: 9, responseHours: 24 },
      }),
    })
    const { onOpenChange } = renderDialog()
    expect((screen.getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium')
    fill('Subject', 'Contact form')
    fill('Message', 'The form does not send')
    submit()
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toEqual({
      subject: 'Contact form',
      message: 'The form does not send',
      priority: 'medium',
      projectId: null,
    })
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Support Ticket Created! 🎉',
          description: expect.stringContaining("We'll reply within 24 hours") as unknown,
        }),
      ),
    )
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('sends the chosen priority and project as a number; a failure says so', async () => {
    const calls = mockApi({ 'POST /api/dashboard/support-tickets': () => ({ status: 500, body: {} }) })
    renderDialog()
    fill('Subject', 'Logo')
    fill('Message', 'Please swap the logo')
    fill('Priority', 'high')
    fill('Related project (optional)', '4')
    submit()
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toEqual({
      subject: 'Logo',
      message: 'Please swap the logo',
      priority: 'high',
      projectId: 4,
    })
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Error',
          description: 'Failed to create support ticket. Please try again.',
        }),
      ),
    )
  })
})
