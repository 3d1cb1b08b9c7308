import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminUserDetail } from '../../../../shared/contracts/users'
import { mockApi, ok, refused } from '../../../test/mock-api'
import { listed, renderTab, user } from './users-tab-fixtures'

// An account's record, opened from the Users tab's rows or from the address.

afterEach(() => {
  vi.unstubAllGlobals()
})

const DETAIL: AdminUserDetail = {
  user: { ...user(1), company: 'Bistro', billingAddress: '', lastLoginAt: null },
  orders: [
    {
      id: 7,
      title: 'Bakery site',
      status: 'paid',
      amountCents: 150_00,
      currency: 'USD',
      createdAt: '2025-01-06T10:00:00.000Z',
      paidAt: '2025-01-06T10:05:00.000Z',
    },
  ],
  projects: [
    {
      id: 3,
      title: 'Bakery site',
      status: 'pending_design',
      totalAmountCents: 150_00,
      createdAt: '2025-01-06T10:05:00.000Z',
      deliveryDate: null,
    },
  ],
  invoices: [
    {
      id: 4,
      number: 'INV-2025-0004',
      status: 'paid',
      totalCents: 150_00,
      currency: 'USD',
      issuedAt: '2025-01-06T10:05:00.000Z',
    },
  ],
  supportTickets: [
    {
      id: 5,
      subject: 'Change the menu',
      priority: 'high',
      status: 'open',
      createdAt: '2025-01-07T10:00:00.000Z',
    },
  ],
  subscriptions: [],
  listLimit: 50,
}

describe("an account's record", () => {
  it('opens from a row, keeps the account in the address, and closes back to the list', async () => {
    const calls = mockApi({
      'GET /api/admin/users': listed(),
      'GET /api/admin/users/1': () => ok(DETAIL),
    })
    const location = renderTab()
    const table = await screen.findByRole('table', { name: 'All user accounts' })
    fireEvent.click(within(table).getByRole('button', { name: /^Open Grace Hopper 1 / }))
    const dialog = await screen.findByRole('dialog', { name: 'Grace Hopper 1' })
    expect(location.history!.at(-1)).toBe('/admin/users?user=1')
    expect(await within(dialog).findByText('INV-2025-0004')).toBeTruthy()
    expect(within(dialog).getByText('Change the menu')).toBeTruthy()
    expect(within(dialog).getByText('Pending Design')).toBeTruthy()
    expect(within(dialog).getByText('No maintenance plans.')).toBeTruthy()
    expect(calls.filter((c) => c.path === '/api/admin/users/1')).toHaveLength(1)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(location.history!.at(-1)).toBe('/admin/users')
  })

  it('opens from the address, and says when the account is not there', async () => {
    mockApi({
      'GET /api/admin/users': listed(),
      'GET /api/admin/users/99': () => refused(404, 'User not found', 'NOT_FOUND'),
    })
    renderTab('/admin/users?user=99')
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('User not found')).toBeTruthy()
  })

  it('opens from a row clicked anywhere but its buttons', async () => {
    mockApi({
      'GET /api/admin/users': listed(),
      'GET /api/admin/users/1': () => ok(DETAIL),
      'POST /api/admin/notifications': () => ok({ success: true, message: 'ok', sent: 1 }),
    })
    const location = renderTab()
    const table = await screen.findByRole('table', { name: 'All user accounts' })
    fireEvent.click(within(table).getByRole('button', { name: 'Notify Grace Hopper 1' }))
    expect(await screen.findByRole('dialog', { name: 'Send Notification' })).toBeTruthy()
    expect(location.history!.at(-1)).toBe('/admin/users')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(within(table).getAllByText('$150.00', { selector: 'td' })[0]!)
    expect(await screen.findByRole('dialog', { name: 'Grace Hopper 1' })).toBeTruthy()
  })
})
