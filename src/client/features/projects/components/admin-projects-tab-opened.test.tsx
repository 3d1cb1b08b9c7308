import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from '../../../test/memory-location'
import { detail, mockApi, ok, page, project, refused, renderWithClient } from '../test-support'
import { AdminProjectsTab } from './admin-projects-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true })
  renderWithClient(<AdminProjectsTab />, location)
  return location
}

describe('a project opened by its address', () => {
  it('shows that project with its timeline open, and goes back to the list', async () => {
    const p = project(31, 'completed', { title: 'Corner Bakery' })
    const calls = mockApi({
      'GET /api/admin/projects/31': () =>
        ok(
          detail(p, {
            events: [
              {
                id: 1,
                kind: 'paymentVerified',
                actorRole: 'system',
                fromStatus: 'payment_pending',
                toStatus: 'requirements_needed',
                note: 'Payment of $249.50 received by cheque',
                createdAt: '2026-01-05T10:00:00.000Z',
              },
            ],
          }),
        ),
      'GET /api/admin/projects': () => ok(page([p, project(30, 'completed', { title: 'Other site' })])),
    })
    const location = renderAt('/admin/projects?project=31')
    expect(screen.getByRole('heading', { name: 'Project #31' })).toBeTruthy()
    const dialog = await screen.findByRole('dialog', { name: 'Project timeline' })
    expect(await within(dialog).findByText(/received by cheque/)).toBeTruthy()
    expect(calls.some((c) => c.path === '/api/admin/projects')).toBe(false)

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The project's own card, with its actions.
    const card = screen.getByRole('heading', { name: 'Corner Bakery' }).closest('li')!
    expect(within(card).getByRole('button', { name: /Deliver Project/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /All projects/ }))
    expect(location.history!.at(-1)).toBe('/admin/projects')
    expect(await screen.findByRole('heading', { name: 'Other site' })).toBeTruthy()
  })

  it('says when the project does not exist', async () => {
    mockApi({ 'GET /api/admin/projects/99': () => refused(404, 'Project not found', 'NOT_FOUND') })
    renderAt('/admin/projects?project=99')
    expect((await screen.findByRole('alert')).textContent).toContain('This project could not be found.')
  })

  it('shows the list for an address whose project cannot be an id', async () => {
    mockApi({ 'GET /api/admin/projects': () => ok(page([project(1, 'completed')])) })
    renderAt('/admin/projects?project=abc')
    expect(await screen.findByRole('heading', { name: 'Project 1' })).toBeTruthy()
  })
})
