import { fireEvent, within } from '@testing-library/react'
import { memoryLocation } from '../../../test/memory-location'
import type { AdminUser } from '../../../../shared/contracts/users'
import { type Call, ok, renderWithClient } from '../../../test/mock-api'
import { UsersTab } from './users-tab'

// What the Users tab's tests share: accounts and pages of them as the API answers, the tab in a router, and
// reading the calls it made.

export const user = (id: number, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  email: `user${id}@example.com`,
  firstName: 'Grace',
  lastName: `Hopper ${id}`,
  phone: '',
  role: 'customer',
  projectsCount: 1,
  totalSpentCents: 150_00,
  createdAt: '2025-01-05T10:00:00.000Z',
  ...over,
})

export const USERS = [user(1), user(2, { role: 'admin', firstName: 'Staff', lastName: 'Member' })]

/** A page of the list as the server answers it. */
export const pageOf = (items: AdminUser[], over: { page?: number; total?: number } = {}) => ({
  items,
  page: over.page ?? 1,
  pageSize: 20,
  total: over.total ?? items.length,
})
export const listed =
  (items = USERS) =>
  () =>
    ok(pageOf(items))

/** The tab inside a router whose address starts at `path`. */
export function renderTab(path = '/admin/users') {
  const location = memoryLocation({ path, record: true })
  renderWithClient(<UsersTab onAddUser={() => {}} />, location)
  return location
}

export const query = (c: Call) => Object.fromEntries(new URLSearchParams(c.search))
export const listCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/users')

export const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })
