import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminNotification } from '../../../../shared/contracts/admin-notifications'
import { mockApi, ok, renderWithClient } from '../../../test/mock-api'
import { AdminNotificationsTab } from './admin-notifications-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

const notice = (id: number, over: Partial<AdminNotification> = {}): AdminNotification => ({
  id,
  type: 'admin',
  title: `Notice ${id}`,
  message: 'Your invoice is ready.',
  isRead: false,
  readAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  user: { id: 100 + id, firstName: 'Nia', lastName: `Reader ${id}`, email: `nia${id}@example.com` },
  project: null,
  ...over,
})

const page = (items: AdminNotification[], total = items.length, p = 1) =>
  ok({ items, page: p, pageSize: 25, total })

describe('the Notifications tab', () => {
  it('lists what was sent, to whom, its type, and whether and when it was read', async () => {
    mockApi({
      'GET /api/admin/notifications': () =>
        page([
          notice(1),
          notice(2, {
            type: 'order_update',
            isRead: true,
            readAt: '2026-11-21T09:30:00.000Z',
            project: { id: 5, title: 'Bakery site' },
          }),
        ]),
    })
    renderWithClient(<AdminNotificationsTab />)
    const table = await screen.findByRole('table', { name: 'Notifications sent' })
    for (const header of ['Sent', 'To', 'Type', 'Notification', 'Read'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy()
    const rows = within(table).getAllByRole('row')
    expect(within(rows[1]!).getByText('Nia Reader 1')).toBeTruthy()
    expect(within(rows[1]!).getByText('Admin message')).toBeTruthy()
    expect(within(rows[1]!).getByText('Notice 1')).toBeTruthy()
    expect(within(rows[1]!).getByText('Unread')).toBeTruthy()
    expect(within(rows[2]!).getByText('Order update')).toBeTruthy()
    expect(within(rows[2]!).getByText('Read')).toBeTruthy()
    expect(within(rows[2]!).getByText('About Bakery site')).toBeTruthy()
    expect(screen.getByText(/2 notifications sent/)).toBeTruthy()
    // Read-only: nothing to press in the table.
    expect(within(table).queryAllByRole('button')).toHaveLength(0)
  })

  it('pages through the server and shows the empty and failed states', async () => {
    const calls = mockApi({
      'GET /api/admin/notifications': (c) => {
        const p = Number(new URLSearchParams(c.search).get('page'))
        return page([notice(p)], 60, p)
      },
    })
    renderWithClient(<AdminNotificationsTab />)
    const table = await screen.findByRole('table', { name: 'Notifications sent' })
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Next/ }))
    await within(table).findByText('Notice 2')
    expect(calls.map((c) => c.search)).toEqual(['?page=1&pageSize=25', '?page=2&pageSize=25'])
  })

  it('says when none were sent, and offers a retry after a failure', async () => {
    let fail = true
    mockApi({ 'GET /api/admin/notifications': () => (fail ? 'network-failure' : page([])) })
    renderWithClient(<AdminNotificationsTab />)
    const alert = await screen.findByRole('alert')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No notifications sent yet')).toBeTruthy()
  })
})
