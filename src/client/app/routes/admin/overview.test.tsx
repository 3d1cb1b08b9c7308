import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from '../../../test/memory-location'
import type { AdminStatsResponse } from '../../../../shared/contracts/admin'
import type { User } from '../../../../shared/contracts/auth'
import { mockApi, ok, renderWithClient } from '../../../test/mock-api'
import AdminOverview from './overview'

afterEach(() => {
  vi.unstubAllGlobals()
})

const STATS: AdminStatsResponse = {
  totalUsers: 2,
  activeProjects: 1,
  openTickets: 0,
  totalRevenueCents: 100_00,
  recentProjects: [],
  recentTickets: [],
}

const ADMIN: User = {
  id: 1,
  email: 'admin@studio.test',
  firstName: 'Ada',
  lastName: '',
  phone: '',
  role: 'admin',
  totpEnabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
}

function renderSection() {
  mockApi({
    'GET /api/admin/stats': () => ok(STATS),
    'GET /api/admin/payments/attention': () => ok([]),
    'GET /api/admin/jobs/failed': () => ok([]),
  })
  const onGoTo = vi.fn()
  const onAddUser = vi.fn()
  const location = memoryLocation({ path: '/admin' })
  renderWithClient(
    <AdminOverview
      user={ADMIN}
      section="overview"
      stats={STATS}
      onAddUser={onAddUser}
      onGoTo={onGoTo}
      onSetUpTotp={() => {}}
    />,
    location,
  )
  return { onGoTo, onAddUser }
}

describe('the overview section', () => {
  it("opens 'Add a user for a manual payment' from Add User", async () => {
    const { onAddUser } = renderSection()
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a user for a manual payment' })
    expect(within(dialog).getByLabelText('Payment method')).toBeTruthy()
    // Not the Users tab's password account dialog.
    expect(onAddUser).not.toHaveBeenCalled()
  })

  it('opens the broadcast from Send Notification, and goes to the tabs from the other actions', async () => {
    const { onGoTo } = renderSection()
    fireEvent.click(screen.getByRole('button', { name: 'Send Notification' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Notification' })
    expect(within(dialog).getByText(/every customer/)).toBeTruthy()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    fireEvent.click(await screen.findByRole('button', { name: 'Handle Support' }))
    expect(onGoTo).toHaveBeenCalledWith('support')
  })
})
