import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Call, mockApi, ok, refused, renderWithClient } from '../../../test/mock-api'
import { AddManualUserDialog } from './add-manual-user-dialog'

afterEach(() => {
  vi.unstubAllGlobals()
})

const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })

function renderDialog() {
  const onOpenChange = vi.fn()
  renderWithClient(<AddManualUserDialog open onOpenChange={onOpenChange} />)
  const dialog = screen.getByRole('dialog', { name: 'Add a user for a manual payment' })
  return { dialog, onOpenChange }
}

function fillAll(dialog: HTMLElement) {
  fill(dialog, 'First name', 'Grace')
  fill(dialog, 'Last name', 'Hopper')
  fill(dialog, 'Email', 'grace@example.com')
  fill(dialog, 'Phone (optional)', '+1 555 0100')
  fill(dialog, 'Project title', 'Hopper Consulting website')
  fill(dialog, 'Payment amount ($)', '249.50')
  fill(dialog, 'Payment method', 'cheque')
  fill(dialog, 'Payment reference (optional)', 'CHQ-000871')
  fill(dialog, 'Notes (optional)', 'Logo to follow.')
}

const added = (c: Call) =>
  ok({
    success: true,
    message: 'User added.',
    user: { id: 12, email: c.body!.email, firstName: c.body!.firstName, lastName: c.body!.lastName },
    orderId: 30,
    projectId: 40,
    invoiceNumber: 'INV-000031',
  })

describe("'Add a user for a manual payment'", () => {
  it('shows each required field its message and sends nothing', async () => {
    const calls = mockApi({})
    const { dialog } = renderDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add User' }))
    const alerts = await within(dialog).findAllByRole('alert')
    expect(alerts.map((a) => a.textContent).sort()).toEqual(
      [
        'First name is required',
        'Last name is required',
        'Valid email is required',
        'Project title is required',
        'Payment amount is required',
      ].sort(),
    )
    expect(within(dialog).getByLabelText('First name').getAttribute('aria-invalid')).toBe('true')

    fillAll(dialog)
    fill(dialog, 'Email', 'not-an-email')
    fill(dialog, 'Payment amount ($)', '10.005')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add User' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toEqual([
        'Valid email is required',
        'Payment amount must be in dollars and cents (at most 2 decimals)',
      ]),
    )
    expect(calls).toEqual([])
  })

  it('offers the four ways to pay, bank transfer first', () => {
    mockApi({})
    const { dialog } = renderDialog()
    const method = within(dialog).getByLabelText('Payment method') as HTMLSelectElement
    expect([...method.options].map((o) => [o.value, o.textContent])).toEqual([
      ['bank_transfer', 'Bank transfer'],
      ['cash', 'Cash'],
      ['cheque', 'Cheque'],
      ['other', 'Other'],
    ])
    expect(method.value).toBe('bank_transfer')
  })

  it('sends the payment with its method and reference, says the sign-in details went by e-mail, and closes', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    const calls = mockApi({
      'POST /api/admin/add-user': async (c) => {
        await held
        return added(c)
      },
    })
    const { dialog, onOpenChange } = renderDialog()
    fillAll(dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add User' }))
    // Waiting: the button says so and cannot be pressed again.
    const busy = await within(dialog).findByRole('button', { name: /Adding/ })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    release()

    const title = await screen.findByText('User Added Successfully!')
    const toast = title.closest('li')!
    expect(toast.textContent).toMatch(/sign-in details .* sent by e-mail to grace@example\.com/)
    expect(toast.textContent).not.toMatch(/credential/i)
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/admin/add-user' })
    expect(calls[0]!.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      projectTitle: 'Hopper Consulting website',
      paymentAmount: 249.5,
      paymentMethod: 'cheque',
      paymentReference: 'CHQ-000871',
      notes: 'Logo to follow.',
    })
  })

  it("shows the server's message when the address has an account, and stays open", async () => {
    const message = 'A user with this email already exists.'
    mockApi({ 'POST /api/admin/add-user': () => refused(409, message, 'CONFLICT') })
    const { dialog, onOpenChange } = renderDialog()
    fillAll(dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add User' }))
    const title = await screen.findByText('Error Adding User')
    expect(title.closest('li')!.textContent).toContain(message)
    expect(within(dialog).getByRole('alert').textContent).toBe(message)
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(onOpenChange).not.toHaveBeenCalled()
    expect((within(dialog).getByRole('button', { name: 'Add User' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('puts a field message the server answers under its field', async () => {
    mockApi({
      'POST /api/admin/add-user': () => ({
        status: 400,
        body: {
          message: 'Project title is required',
          error: 'Project title is required',
          code: 'VALIDATION',
          fields: { projectTitle: 'Project title is required' },
        },
      }),
    })
    const { dialog } = renderDialog()
    fillAll(dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add User' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Project title').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(within(dialog).getByRole('alert').textContent).toBe('Project title is required')
  })
})
