import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation, TestRouter } from '../../test/memory-location'
import type { User } from '../../../shared/contracts/auth'
import type { Notification } from '../../../shared/contracts/notifications'
import type { Project } from '../../../shared/contracts/projects'
import { createQueryClient } from '../../lib/query-client'
import { makeDetail, makeNotification, makeProject, mockApi } from '../../test/dashboard-fixtures'
import DashboardPage from './dashboard'

afterEach(() => {
  vi.unstubAllGlobals()
})

const USER: User = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  role: 'customer',
  totpEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
}

function renderDashboard(
  path: string,
  data: { projects?: Project[]; notifications?: Notification[] } = {},
  extra: Parameters<typeof mockApi>[0] = {},
) {
  const calls = mockApi({
    'GET /api/dashboard/projects': () => ({ body: data.projects ?? [] }),
    'GET /api/dashboard/notifications': () => ({ body: data.notifications ?? [] }),
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
    </QueryClientProvider>,
  )
  return { calls, location }
}

const stat = (label: string) =>
  within(screen.getByRole('region', { name: 'Summary' })).getByText(label).nextElementSibling?.textContent

const PROJECTS = [
  makeProject(1, 'delivered'),
  makeProject(2, 'completed'),
  makeProject(3, 'under_development'),
  makeProject(4, 'requirements_needed'),
  makeProject(5, 'samples_ready'),
]
const NOTIFICATIONS = [
  makeNotification(1, false),
  makeNotification(2, false),
  makeNotification(3, true),
  makeNotification(4, false),
  makeNotification(5, true),
  makeNotification(6, true),
]

describe('the client dashboard', () => {
  it('greets by first name and counts total, completed, active projects and unread notifications', async () => {
    renderDashboard('/dashboard', { projects: PROJECTS, notifications: NOTIFICATIONS })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Ada!')
    // What is true of Ada: a client since January 2026, with no maintenance plan; never "Premium Member".
    expect(screen.getByText('Client since January 2026')).toBeTruthy()
    expect(screen.queryByText(/Premium/)).toBeNull()
    await waitFor(() => expect(stat('Total Projects')).toBe('5'))
    expect(stat('Completed')).toBe('2')
    expect(stat('Active')).toBe('3')
    expect(stat('Notifications')).toBe('3')
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy()
  })

  it('names the maintenance plan under the customer while one is active', async () => {
    renderDashboard(
      '/dashboard',
      {},
      {
        'GET /api/dashboard/subscriptions': () => ({
          body: [
            {
              id: 1,
              projectId: 1,
              plan: 'standard',
              amountCents: 35_00,
              monthlyAmountCents: 35_00,
              billingCycle: 'monthly',
              status: 'active',
              features: [],
              description: 'Website Maintenance',
              startDate: '2026-02-01',
              nextBillingDate: '2026-03-01',
              endsOn: null,
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          ],
        }),
      },
    )
    expect(await screen.findByText('Standard maintenance plan')).toBeTruthy()
  })

  it('shows three projects and four notifications on the overview, with View All Notifications', async () => {
    renderDashboard('/dashboard', { projects: PROJECTS, notifications: NOTIFICATIONS })
    const overview = await screen.findByRole('tabpanel', { name: 'Overview' })
    await waitFor(() => expect(within(overview).getAllByRole('article')).toHaveLength(3))
    await within(overview).findByText('Update 1')
    expect(within(overview).getAllByText(/^Message \d$/)).toHaveLength(4)
    expect(within(overview).getByRole('button', { name: 'View All Notifications' })).toBeTruthy()
  })

  it('leaves out View All Notifications with four or fewer', async () => {
    renderDashboard('/dashboard', { projects: PROJECTS, notifications: NOTIFICATIONS.slice(0, 4) })
    const overview = await screen.findByRole('tabpanel', { name: 'Overview' })
    await within(overview).findByText('Update 4')
    expect(within(overview).queryByRole('button', { name: 'View All Notifications' })).toBeNull()
  })

  it('shows the empty states, and Start Your First Project opens the order dialog', async () => {
    renderDashboard('/dashboard')
    const overview = await screen.findByRole('tabpanel', { name: 'Overview' })
    await within(overview).findByText('No projects yet')
    await within(overview).findByText('No notifications yet')
    fireEvent.click(within(overview).getByRole('button', { name: 'Start Your First Project' }))
    expect(await screen.findByRole('dialog', { name: 'Order New Website' })).toBeTruthy()
  })

  it('renders no dialog until one is opened; each then opens on demand, closes and opens again', async () => {
    renderDashboard(
      '/dashboard',
      { projects: PROJECTS.slice(0, 1), notifications: [] },
      { 'GET /api/dashboard/project/1': () => ({ body: makeDetail(PROJECTS[0]!) }) },
    )
    const overview = await screen.findByRole('tabpanel', { name: 'Overview' })
    await within(overview).findByText('Project 1')
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Get Support' }))
    const ticket = await screen.findByRole('dialog', { name: 'Create Support Ticket' })
    // The dialog has the customer's projects to choose from.
    expect(within(ticket).getAllByText('Project 1').length).toBeGreaterThan(0)
    fireEvent.keyDown(ticket, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Get Support' }))
    expect(await screen.findByRole('dialog', { name: 'Create Support Ticket' })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // A project opens on its own page, a link (its dialog became the page).
    expect(
      within(overview)
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href'),
    ).toBe('/dashboard/projects/1')
  })

  it('lists every project and every notification on their tabs', async () => {
    renderDashboard('/dashboard/projects', { projects: PROJECTS, notifications: NOTIFICATIONS })
    const projects = await screen.findByRole('tabpanel', { name: 'Projects' })
    await waitFor(() => expect(within(projects).getAllByRole('article')).toHaveLength(5))
    expect(
      within(projects)
        .getByRole('link', { name: /Submit requirements/ })
        .getAttribute('href'),
    ).toBe('/payment-success?project=4')
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Notifications' }))
    const list = await screen.findByRole('tabpanel', { name: 'Notifications' })
    await waitFor(() => expect(within(list).getAllByText(/^Message \d$/)).toHaveLength(6))
    expect(within(list).getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(3)
  })

  it('marks an unread notification read when it is clicked, and the badge drops', async () => {
    const { calls } = renderDashboard(
      '/dashboard/notifications',
      { projects: [], notifications: NOTIFICATIONS },
      {
        'PATCH /api/dashboard/notifications/2/read': () => ({ body: { ...NOTIFICATIONS[1], isRead: true } }),
      },
    )
    const list = await screen.findByRole('tabpanel', { name: 'Notifications' })
    await within(list).findByText('Update 2')
    expect(screen.getByTestId('unread-badge').textContent).toBe('3')
    fireEvent.click(within(list).getByRole('button', { name: /Unread:\s*Update 2/ }))
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('2'))
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy()
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.url)).toEqual([
      '/api/dashboard/notifications/2/read',
    ])
    await waitFor(() => expect(stat('Notifications')).toBe('2'))
  })

  it('marks every notification read with Mark all as read, and the badge goes', async () => {
    let read = false
    const { calls } = renderDashboard(
      '/dashboard/notifications',
      { projects: [] },
      {
        'GET /api/dashboard/notifications': () => ({
          body: NOTIFICATIONS.map((n) => ({ ...n, isRead: read || n.isRead })),
        }),
        'POST /api/dashboard/notifications/read-all': () => {
          read = true
          return { body: { marked: 3 } }
        },
      },
    )
    const list = await screen.findByRole('tabpanel', { name: 'Notifications' })
    expect(await within(list).findByText('3 unread')).toBeTruthy()
    fireEvent.click(within(list).getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull())
    expect(within(list).queryByRole('button', { name: 'Mark all as read' })).toBeNull()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/dashboard/notifications/read-all',
    ])
  })

  it('opens the page of the project a notification is about, and reads it', async () => {
    const about = makeNotification(7, false, { projectId: 3, title: 'Samples ready' })
    const { location, calls } = renderDashboard(
      '/dashboard/notifications',
      { projects: PROJECTS, notifications: [about] },
      { 'PATCH /api/dashboard/notifications/7/read': () => ({ body: { ...about, isRead: true } }) },
    )
    const list = await screen.findByRole('tabpanel', { name: 'Notifications' })
    fireEvent.click(await within(list).findByRole('button', { name: 'View project: Samples ready' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard/projects/3'))
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/dashboard/notifications/7/read')).toBe(true),
    )
  })

  it('opens the notifications tab from the header bell', async () => {
    const { location } = renderDashboard('/dashboard', { notifications: NOTIFICATIONS })
    fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard/notifications'))
  })

  it('says when the projects cannot be loaded, and tries again on request', async () => {
    let answer = { status: 500, body: {} as unknown }
    const { calls } = renderDashboard(
      '/dashboard/projects',
      {},
      {
        'GET /api/dashboard/projects': () => answer,
      },
    )
    const panel = await screen.findByRole('tabpanel', { name: 'Projects' })
    const alert = await within(panel).findByRole('alert')
    expect(alert.textContent).toContain('We could not load your projects')
    answer = { status: 200, body: [makeProject(1, 'pending_design')] }
    fireEvent.click(within(alert).getByRole('button', { name: /Try again/ }))
    await within(panel).findByRole('article')
    expect(calls.filter((c) => c.url === '/api/dashboard/projects')).toHaveLength(2)
  })

  it('shows the settings read-only with the preferences', async () => {
    renderDashboard('/dashboard/settings')
    const settings = await screen.findByRole('tabpanel', { name: 'Settings' })
    const first = within(settings).getByLabelText('First Name') as HTMLInputElement
    expect(first.value).toBe('Ada')
    expect(first.readOnly).toBe(true)
    expect((within(settings).getByLabelText('Phone') as HTMLInputElement).value).toBe('+44 20 7946 0000')
    expect(within(settings).getByText('Enabled')).toBeTruthy()
    expect(within(settings).getByText('Disabled')).toBeTruthy()
  })
})
