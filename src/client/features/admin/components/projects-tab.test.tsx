import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROJECT_STATUSES, STATUS_LABELS } from '../../../../shared/lifecycle'
import { detail, mockApi, ok, page, project, refused, renderWithClient, sample } from '../test-support'
import { ProjectsTab } from './projects-tab'

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

describe('the Projects tab', () => {
  it('shows each project with its facts, and the actions and panel its status allows', async () => {
    const items = PROJECT_STATUSES.map((s, i) =>
      project(i + 1, s, {
        title: STATUS_LABELS[s],
        ...(s === 'under_development' ? { billableRevisions: true, revisionRounds: 3 } : {}),
        ...(s === 'completed' ? { deliveryDate: '2025-04-10T00:00:00.000Z', pages: 8 } : {}),
      }),
    )
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page(items)),
      'GET /api/admin/projects/:id/design-samples': () => ok([]),
      ...Object.fromEntries(
        items.map((p) => [`GET /api/admin/projects/${p.id}/design-samples`, () => ok([])]),
      ),
    })
    renderWithClient(<ProjectsTab />)

    const completed = await card('Completed')
    expect(within(completed).getByText('Apr 10, 2025')).toBeTruthy()
    expect(within(completed).getByText('8')).toBeTruthy()
    expect(within(completed).getByText('$150.00')).toBeTruthy()
    expect(within(completed).getByText('Restaurant/Food Service')).toBeTruthy()
    expect(within(await card('Pending Design')).getByText('Not set')).toBeTruthy()

    for (const p of items) {
      const c = await card(p.title)
      expect(within(c).getByRole('button', { name: /Update Status/ })).toBeTruthy()
      expect(within(c).getByRole('button', { name: /Request Details/ })).toBeTruthy()
      expect(within(c).getByRole('button', { name: /Notify Client/ })).toBeTruthy()
      // Deliver only from completed.
      expect(!!within(c).queryByRole('button', { name: /Deliver Project/ })).toBe(p.status === 'completed')
      const samples = !!within(c).queryByRole('heading', { name: /Design samples/ })
      const review = !!within(c).queryByRole('heading', { name: 'Submit for Final Review' })
      const expected = ['requirements_needed', 'pending_design', 'samples_ready', 'design_selected'].includes(
        p.status,
      )
        ? 'samples'
        : p.status === 'under_development'
          ? 'review'
          : 'none'
      expect({ status: p.status, panel: samples ? 'samples' : review ? 'review' : 'none' }).toEqual({
        status: p.status,
        panel: expected,
      })
    }
    expect(within(await card('Under Development')).getByText('Revision round 3 — billable')).toBeTruthy()
    expect(screen.getAllByText(/billable/)).toHaveLength(1)
    // Only the four design statuses read their samples.
    const sampleReads = calls.filter((c) => c.path.endsWith('/design-samples')).map((c) => c.path)
    expect(sampleReads.sort()).toEqual(
      [2, 3, 4, 5].map((id) => `/api/admin/projects/${id}/design-samples`).sort(),
    )
    expect(calls[0]!.search).toBe('?page=1&pageSize=10')
  })

  it('filters by status and pages through the list', async () => {
    const calls = mockApi({
      'GET /api/admin/projects': (c) => {
        const q = new URLSearchParams(c.search)
        const p = Number(q.get('page'))
        return ok({
          items: [project(p, 'completed', { title: `Page ${p}` })],
          page: p,
          pageSize: 10,
          total: 25,
        })
      },
    })
    renderWithClient(<ProjectsTab />)
    await card('Page 1')
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: /Next/ }))
    await card('Page 2')
    expect(calls.at(-1)!.search).toBe('?page=2&pageSize=10')

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } })
    await waitFor(() => expect(calls.at(-1)!.search).toBe('?page=1&pageSize=10&status=completed'))
  })

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true
    mockApi({
      'GET /api/admin/projects': () =>
        fail
          ? refused(500, 'Something went wrong on our side.', 'INTERNAL')
          : ok(page([project(1, 'completed')])),
    })
    renderWithClient(<ProjectsTab />)
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side.')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }))
    await card('Project 1')
  })
})

describe('Update Project Status', () => {
  it('offers every status but delivered with the current one chosen, and sends the note', async () => {
    const p = project(7, 'design_selected')
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/7/design-samples': () => ok([]),
      'PATCH /api/admin/projects/7': () =>
        ok({
          success: true,
          message: 'ok',
          project: detail({ ...p, status: 'under_development', statusLabel: 'Under Development' }),
        }),
    })
    renderWithClient(<ProjectsTab />)
    fireEvent.click(within(await card('Project 7')).getByRole('button', { name: /Update Status/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Project Status' })
    const picker = within(dialog).getByLabelText('Status') as HTMLSelectElement
    const options = [...picker.options].map((o) => o.value)
    expect(options).toEqual(PROJECT_STATUSES.filter((s) => s !== 'delivered'))
    expect([...picker.options].map((o) => o.textContent)).toContain('Design Samples Ready')
    expect(picker.value).toBe('design_selected')

    fireEvent.change(picker, { target: { value: 'under_development' } })
    fill(dialog, 'Note (optional)', 'Design approved, building now')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }))
    expect(await screen.findByText('Project Updated!')).toBeTruthy()
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      status: 'under_development',
      note: 'Design approved, building now',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("shows the server's reason when the move is refused", async () => {
    const p = project(7, 'completed')
    mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'PATCH /api/admin/projects/7': () =>
        refused(409, 'This project was changed meanwhile. Reload and try again.'),
    })
    renderWithClient(<ProjectsTab />)
    fireEvent.click(within(await card('Project 7')).getByRole('button', { name: /Update Status/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Project Status' })
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'cancelled' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This project was changed meanwhile. Reload and try again.',
    )
    expect(screen.getByRole('dialog', { name: 'Update Project Status' })).toBeTruthy()
  })
})

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
    renderWithClient(<ProjectsTab />)
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
    renderWithClient(<ProjectsTab />)
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
    renderWithClient(<ProjectsTab />)
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
    renderWithClient(<ProjectsTab />)
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
    renderWithClient(<ProjectsTab />)
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
    })
  })

  it('tells the admin when it fails', async () => {
    const p = project(6, 'under_development', { stagingUrl: 'https://staging.example.com' })
    mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'POST /api/admin/projects/6/submit-for-review': () => 'network-failure',
    })
    renderWithClient(<ProjectsTab />)
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
    renderWithClient(<ProjectsTab />)
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
    renderWithClient(<ProjectsTab />)
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
    renderWithClient(<ProjectsTab />)
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

describe('the timeline', () => {
  it('lists the moves with who, when and why, the requests, and the delivery with its passwords hidden', async () => {
    const p = project(9, 'delivered', { deliveredAt: '2025-04-01T12:00:00.000Z' })
    mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/9': () =>
        ok(
          detail(p, {
            websiteUrl: 'https://bistro.example.com',
            adminPassword: 'hunter2',
            events: [
              {
                id: 1,
                kind: 'status_changed',
                actorRole: 'admin',
                fromStatus: 'completed',
                toStatus: 'delivered',
                note: 'Handed over',
                createdAt: '2025-04-01T12:00:00.000Z',
              },
            ],
            infoRequests: [
              {
                id: 2,
                requestType: 'content',
                urgency: 'high',
                details: 'The menu, please',
                specificItems: ['content_text'],
                createdAt: '2025-03-10T12:00:00.000Z',
              },
            ],
          }),
        ),
    })
    renderWithClient(<ProjectsTab />)
    fireEvent.click(within(await card('Project 9')).getByRole('button', { name: /Timeline/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Project timeline' })
    expect(await within(dialog).findByText('Handed over')).toBeTruthy()
    expect(within(dialog).getByText(/Admin ·/)).toBeTruthy()
    expect(within(dialog).getByText('The menu, please')).toBeTruthy()
    expect(within(dialog).getByText('Items: Text content')).toBeTruthy()
    expect(within(dialog).queryByText('hunter2')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show admin password' }))
    expect(within(dialog).getByText('hunter2')).toBeTruthy()
  })
})
