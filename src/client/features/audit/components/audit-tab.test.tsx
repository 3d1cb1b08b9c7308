import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuditEntry } from '../../../../shared/contracts/audit'
import { mockApi, ok, refused, renderWithClient } from '../../../test/mock-api'
import { AuditTab } from './audit-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actorUserId: 1,
  actorEmail: 'owner@studio.test',
  action: 'project.status',
  recordType: 'project',
  recordId: String(100 + id),
  before: { status: 'pending_design' },
  after: { status: 'under_development' },
  ip: '203.0.113.9',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
})

describe('the audit tab', () => {
  it('shows who changed what, with the before and after, and asks the server for the next page', async () => {
    const calls = mockApi({
      'GET /api/admin/audit-log': (c) => {
        const page = Number(new URLSearchParams(c.search).get('page'))
        return ok({ items: [entry(page)], page, pageSize: 20, total: 25 })
      },
    })
    renderWithClient(<AuditTab />)
    const table = await screen.findByRole('table', { name: 'Audit log' })
    expect(within(table).getByText('owner@studio.test')).toBeTruthy()
    expect(within(table).getByText('project #101')).toBeTruthy()
    expect(within(table).getByText(/"under_development"/)).toBeTruthy()
    expect(screen.getByText('25 changes recorded')).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: /Next/ })[0]!)
    await waitFor(() => expect(within(table).getByText('project #102')).toBeTruthy())
    expect(calls.at(-1)!.search).toContain('page=2')
  })

  it('narrows the log to one kind of record', async () => {
    const calls = mockApi({
      'GET /api/admin/audit-log': () => ok({ items: [], page: 1, pageSize: 20, total: 0 }),
    })
    renderWithClient(<AuditTab />)
    await screen.findByText('Nothing recorded yet')
    fireEvent.change(screen.getByLabelText('Record'), { target: { value: 'subscription' } })
    await waitFor(() => expect(calls.at(-1)!.search).toContain('recordType=subscription'))
    expect(await screen.findByText('No admin has changed a record of this kind.')).toBeTruthy()
  })

  it('says when the log could not be read and tries again', async () => {
    let fail = true
    mockApi({
      'GET /api/admin/audit-log': () =>
        fail
          ? refused(500, 'Something went wrong', 'INTERNAL')
          : ok({ items: [entry(1)], page: 1, pageSize: 20, total: 1 }),
    })
    renderWithClient(<AuditTab />)
    const alert = await screen.findByRole('alert')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: /Try again/ }))
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeTruthy()
  })
})
