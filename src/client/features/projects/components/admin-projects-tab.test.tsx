import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROJECT_STATUSES, STATUS_LABELS } from '../../../../shared/lifecycle'
import { detail, mockApi, ok, page, project, refused, renderWithClient } from '../test-support'
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
      'GET /api/admin/messages/unread': () => ok({ total: 0, projects: [] }),
      'GET /api/admin/projects': () => ok(page(items)),
      'GET /api/admin/projects/:id/design-samples': () => ok([]),
      ...Object.fromEntries(
        items.map((p) => [`GET /api/admin/projects/${p.id}/design-samples`, () => ok([])]),
      ),
    })
    renderWithClient(<AdminProjectsTab />)

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
    expect(within(await card('Under Development')).getByText('Revision round 3 — paid')).toBeTruthy()
    expect(screen.getAllByText(/Revision round \d — paid/)).toHaveLength(1)
    // Only the four design statuses read their samples.
    const sampleReads = calls.filter((c) => c.path.endsWith('/design-samples')).map((c) => c.path)
    expect(sampleReads.sort()).toEqual(
      [2, 3, 4, 5].map((id) => `/api/admin/projects/${id}/design-samples`).sort(),
    )
    expect(calls[0]!.search).toBe('?page=1&pageSize=10')
  })

  it('filters by status and pages through the list', async () => {
    const calls = mockApi({
      'GET /api/admin/messages/unread': () => ok({ total: 0, projects: [] }),
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
    renderWithClient(<AdminProjectsTab />)
    await card('Page 1')
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: /Next/ }))
    await card('Page 2')
    expect(calls.filter((c) => c.path === '/api/admin/projects').at(-1)!.search).toBe('?page=2&pageSize=10')

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } })
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/projects').at(-1)!.search).toBe(
        '?page=1&pageSize=10&status=completed',
      ),
    )
  })

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true
    mockApi({
      'GET /api/admin/projects': () =>
        fail
          ? refused(500, 'Something went wrong on our side.', 'INTERNAL')
          : ok(page([project(1, 'completed')])),
    })
    renderWithClient(<AdminProjectsTab />)
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
      'GET /api/admin/messages/unread': () => ok({ total: 0, projects: [] }),
      'GET /api/admin/projects': () => ok(page([p])),
      'GET /api/admin/projects/7/design-samples': () => ok([]),
      'PATCH /api/admin/projects/7': () =>
        ok({
          success: true,
          message: 'ok',
          project: detail({ ...p, status: 'under_development', statusLabel: 'Under Development' }),
        }),
    })
    renderWithClient(<AdminProjectsTab />)
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
    renderWithClient(<AdminProjectsTab />)
    fireEvent.click(within(await card('Project 7')).getByRole('button', { name: /Update Status/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Project Status' })
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'under_development' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This project was changed meanwhile. Reload and try again.',
    )
    expect(screen.getByRole('dialog', { name: 'Update Project Status' })).toBeTruthy()
  })
})

describe('the timeline', () => {
  it('lists the moves with who, when and why, the requests, and the delivery with its passwords hidden until shown', async () => {
    const p = project(9, 'delivered', { deliveredAt: '2025-04-01T12:00:00.000Z' })
    mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'POST /api/admin/projects/9/access-details/reveal': () =>
        ok({
          websiteUrl: 'https://bistro.example.com',
          adminUrl: null,
          adminUsername: null,
          adminPassword: 'hunter2',
          ftpHost: null,
          ftpUsername: null,
          ftpPassword: null,
          deliveryNotes: null,
          deliveredAt: '2025-04-01T12:00:00.000Z',
        }),
      'GET /api/admin/projects/9': () =>
        ok(
          detail(p, {
            websiteUrl: 'https://bistro.example.com',
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
                dueAt: null,
                answer: null,
                answeredAt: null,
                attachments: [],
              },
            ],
          }),
        ),
    })
    renderWithClient(<AdminProjectsTab />)
    fireEvent.click(within(await card('Project 9')).getByRole('button', { name: /Timeline/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Project timeline' })
    expect(await within(dialog).findByText('Handed over')).toBeTruthy()
    expect(within(dialog).getByText(/Admin ·/)).toBeTruthy()
    expect(within(dialog).getByText('The menu, please')).toBeTruthy()
    expect(within(dialog).getByText('Items: Text content')).toBeTruthy()
    expect(within(dialog).getByText('https://bistro.example.com')).toBeTruthy()
    expect(within(dialog).queryByText('hunter2')).toBeNull()
    // The panel's reads never carry the passwords: showing them asks the server, which records it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show access details' }))
    expect(await within(dialog).findByText('hunter2')).toBeTruthy()
  })
})
