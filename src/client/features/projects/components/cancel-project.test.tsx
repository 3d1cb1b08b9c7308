import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProjectPayment } from '../../../../shared/contracts/admin-projects'
import { detail, mockApi, ok, page, project, refused, renderWithClient } from '../test-support'
import { AdminProjectsTab } from './admin-projects-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

const p = project(7, 'under_development', { title: 'Harbour Gym' })
const PAID: ProjectPayment = { method: 'card', paidCents: 130_00, refundedCents: 0, refundableCents: 130_00 }
const cancelled = detail({ ...p, status: 'cancelled', statusLabel: 'Cancelled' })

/** Opens Update Status on the project's card and picks Cancelled. */
async function pickCancelled() {
  const heading = await screen.findByRole('heading', { name: 'Harbour Gym' })
  fireEvent.click(within(heading.closest('li')!).getByRole('button', { name: /Update Status/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Update Project Status' })
  fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'cancelled' } })
  await within(dialog).findByRole('group', { name: 'Refund' })
  return dialog
}

const confirmation = (dialog: HTMLElement) =>
  within(dialog).findByRole('group', { name: /^Cancel Harbour Gym/ })

describe('cancelling a paid project', () => {
  it('asks about the money: a full refund of what is left, confirmed in words, then one call', async () => {
    let done = false
    const calls = mockApi({
      // Read again after the cancellation, the card shows it cancelled while the form waits for its answer.
      'GET /api/admin/projects': () => ok(page([done ? cancelled : p])),
      'GET /api/admin/projects/7/payment': () => ok(PAID),
      'POST /api/admin/projects/7/cancel': () => {
        done = true
        return ok({ success: true, message: 'Project cancelled; $130.00 refunded', project: cancelled })
      },
    })
    renderWithClient(<AdminProjectsTab />)
    const dialog = await pickCancelled()
    const full = within(dialog).getByLabelText('Full: $130.00') as HTMLInputElement
    expect(full.checked).toBe(true)
    expect(within(dialog).getByLabelText('Part of it')).toBeTruthy()
    expect(within(dialog).getByLabelText('None')).toBeTruthy()
    // The status form's own button is gone: this one asks first.
    expect(within(dialog).queryByRole('button', { name: 'Update Status' })).toBeNull()
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: 'The client closed the gym' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Project' }))

    const confirm = await confirmation(dialog)
    expect(within(confirm).getByText('Cancel Harbour Gym and refund $130.00?')).toBeTruthy()
    expect(confirm.textContent).toContain(
      '$130.00 goes back to the card the client paid with, a credit note is issued, and the client is e-mailed that the project is cancelled and what happens to their money. If the refund fails, the project is not cancelled.',
    )
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    const go = within(confirm).getByRole('button', { name: 'Cancel and refund $130.00' })
    expect(document.activeElement).toBe(go)
    fireEvent.click(go)
    expect(await screen.findByText('Project Cancelled')).toBeTruthy()
    expect(screen.getByText('Harbour Gym: Project cancelled; $130.00 refunded.')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { refund: 'full', note: 'The client closed the gym' },
    ])
  })

  it('refunds part: an amount above what is left is refused in the form, then sent in cents', async () => {
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/7/payment': () =>
        ok({ ...PAID, refundedCents: 30_00, refundableCents: 100_00 } satisfies ProjectPayment),
      'POST /api/admin/projects/7/cancel': () =>
        ok({ success: true, message: 'Project cancelled; $25.50 refunded', project: cancelled }),
    })
    renderWithClient(<AdminProjectsTab />)
    const dialog = await pickCancelled()
    expect(within(dialog).getByLabelText('Full: $100.00 (all that is left of $130.00)')).toBeTruthy()
    fireEvent.click(within(dialog).getByLabelText('Part of it'))
    const amount = await within(dialog).findByLabelText('Refund amount ($)')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Project' }))
    expect(await within(dialog).findByText('Please enter the amount to refund')).toBeTruthy()
    fireEvent.change(amount, { target: { value: '100.01' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Project' }))
    expect(await within(dialog).findByText('Refund amount cannot be more than $100.00')).toBeTruthy()
    fireEvent.change(amount, { target: { value: '25.5' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Project' }))
    const confirm = await confirmation(dialog)
    expect(within(confirm).getByText('Cancel Harbour Gym and refund $25.50?')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel and refund $25.50' }))
    expect(await screen.findByText('Project Cancelled')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      refund: 'part',
      note: '',
      amountCents: 25_50,
    })
  })

  it('cancels without a refund, saying so first', async () => {
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/7/payment': () => ok(PAID),
      'POST /api/admin/projects/7/cancel': () =>
        ok({ success: true, message: 'Project cancelled; nothing was refunded', project: cancelled }),
    })
    renderWithClient(<AdminProjectsTab />)
    const dialog = await pickCancelled()
    fireEvent.click(within(dialog).getByLabelText('None'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Project' }))
    const confirm = await confirmation(dialog)
    expect(within(confirm).getByText('Cancel Harbour Gym without a refund?')).toBeTruthy()
    expect(confirm.textContent).toContain(
      'Nothing is refunded. The client is e-mailed that the project is cancelled and that no refund has been made.',
    )
    // Back leaves it undone.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Back' }))
    await waitFor(() =>
      expect(within(dialog).queryByRole('group', { name: /^Cancel Harbour Gym/ })).toBeNull(),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Project' }))
    fireEvent.click(
      within(await confirmation(dialog)).getByRole('button', { name: 'Cancel without a refund' }),
    )
    expect(await screen.findByText('Harbour Gym: Project cancelled; nothing was refunded.')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { refund: 'none', note: '' },
    ])
  })

  it("shows the server's words when the refund fails, and keeps the dialog open", async () => {
    mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/7/payment': () => ok(PAID),
      'POST /api/admin/projects/7/cancel': () =>
        refused(
          502,
          'The payment provider could not make the refund. Nothing was refunded; please try again later.',
          'PROVIDER_UNAVAILABLE',
        ),
    })
    renderWithClient(<AdminProjectsTab />)
    const dialog = await pickCancelled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Project' }))
    fireEvent.click(
      within(await confirmation(dialog)).getByRole('button', { name: 'Cancel and refund $130.00' }),
    )
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The payment provider could not make the refund. Nothing was refunded; please try again later.',
    )
    expect(screen.getByRole('dialog', { name: 'Update Project Status' })).toBeTruthy()
    // Asked again, it asks again.
    expect(within(dialog).getByRole('button', { name: 'Cancel Project' })).toBeTruthy()
  })

  it('puts the server’s word on the amount under the field', async () => {
    mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/7/payment': () => ok(PAID),
      'POST /api/admin/projects/7/cancel': () => ({
        status: 400,
        body: {
          message: 'Refund amount cannot be more than $90.00',
          code: 'VALIDATION',
          fields: { amountCents: 'Refund amount cannot be more than $90.00' },
        },
      }),
    })
    renderWithClient(<AdminProjectsTab />)
    const dialog = await pickCancelled()
    fireEvent.click(within(dialog).getByLabelText('Part of it'))
    fireEvent.change(await within(dialog).findByLabelText('Refund amount ($)'), { target: { value: '95' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Project' }))
    fireEvent.click(
      within(await confirmation(dialog)).getByRole('button', { name: 'Cancel and refund $95.00' }),
    )
    expect(await within(dialog).findByText('Refund amount cannot be more than $90.00')).toBeTruthy()
  })

  it('offers only None when nothing is left to refund', async () => {
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/7/payment': () =>
        ok({ ...PAID, refundedCents: 130_00, refundableCents: 0 } satisfies ProjectPayment),
      'POST /api/admin/projects/7/cancel': () =>
        ok({ success: true, message: 'Project cancelled; nothing was refunded', project: cancelled }),
    })
    renderWithClient(<AdminProjectsTab />)
    const heading = await screen.findByRole('heading', { name: 'Harbour Gym' })
    fireEvent.click(within(heading.closest('li')!).getByRole('button', { name: /Update Status/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Project Status' })
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'cancelled' } })
    expect(
      await within(dialog).findByText('Nothing is left to refund: $130.00 has been refunded already.'),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('group', { name: 'Refund' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Project' }))
    fireEvent.click(
      within(await confirmation(dialog)).getByRole('button', { name: 'Cancel without a refund' }),
    )
    expect(await screen.findByText('Project Cancelled')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ refund: 'none', note: '' })
  })
})
