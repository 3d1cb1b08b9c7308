import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok } from '../../../test/mock-api'
import { fill, listed, renderTab } from './users-tab-fixtures'

// The Users tab's row actions: notifying customers and creating a maintenance plan.

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the users list', () => {
  it('offers Notify and Maintenance for customers only', async () => {
    mockApi({ 'GET /api/admin/users': listed() })
    renderTab()
    const table = await screen.findByRole('table', { name: 'All user accounts' })
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeTruthy()
    expect(within(table).getAllByRole('button', { name: /^Notify / })).toHaveLength(1)
    expect(within(table).getByRole('button', { name: 'Notify Grace Hopper 1' })).toBeTruthy()
    expect(within(table).getByRole('button', { name: 'Maintenance plan for Grace Hopper 1' })).toBeTruthy()
  })

  it('notifies one customer, and broadcasts to every customer with no user', async () => {
    const calls = mockApi({
      'GET /api/admin/users': listed(),
      'GET /api/admin/stats': () =>
        ok({
          totalUsers: 12,
          activeProjects: 0,
          openTickets: 0,
          totalRevenueCents: 0,
          recentProjects: [],
          recentTickets: [],
        }),
      'POST /api/admin/notifications': (c) =>
        ok({ success: true, message: 'ok', sent: c.body!.userId ? 1 : 12 }),
    })
    renderTab()
    const table = await screen.findByRole('table', { name: 'All user accounts' })
    fireEvent.click(within(table).getByRole('button', { name: 'Notify Grace Hopper 1' }))
    let dialog = await screen.findByRole('dialog', { name: 'Send Notification' })
    expect(within(dialog).getByText(/To Grace Hopper 1/)).toBeTruthy()
    fill(dialog, 'Title', 'Hello')
    fill(dialog, 'Message', 'Your invoice is ready.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Notification' }))
    expect(await screen.findByText('Notification Sent!')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: /Send Broadcast/ }))
    dialog = await screen.findByRole('dialog', { name: 'Send Notification' })
    expect(within(dialog).getByText(/every customer/)).toBeTruthy()
    fill(dialog, 'Title', 'Closed on Monday')
    fill(dialog, 'Message', 'The studio is closed for the holiday.')
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'system' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Notification' }))
    // A broadcast asks first, saying to how many customers.
    const ask = await within(dialog).findByRole('group', { name: 'Send this to all 12 customers?' })
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
    fireEvent.click(within(ask).getByRole('button', { name: 'Send to everyone' }))
    expect(await screen.findByText('Sent to 12 customers.')).toBeTruthy()

    const sent = calls.filter((c) => c.method === 'POST').map((c) => c.body)
    expect(sent).toEqual([
      { userId: 1, projectId: null, title: 'Hello', message: 'Your invoice is ready.', type: 'admin' },
      {
        userId: null,
        projectId: null,
        title: 'Closed on Monday',
        message: 'The studio is closed for the holiday.',
        type: 'system',
      },
    ])
  })
})

describe('Create Maintenance Plan', () => {
  async function openPlan() {
    const calls = mockApi({
      'GET /api/admin/users': listed(),
      'POST /api/admin/maintenance': () => ok({ success: true, message: 'ok', subscriptionId: 5 }),
    })
    renderTab()
    const table = await screen.findByRole('table', { name: 'All user accounts' })
    fireEvent.click(within(table).getByRole('button', { name: 'Maintenance plan for Grace Hopper 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Maintenance Plan' })
    return { calls, dialog }
  }

  it('starts at $15 a month with the default features, and prices each cycle', async () => {
    const { dialog } = await openPlan()
    expect((within(dialog).getByLabelText('Amount per month ($)') as HTMLInputElement).value).toBe('15')
    const checked = within(dialog)
      .getAllByRole('checkbox')
      .filter((c) => (c as HTMLInputElement).checked)
      .map((c) => (c as HTMLInputElement).value)
    expect(checked).toEqual(['security_updates', 'content_updates', 'backup_service'])
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(6)
    expect(within(dialog).getByText('Billed $15.00 per month.')).toBeTruthy()

    fireEvent.change(within(dialog).getByLabelText('Plan'), { target: { value: 'standard' } })
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Amount per month ($)') as HTMLInputElement).value).toBe('35'),
    )
    fireEvent.change(within(dialog).getByLabelText('Billing cycle'), { target: { value: 'quarterly' } })
    expect(await within(dialog).findByText('Billed $94.50 per quarter.')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Billing cycle'), { target: { value: 'yearly' } })
    expect(await within(dialog).findByText('Billed $336.00 per year.')).toBeTruthy()
    const cycles = within(dialog).getByLabelText('Billing cycle') as HTMLSelectElement
    expect([...cycles.options].map((o) => o.textContent)).toEqual([
      'Monthly',
      'Quarterly (10% off)',
      'Yearly (20% off)',
    ])
  })

  it('refuses an amount under $5 or a missing start date, then creates the plan', async () => {
    const { calls, dialog } = await openPlan()
    fill(dialog, 'Amount per month ($)', '4')
    fill(dialog, 'Start date', '')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toEqual(['Amount must be at least $5', 'Start date is required']),
    )
    fill(dialog, 'Amount per month ($)', '')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }))
    expect(await within(dialog).findByText('Amount is required')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    fireEvent.change(within(dialog).getByLabelText('Plan'), { target: { value: 'custom' } })
    fill(dialog, 'Amount per month ($)', '20')
    fill(dialog, 'Start date', '2025-07-01')
    fireEvent.click(within(dialog).getByLabelText('Backup service'))
    fireEvent.click(within(dialog).getByLabelText('Priority support'))
    fill(dialog, 'Description (optional)', 'Weekly content changes')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }))
    expect(await screen.findByText('Maintenance Plan Created!')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      userId: 1,
      planName: 'custom',
      amount: 20,
      billingCycle: 'monthly',
      features: ['security_updates', 'content_updates', 'priority_support'],
      startDate: '2025-07-01',
      description: 'Weekly content changes',
    })
  })

  it("shows the server's refusal of a start date under the field, and offers only today to a year ahead", async () => {
    const message = 'The start date must be from today to a year ahead (2026-11-23 to 2027-11-23).'
    const calls = mockApi({
      'GET /api/admin/users': listed(),
      'POST /api/admin/maintenance': () => ({
        status: 400,
        body: { message, error: message, code: 'VALIDATION', fields: { startDate: message } },
      }),
    })
    renderTab()
    const table = await screen.findByRole('table', { name: 'All user accounts' })
    fireEvent.click(within(table).getByRole('button', { name: 'Maintenance plan for Grace Hopper 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Maintenance Plan' })
    const field = within(dialog).getByLabelText('Start date') as HTMLInputElement
    expect(field.min).toBe(field.value)
    expect(Number(field.max.slice(0, 4))).toBe(Number(field.min.slice(0, 4)) + 1)
    fill(dialog, 'Start date', '1990-01-01')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }))
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', message)
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  })
})
