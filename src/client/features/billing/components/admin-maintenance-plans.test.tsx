import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminMaintenancePlan } from '../../../../shared/contracts/maintenance'
import { mockApi, ok, renderWithClient } from '../../../test/mock-api'
import { AdminMaintenancePlans } from './admin-maintenance-plans'

afterEach(() => {
  vi.unstubAllGlobals()
})

const plan = (id: number, over: Partial<AdminMaintenancePlan> = {}): AdminMaintenancePlan => ({
  id,
  projectId: id,
  plan: 'basic',
  amountCents: 15_00,
  monthlyAmountCents: 15_00,
  billingCycle: 'monthly',
  status: 'active',
  features: [],
  description: 'Website Maintenance — Basic plan',
  startDate: '2026-12-01',
  nextBillingDate: '2027-01-01',
  endsOn: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  user: { id: 100 + id, firstName: 'Grace', lastName: `Hopper ${id}`, email: `grace${id}@example.com` },
  projectTitle: `Bakery ${id}`,
  ...over,
})

const page = (items: AdminMaintenancePlan[]) => ok({ items, page: 1, pageSize: 100, total: items.length })

describe('the maintenance plans', () => {
  it("cancels a client's plan after asking, with the server's words in a toast", async () => {
    let cancelled = false
    const calls = mockApi({
      'GET /api/admin/maintenance': () =>
        page([
          cancelled ? plan(1, { status: 'cancelled', nextBillingDate: null, endsOn: '2026-12-31' }) : plan(1),
          plan(2, {
            status: 'cancelled',
            startDate: '2026-11-01',
            nextBillingDate: null,
            endsOn: '2026-11-30',
          }),
        ]),
      'POST /api/admin/maintenance/1/cancel': () => {
        cancelled = true
        return ok({
          success: true,
          message: 'The plan ends on Dec 31, 2026; the client will not be billed again.',
          endsOn: '2026-12-31',
        })
      },
    })
    renderWithClient(<AdminMaintenancePlans />)
    const table = await screen.findByRole('table', { name: 'Maintenance plans' })
    expect(within(table).getByText('Next billing Jan 1, 2027')).toBeTruthy()
    expect(within(table).getByText('Ends on Nov 30, 2026')).toBeTruthy()
    // Only the live plan can be cancelled.
    expect(within(table).getAllByRole('button', { name: /^Cancel / })).toHaveLength(1)
    fireEvent.click(within(table).getByRole('button', { name: 'Cancel plan for Grace Hopper 1' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel maintenance plan?' })
    expect(within(dialog).getByText(/Grace Hopper 1's Basic plan stays active/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }))
    expect(
      await screen.findByText('The plan ends on Dec 31, 2026; the client will not be billed again.'),
    ).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await within(table).findByText('Ends on Dec 31, 2026')).toBeTruthy()
    expect(within(table).queryAllByRole('button', { name: /^Cancel / })).toHaveLength(0)
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/maintenance/1/cancel',
    ])
  })
})
