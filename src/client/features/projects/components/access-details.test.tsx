import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccessDetails } from '../../../../shared/contracts/admin-projects'
import { detail, mockApi, ok, page, project, refused, renderWithClient } from '../test-support'
import { AdminProjectsTab } from './admin-projects-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

const p = project(9, 'delivered', {
  title: 'Corner Bakery',
  websiteUrl: 'https://bakery.example.com',
  adminUrl: 'https://bakery.example.com/admin',
  adminUsername: 'owner',
  ftpHost: 'ftp.bakery.example.com',
  deliveredAt: '2025-04-01T12:00:00.000Z',
})
const OPENED: AccessDetails = {
  websiteUrl: p.websiteUrl,
  adminUrl: p.adminUrl,
  adminUsername: 'owner',
  adminPassword: 'hunter2',
  ftpHost: p.ftpHost,
  ftpUsername: null,
  ftpPassword: null,
  deliveryNotes: null,
  deliveredAt: p.deliveredAt,
}

async function openAccessDetails() {
  const heading = await screen.findByRole('heading', { name: 'Corner Bakery' })
  fireEvent.click(within(heading.closest('li')!).getByRole('button', { name: /Access Details/ }))
  return screen.findByRole('dialog', { name: 'Access details' })
}

/** The value shown beside a label of the details list. */
const valueOf = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent

describe('Access Details', () => {
  it('keeps the passwords hidden until Show access details asks the server (which records it)', async () => {
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p, project(3, 'under_development')])),
      'POST /api/admin/projects/9/access-details/reveal': () => ok(OPENED),
    })
    renderWithClient(<AdminProjectsTab />)
    // Only a delivered project has access details.
    const other = (await screen.findByRole('heading', { name: 'Project 3' })).closest('li')!
    expect(within(other).queryByRole('button', { name: /Access Details/ })).toBeNull()

    const dialog = await openAccessDetails()
    expect(valueOf(dialog, 'Admin username')).toBe('owner')
    expect(valueOf(dialog, 'Admin password')).toBe('Hidden')
    expect(valueOf(dialog, 'FTP password')).toBe('Hidden')
    expect(calls.some((c) => c.path.endsWith('/reveal'))).toBe(false)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Show access details' }))
    expect(await within(dialog).findByText('hunter2')).toBeTruthy()
    expect(valueOf(dialog, 'FTP password')).toBe('None')
    expect(within(dialog).getByText(/your reading them is in the audit log/)).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/projects/9/access-details/reveal',
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide access details' }))
    expect(within(dialog).queryByText('hunter2')).toBeNull()
  })

  it('says why they could not be shown', async () => {
    mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'POST /api/admin/projects/9/access-details/reveal': () =>
        refused(409, 'This project has not been delivered yet, so it has no access details.', 'CONFLICT'),
    })
    renderWithClient(<AdminProjectsTab />)
    const dialog = await openAccessDetails()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show access details' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This project has not been delivered yet, so it has no access details.',
    )
  })

  it('corrects them with the delivery fields, filled with what is stored', async () => {
    const fixed = detail({ ...p, adminUrl: 'https://bakery.example.com/wp-admin' })
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'POST /api/admin/projects/9/access-details/reveal': () => ok(OPENED),
      'PUT /api/admin/projects/9/access-details': () =>
        ok({ success: true, message: 'Access details updated; the client has been told', project: fixed }),
    })
    renderWithClient(<AdminProjectsTab />)
    const dialog = await openAccessDetails()
    // Correcting opens them first: the form is filled with the stored passwords.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct access details' }))
    const form = await within(dialog).findByRole('form', { name: 'Correct access details' })
    expect((within(form).getByLabelText('Admin Password') as HTMLInputElement).value).toBe('hunter2')
    expect((within(form).getByLabelText('Live Website URL') as HTMLInputElement).value).toBe(
      'https://bakery.example.com',
    )

    fireEvent.change(within(form).getByLabelText('Live Website URL'), { target: { value: '' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save Access Details' }))
    expect(await within(form).findByText('Live website URL is required')).toBeTruthy()
    fireEvent.change(within(form).getByLabelText('Live Website URL'), {
      target: { value: 'https://bakery.example.com' },
    })
    fireEvent.change(within(form).getByLabelText('Admin Panel URL'), {
      target: { value: 'https://bakery.example.com/wp-admin' },
    })
    fireEvent.change(within(form).getByLabelText('Admin Password'), { target: { value: 'n3w-Secret' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save Access Details' }))
    expect(await screen.findByText('Access Details Updated')).toBeTruthy()
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      websiteUrl: 'https://bakery.example.com',
      adminUrl: 'https://bakery.example.com/wp-admin',
      adminUsername: 'owner',
      adminPassword: 'n3w-Secret',
      ftpHost: 'ftp.bakery.example.com',
      ftpUsername: '',
      ftpPassword: '',
      deliveryNotes: '',
    })
    // Back to the details, as they now are.
    expect(await within(dialog).findByText('n3w-Secret')).toBeTruthy()
    expect(valueOf(dialog, 'Admin panel')).toBe('https://bakery.example.com/wp-admin')
    expect(calls.filter((c) => c.path.endsWith('/reveal'))).toHaveLength(1)
  })
})
