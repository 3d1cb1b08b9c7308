import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from '../../../test/memory-location'
import type { AdminStatsResponse } from '../../../../shared/contracts/admin'
import { renderWithClient } from '../../../test/mock-api'
import { OverviewTab } from './overview-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

const STATS: AdminStatsResponse = {
  totalUsers: 42,
  activeProjects: 7,
  openTickets: 3,
  totalRevenueCents: 12_345_50,
  recentProjects: [
    {
      id: 31,
      title: 'Corner Bakery',
      clientEmail: 'baker@example.com',
      status: 'requirements_needed',
      createdAt: '2026-01-05T10:00:00.000Z',
    },
    {
      id: 30,
      title: 'Hopper Consulting',
      clientEmail: 'grace@example.com',
      status: 'delivered',
      createdAt: '2026-01-04T10:00:00.000Z',
    },
  ],
  recentTickets: [
    {
      id: 9,
      subject: 'Cannot upload my logo',
      email: 'baker@example.com',
      priority: 'urgent',
      status: 'open',
      createdAt: '2026-01-05T11:00:00.000Z',
    },
  ],
}

function renderOverview(stats: AdminStatsResponse | undefined, over: { error?: unknown } = {}) {
  const location = memoryLocation({ path: '/admin', record: true })
  const actions = {
    onAddUser: vi.fn(),
    onSendNotification: vi.fn(),
    onGoTo: vi.fn(),
    onRetry: vi.fn(),
  }
  renderWithClient(
    <OverviewTab stats={stats} error={over.error} security={<div>Security</div>} {...actions} />,
    location,
  )
  return { location, ...actions }
}

/** A figure's value: the text after its label. */
const figure = (label: string) => screen.getByText(label, { exact: true }).nextElementSibling?.textContent

describe('the admin overview', () => {
  it('shows the four figures, revenue with 2 decimals', () => {
    renderOverview(STATS)
    expect(figure('Total Users')).toBe('42')
    expect(figure('Active Projects')).toBe('7')
    expect(figure('Open Tickets')).toBe('3')
    expect(figure('Total Revenue')).toBe('$12,345.50')
  })

  it('wires every quick action', () => {
    const { onAddUser, onSendNotification, onGoTo } = renderOverview(STATS)
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }))
    expect(onAddUser).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Send Notification' }))
    expect(onSendNotification).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Manage Projects' }))
    fireEvent.click(screen.getByRole('button', { name: 'Handle Support' }))
    fireEvent.click(screen.getByRole('button', { name: 'Manage Users' }))
    expect(onGoTo.mock.calls).toEqual([['projects'], ['support'], ['users']])
  })

  it('lists the recent projects and tickets, each opening its record', () => {
    const { location } = renderOverview(STATS)
    const projects = screen.getByRole('list', { name: 'Recent projects' })
    const rows = within(projects).getAllByRole('link')
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/admin/projects/31', '/admin/projects/30'])
    expect(rows[0]!.textContent).toContain('Corner Bakery')
    expect(rows[0]!.textContent).toContain('baker@example.com')
    expect(rows[0]!.textContent).toContain('Requirements Needed')
    expect(rows[1]!.textContent).toContain('Delivered')

    const tickets = screen.getByRole('list', { name: 'Recent tickets' })
    const ticket = within(tickets).getByRole('link')
    expect(ticket.getAttribute('href')).toBe('/admin/support?ticket=9')
    expect(ticket.textContent).toContain('Cannot upload my logo')
    expect(ticket.textContent).toContain('baker@example.com')
    expect(ticket.textContent).toContain('Urgent')

    fireEvent.click(rows[0]!)
    expect(location.history!.at(-1)).toBe('/admin/projects/31')
    fireEvent.click(ticket)
    expect(location.history!.at(-1)).toBe('/admin/support?ticket=9')
  })

  it('says so when there are no projects or tickets yet', () => {
    renderOverview({ ...STATS, recentProjects: [], recentTickets: [] })
    expect(screen.getByText('No projects yet. They appear here once a customer has paid.')).toBeTruthy()
    expect(screen.getByText('No support tickets yet.')).toBeTruthy()
  })

  it('shows that the figures are loading', () => {
    renderOverview(undefined)
    expect(screen.getByRole('status').textContent).toBe('Loading figures')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows why the figures could not be read, and tries again', () => {
    const { onRetry } = renderOverview(undefined, { error: new Error('offline') })
    expect(screen.getByRole('alert').textContent).toContain('The figures could not be loaded.')
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
