import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detail, mockApi, ok, page, project, refused, renderWithClient, sample } from '../test-support'
import { AdminProjectsTab } from './admin-projects-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The card of one project, found by its heading. */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { name: title })
  return heading.closest('li')!
}

const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })

describe('design samples', () => {
  const p = project(3, 'samples_ready')
  const selected = sample(11, 3, { title: 'Sunset', isSelected: true, clientFeedback: 'Love the colours' })
  const other = sample(12, 3, { title: 'Harbour' })

  it('marks the selected sample with the client’s feedback, and deletes another only once confirmed', async () => {
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/3/design-samples': () => ok([selected, other]),
      'DELETE /api/admin/design-samples/12': () => ok({ success: true, message: 'Deleted' }),
    })
    renderWithClient(<AdminProjectsTab />)
    const c = await card('Project 3')
    await within(c).findByText('Sunset', { selector: 'p' })
    expect(within(c).getByText('Selected by Client')).toBeTruthy()
    expect(within(c).getByText(/Love the colours/)).toBeTruthy()

    fireEvent.click(within(c).getByRole('button', { name: 'Delete Harbour' }))
    let confirm = await screen.findByRole('alertdialog')
    expect(within(confirm).getByText('Are you sure you want to delete this design sample?')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false)

    fireEvent.click(within(c).getByRole('button', { name: 'Delete Harbour' }))
    confirm = await screen.findByRole('alertdialog')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Design Sample Deleted')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/admin/design-samples/12',
    ])
  })

  it('says why a delete failed', async () => {
    mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/3/design-samples': () => ok([other]),
      'DELETE /api/admin/design-samples/12': () => 'network-failure',
    })
    renderWithClient(<AdminProjectsTab />)
    const c = await card('Project 3')
    fireEvent.click(await within(c).findByRole('button', { name: 'Delete Harbour' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Error')).toBeTruthy()
    expect(screen.getByText('Failed to delete design sample')).toBeTruthy()
  })

  it('asks for a title and an image URL, then publishes the sample', async () => {
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/3/design-samples': () => ok([]),
      'POST /api/admin/projects/3/design-samples': () =>
        ok({ success: true, message: 'ok', sample: sample(13, 3, { title: 'Garden' }) }),
    })
    renderWithClient(<AdminProjectsTab />)
    const c = await card('Project 3')
    fireEvent.click(await within(c).findByRole('button', { name: /Add Sample/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Design Sample' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Sample' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toEqual(['Title is required', 'Image URL is required']),
    )
    fill(dialog, 'Title', 'Garden')
    fill(dialog, 'Image URL', 'not a url')
    fill(dialog, 'Preview URL (optional)', '')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Sample' }))
    expect(await within(dialog).findByText('Please enter a valid URL (https://…)')).toBeTruthy()
    fill(dialog, 'Image URL', 'https://cdn.example.com/garden.png')
    fill(dialog, 'Design Notes (optional)', 'Serif headings')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Sample' }))
    expect(await screen.findByText('Design Sample Added')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      title: 'Garden',
      description: '',
      imageUrl: 'https://cdn.example.com/garden.png',
      previewUrl: null,
      designNotes: 'Serif headings',
    })
  })

  it("edits a sample, and shows the server's message when it refuses", async () => {
    mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/3/design-samples': () => ok([other]),
      'PUT /api/admin/design-samples/12': () => refused(409, 'The project has moved past design.'),
    })
    renderWithClient(<AdminProjectsTab />)
    const c = await card('Project 3')
    fireEvent.click(await within(c).findByRole('button', { name: 'Edit Harbour' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Design Sample' })
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Harbour')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('The project has moved past design.')).toBeTruthy()
    expect(screen.getByText('Error')).toBeTruthy()
  })
})

describe('Submit for Final Review', () => {
  it('needs a staging URL, then sends it with the notes', async () => {
    const p = project(6, 'under_development')
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'POST /api/admin/projects/6/submit-for-review': () =>
        ok({ success: true, message: 'ok', project: detail({ ...p, status: 'awaiting_approval' }) }),
    })
    renderWithClient(<AdminProjectsTab />)
    const c = await card('Project 6')
    fireEvent.click(within(c).getByRole('button', { name: 'Submit for Final Review' }))
    expect(await within(c).findByText('Staging URL is required')).toBeTruthy()
    fill(c, 'Staging URL', 'staging.example')
    fireEvent.click(within(c).getByRole('button', { name: 'Submit for Final Review' }))
    expect(await within(c).findByText('Please enter a valid URL (https://…)')).toBeTruthy()
    fill(c, 'Staging URL', 'https://staging.example.com')
    fireEvent.click(within(c).getByRole('button', { name: 'Submit for Final Review' }))
    expect(await screen.findByText('Submitted for Review')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      stagingUrl: 'https://staging.example.com',
      notes: '',
      screenshotUploadIds: [],
    })
  })

  it('tells the admin when it fails', async () => {
    const p = project(6, 'under_development', { stagingUrl: 'https://staging.example.com' })
    mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'POST /api/admin/projects/6/submit-for-review': () => 'network-failure',
    })
    renderWithClient(<AdminProjectsTab />)
    fireEvent.click(within(await card('Project 6')).getByRole('button', { name: 'Submit for Final Review' }))
    expect(await screen.findByText('Failed to submit for review')).toBeTruthy()
  })
})

describe('Deliver Project', () => {
  it('needs the live website URL and includes the free month unless unticked', async () => {
    const p = project(8, 'completed')
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'POST /api/admin/deliver-project': () =>
        ok({ success: true, message: 'ok', project: detail({ ...p, status: 'delivered' }) }),
    })
    renderWithClient(<AdminProjectsTab />)
    fireEvent.click(within(await card('Project 8')).getByRole('button', { name: /Deliver Project/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Deliver Project' })
    const free = within(dialog).getByLabelText(/Include 1 month of free maintenance/) as HTMLInputElement
    expect(free.checked).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver Project' }))
    expect(await within(dialog).findByText('Live website URL is required')).toBeTruthy()

    fill(dialog, 'Live Website URL', 'https://bistro.example.com')
    fill(dialog, 'Admin Username', 'owner')
    fill(dialog, 'Admin Password', 's3cret!')
    fill(dialog, 'FTP Host', 'ftp.bistro.example.com')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver Project' }))
    expect(await screen.findByText('Project Delivered!')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      projectId: 8,
      websiteUrl: 'https://bistro.example.com',
      adminUrl: null,
      adminUsername: 'owner',
      adminPassword: 's3cret!',
      ftpHost: 'ftp.bistro.example.com',
      ftpUsername: '',
      ftpPassword: '',
      deliveryNotes: '',
      maintenanceIncluded: true,
    })
  })
})

describe('Request Details', () => {
  it('needs the details and sends the type, urgency and chosen items', async () => {
    const p = project(4, 'pending_design')
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/4/design-samples': () => ok([]),
      'POST /api/admin/request-details': () => ok({ success: true, message: 'ok', project: detail(p) }),
    })
    renderWithClient(<AdminProjectsTab />)
    fireEvent.click(within(await card('Project 4')).getByRole('button', { name: /Request Details/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Request Details' })
    const urgency = within(dialog).getByLabelText('Urgency') as HTMLSelectElement
    expect([...urgency.options].map((o) => o.textContent)).toEqual([
      'Low',
      'Normal — within 3 days',
      'High — within 1 day',
      'Urgent',
    ])
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(8)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Details' }))
    expect(await within(dialog).findByText('Details are required')).toBeTruthy()

    fireEvent.change(within(dialog).getByLabelText('Request type'), { target: { value: 'content' } })
    fireEvent.change(urgency, { target: { value: 'high' } })
    fill(dialog, 'Details', 'Please send the menu and opening hours.')
    fireEvent.click(within(dialog).getByLabelText('Text content'))
    fireEvent.click(within(dialog).getByLabelText('Images and photos'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Details' }))
    expect(await screen.findByText('Details Requested!')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      projectId: 4,
      requestType: 'content',
      urgency: 'high',
      details: 'Please send the menu and opening hours.',
      specificItems: ['content_text', 'images_photos'],
    })
  })
})

describe('Notify Client', () => {
  it("needs a title and message and sends them to the project's client", async () => {
    const p = project(9, 'delivered')
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'POST /api/admin/notifications': () => ok({ success: true, message: 'ok', sent: 1 }),
    })
    renderWithClient(<AdminProjectsTab />)
    fireEvent.click(within(await card('Project 9')).getByRole('button', { name: /Notify Client/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Notification' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Notification' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toEqual(['Title is required', 'Message is required']),
    )
    fill(dialog, 'Title', 'Your site is live')
    fill(dialog, 'Message', 'Have a look and tell us what you think.')
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'order_update' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Notification' }))
    expect(await screen.findByText('Notification Sent!')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      userId: 49,
      projectId: 9,
      title: 'Your site is live',
      message: 'Have a look and tell us what you think.',
      type: 'order_update',
    })
  })
})
