import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { AdminUser, AdminUserDetail } from '../../../../shared/contracts/users'
import { type Call, mockApi, ok, refused, renderWithClient } from '../test-support'
import { UsersTab } from './users-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

const user = (id: number, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  email: `user${id}@example.com`,
  firstName: 'Grace',
  lastName: `Hopper ${id}`,
  phone: '',
  role: 'customer',
  projectsCount: 1,
  totalSpent: '150.00',
  createdAt: '2025-01-05T10:00:00.000Z',
  ...over,
})

const USERS = [user(1), user(2, { role: 'admin', firstName: 'Staff', lastName: 'Member' })]

/** A page of the list as the server answers it. */
const pageOf = (items: AdminUser[], over: { page?: number; total?: number } = {}) => ({
  items,
  page: over.page ?? 1,
  pageSize: 20,
  total: over.total ?? items.length,
})
const listed =
  (items = USERS) =>
  () =>
    ok(pageOf(items))

/** The tab inside a router whose address starts at `path`. */
function renderTab(path = '/admin/users') {
  const location = memoryLocation({ path, record: true })
  renderWithClient(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <UsersTab onAddUser={() => {}} />
    </Router>,
  )
  return location
}

const query = (c: Call) => Object.fromEntries(new URLSearchParams(c.search))
const listCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/users')

const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })

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

const DETAIL: AdminUserDetail = {
  user: { ...user(1), company: 'Bistro', billingAddress: '', lastLoginAt: null },
  orders: [
    {
      id: 7,
      title: 'Bakery site',
      status: 'paid',
      amount: '150.00',
      createdAt: '2025-01-06T10:00:00.000Z',
      paidAt: '2025-01-06T10:05:00.000Z',
    },
  ],
  projects: [
    {
      id: 3,
      title: 'Bakery site',
      status: 'pending_design',
      totalAmount: '150.00',
      createdAt: '2025-01-06T10:05:00.000Z',
      deliveryDate: null,
    },
  ],
  invoices: [
    { id: 4, number: 'INV-2025-0004', status: 'paid', total: '150.00', issuedAt: '2025-01-06T10:05:00.000Z' },
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

describe('searching, sorting and paging on the server', () => {
  it('asks for the newest accounts first, a page at a time, and pages on', async () => {
    const calls = mockApi({
      'GET /api/admin/users': (c) =>
        ok(pageOf([user(Number(query(c).page) * 10)], { page: Number(query(c).page), total: 45 })),
    })
    renderTab()
    const table = await screen.findByRole('table', { name: 'All user accounts' })
    expect(screen.getByText('45 accounts')).toBeTruthy()
    expect(query(listCalls(calls)[0]!)).toEqual({ page: '1', pageSize: '20', sort: '-joined' })
    expect(
      within(table)
        .getByRole('columnheader', { name: /Joined/ })
        .getAttribute('aria-sort'),
    ).toBe('descending')
    const pages = screen.getByRole('navigation', { name: 'All user accounts: pages' })
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy()
    fireEvent.click(within(pages).getByRole('button', { name: /Next/ }))
    await waitFor(() => expect(within(pages).getByText('Page 2 of 3')).toBeTruthy())
    expect(query(listCalls(calls).at(-1)!)).toMatchObject({ page: '2', sort: '-joined' })
    expect(within(table).getByText('Hopper 20', { exact: false })).toBeTruthy()
  })

  it('sorts by a column header: largest first, then the other way, from the first page', async () => {
    const calls = mockApi({ 'GET /api/admin/users': listed() })
    const location = renderTab()
    const table = await screen.findByRole('table', { name: 'All user accounts' })
    fireEvent.click(within(table).getByRole('button', { name: 'Total Spent' }))
    await waitFor(() => expect(query(listCalls(calls).at(-1)!)).toMatchObject({ sort: '-spent', page: '1' }))
    await waitFor(() =>
      expect(
        within(table)
          .getByRole('columnheader', { name: /Total Spent/ })
          .getAttribute('aria-sort'),
      ).toBe('descending'),
    )
    expect(
      within(table)
        .getByRole('columnheader', { name: /Joined/ })
        .getAttribute('aria-sort'),
    ).toBe('none')
    expect(location.history!.at(-1)).toBe('/admin/users?sort=-spent')
    fireEvent.click(within(table).getByRole('button', { name: 'Total Spent' }))
    await waitFor(() => expect(query(listCalls(calls).at(-1)!)).toMatchObject({ sort: 'spent' }))
    expect(location.history!.at(-1)).toBe('/admin/users?sort=spent')
    fireEvent.click(within(table).getByRole('button', { name: 'User' }))
    await waitFor(() => expect(query(listCalls(calls).at(-1)!)).toMatchObject({ sort: 'name' }))
    // Actions is not a sort.
    expect(within(table).queryByRole('button', { name: 'Actions' })).toBeNull()
  })

  it('offers the same orders on narrow screens, where the rows are cards', async () => {
    const calls = mockApi({ 'GET /api/admin/users': listed() })
    renderTab()
    const cards = await screen.findByRole('list', { name: 'All user accounts' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2)
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '-projects' } })
    await waitFor(() => expect(query(listCalls(calls).at(-1)!)).toMatchObject({ sort: '-projects' }))
  })

  it('searches once typing pauses, not at every key, and says when nothing matches', async () => {
    const calls = mockApi({
      'GET /api/admin/users': (c) => ok(pageOf(query(c).q === 'zz' ? [] : USERS)),
    })
    renderTab()
    await screen.findByRole('table', { name: 'All user accounts' })
    const box = screen.getByLabelText('Search users')
    fireEvent.change(box, { target: { value: 'z' } })
    fireEvent.change(box, { target: { value: 'zz' } })
    expect(await screen.findByText('No users found')).toBeTruthy()
    expect(screen.getByText('No name or e-mail contains “zz”.')).toBeTruthy()
    expect(listCalls(calls).map((c) => query(c).q)).toEqual([undefined, 'zz'])
    fireEvent.change(box, { target: { value: '' } })
    expect(await screen.findByRole('table', { name: 'All user accounts' })).toBeTruthy()
  })

  it('reads the search, the order and the page from the address, and a new search starts from page 1', async () => {
    const calls = mockApi({
      'GET /api/admin/users': (c) => ok(pageOf(USERS, { page: Number(query(c).page), total: 45 })),
    })
    const location = renderTab('/admin/users?q=grace&sort=-projects&page=2')
    await screen.findByRole('table', { name: 'All user accounts' })
    expect(query(listCalls(calls)[0]!)).toEqual({ page: '2', pageSize: '20', sort: '-projects', q: 'grace' })
    const box = screen.getByLabelText('Search users') as HTMLInputElement
    expect(box.value).toBe('grace')
    expect(screen.getByText('45 accounts matching “grace”')).toBeTruthy()
    fireEvent.change(box, { target: { value: 'ada' } })
    await waitFor(() => expect(location.history!.at(-1)).toBe('/admin/users?q=ada&sort=-projects'))
    await waitFor(() =>
      expect(query(listCalls(calls).at(-1)!)).toEqual({
        page: '1',
        pageSize: '20',
        sort: '-projects',
        q: 'ada',
      }),
    )
  })

  it('shows the last page for a page past the end', async () => {
    const calls = mockApi({
      'GET /api/admin/users': (c) =>
        ok(pageOf(query(c).page === '9' ? [] : USERS, { page: Number(query(c).page), total: 45 })),
    })
    const location = renderTab('/admin/users?page=9')
    await waitFor(() => expect(location.history!.at(-1)).toBe('/admin/users?page=3'))
    await waitFor(() => expect(query(listCalls(calls).at(-1)!)).toMatchObject({ page: '3' }))
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy()
  })

  it('shows the failure with a way to try again', async () => {
    let fail = true
    mockApi({
      'GET /api/admin/users': () =>
        fail ? refused(500, 'The database is unavailable.', 'INTERNAL') : ok(pageOf(USERS)),
    })
    renderTab()
    expect(await screen.findByText('The database is unavailable.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }))
    expect(await screen.findByRole('table', { name: 'All user accounts' })).toBeTruthy()
  })

  it('shows a wait while the first page loads', async () => {
    mockApi({ 'GET /api/admin/users': listed() })
    renderTab()
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading users')
    await screen.findByRole('table', { name: 'All user accounts' })
  })
})

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
