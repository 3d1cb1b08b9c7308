import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminPortfolioItem } from '../../../../shared/contracts/admin-portfolio'
import { Toaster } from '../../../components/ui/toaster'
import { createQueryClient } from '../../../lib/query-client'
import { mockApi, ok, renderWithClient } from '../../../test/mock-api'
import { AdminPortfolioTab } from './admin-portfolio-tab'
import { stubUploads } from '../../../test/fake-xhr'

afterEach(() => {
  vi.unstubAllGlobals()
})

const item = (id: number, over: Partial<AdminPortfolioItem> = {}): AdminPortfolioItem => ({
  id,
  title: `Site ${id}`,
  description: `A site for business ${id}.`,
  category: 'Restaurant',
  imageUrl: `https://cdn.example.com/portfolio/${id}.jpg`,
  websiteUrl: null,
  featured: false,
  position: id,
  createdAt: '2026-03-0' + String(id) + 'T10:00:00.000Z',
  ...over,
})

const page = (items: AdminPortfolioItem[]) => ok({ items, page: 1, pageSize: 100, total: items.length })

const table = () => screen.findByRole('table', { name: 'Portfolio items' })

describe('the Portfolio tab', () => {
  it('lists each item with its image, title, Featured badge, category, description, website and date', async () => {
    const calls = mockApi({
      'GET /api/admin/portfolio': () =>
        page([item(1, { featured: true, websiteUrl: 'https://bistro.example', category: 'Legal' }), item(2)]),
    })
    renderWithClient(<AdminPortfolioTab />)
    const t = await table()
    const [, first, second] = within(t).getAllByRole('row')
    const one = within(first!)
    expect(one.getByRole('img', { name: 'Site 1' }).getAttribute('src')).toBe(
      'https://cdn.example.com/portfolio/1.jpg',
    )
    expect(one.getByText('Site 1')).toBeTruthy()
    expect(one.getByText('Featured', { selector: '[data-slot=badge], span' })).toBeTruthy()
    expect(one.getByText('Legal')).toBeTruthy()
    expect(one.getByText('A site for business 1.')).toBeTruthy()
    const link = one.getByRole('link', {
      name: 'bistro.example: website of Site 1 (opens in a new tab)',
    })
    expect(link.getAttribute('href')).toBe('https://bistro.example')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(one.getByText('Mar 1, 2026')).toBeTruthy()
    expect(within(second!).queryByText('Featured', { selector: 'span' })).toBeNull()
    expect(within(second!).getByText('None')).toBeTruthy()
    expect(screen.getByText('2 items, in the order the portfolio page shows them')).toBeTruthy()
    expect(calls[0]!.search).toBe('?page=1&pageSize=100')
  })

  it('tells the admin to click Add Portfolio Item when there are none', async () => {
    mockApi({ 'GET /api/admin/portfolio': () => page([]) })
    renderWithClient(<AdminPortfolioTab />)
    expect(await screen.findByText('No portfolio items yet')).toBeTruthy()
    expect(screen.getByText('Click Add Portfolio Item to add the first one.')).toBeTruthy()
  })

  it('shows a failure to load with a way to try again', async () => {
    let fail = true
    mockApi({
      'GET /api/admin/portfolio': () => (fail ? { status: 500, body: { message: 'Boom' } } : page([item(1)])),
    })
    renderWithClient(<AdminPortfolioTab />)
    expect(await screen.findByRole('alert')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await table()).toBeTruthy()
  })

  it('adds an item through the dialog, checks the fields first, and refreshes the tab and the public lists', async () => {
    let items = [item(1)]
    const calls = mockApi({
      'GET /api/admin/portfolio': () => page(items),
      'POST /api/admin/portfolio': (call) => {
        const added = item(9, { ...(call.body as Partial<AdminPortfolioItem>), position: -1 })
        items = [added, ...items]
        return ok({ success: true, message: 'Portfolio item added', item: added })
      },
    })
    const queryClient = createQueryClient()
    queryClient.setQueryData(['portfolio', 'list'], [])
    render(
      <QueryClientProvider client={queryClient}>
        <AdminPortfolioTab />
        <Toaster />
      </QueryClientProvider>,
    )
    await table()
    fireEvent.click(screen.getByRole('button', { name: 'Add Portfolio Item' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a portfolio item' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }))
    expect(await within(dialog).findByText('Title is required')).toBeTruthy()
    expect(within(dialog).getByText('Please choose a category')).toBeTruthy()
    expect(within(dialog).getByText('Description is required')).toBeTruthy()
    expect(within(dialog).getByText('Image URL is required')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Harbor Consulting' } })
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'Consulting' } })
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Five pages.' } })
    fireEvent.change(within(dialog).getByLabelText('Image URL'), { target: { value: 'not a url' } })
    fireEvent.change(within(dialog).getByLabelText('Website URL (optional)'), {
      target: { value: 'harbor' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }))
    expect(
      await within(dialog).findByText('Please enter a valid image URL (https://…) or upload an image'),
    ).toBeTruthy()
    expect(within(dialog).getByText('Please enter a valid URL (https://…)')).toBeTruthy()

    fireEvent.change(within(dialog).getByLabelText('Image URL'), {
      target: { value: 'https://cdn.example.com/harbor.jpg' },
    })
    fireEvent.change(within(dialog).getByLabelText('Website URL (optional)'), { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Featured/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }))
    expect(await screen.findByText('Portfolio Item Added')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      title: 'Harbor Consulting',
      category: 'Consulting',
      description: 'Five pages.',
      imageUrl: 'https://cdn.example.com/harbor.jpg',
      websiteUrl: null,
      featured: true,
    })
    expect(await within(await table()).findByText('Harbor Consulting')).toBeTruthy()
    expect(queryClient.getQueryState(['portfolio', 'list'])!.isInvalidated).toBe(true)
  })

  it("says exactly 'Failed to add portfolio item. Please try again.' when the add fails", async () => {
    mockApi({
      'GET /api/admin/portfolio': () => page([]),
      'POST /api/admin/portfolio': () => ({ status: 500, body: { message: 'Internal error' } }),
    })
    renderWithClient(<AdminPortfolioTab />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add Portfolio Item' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a portfolio item' })
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Harbor' } })
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'Legal' } })
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Five pages.' } })
    fireEvent.change(within(dialog).getByLabelText('Image URL'), {
      target: { value: 'https://x.example/a.png' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }))
    expect(await screen.findByText('Failed to add portfolio item. Please try again.')).toBeTruthy()
    // The dialog stays open with what was typed.
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Harbor')
  })

  it('uploads an image with its progress and uses its address', async () => {
    const sent = stubUploads()
    mockApi({ 'GET /api/admin/portfolio': () => page([]) })
    renderWithClient(<AdminPortfolioTab />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add Portfolio Item' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a portfolio item' })

    const bad = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })
    fireEvent.change(within(dialog).getByLabelText('Upload an image'), { target: { files: [bad] } })
    expect(within(dialog).getByText('Please upload a PNG, JPEG, WebP or GIF image.')).toBeTruthy()
    expect(sent).toHaveLength(0)

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' })
    fireEvent.change(within(dialog).getByLabelText('Upload an image'), { target: { files: [png] } })
    expect(sent).toHaveLength(1)
    expect([sent[0]!.method, sent[0]!.url]).toEqual(['POST', '/api/admin/uploads'])
    // The form waits for the image before it can be sent.
    expect(within(dialog).getByRole('button', { name: /Uploading…/ })).toHaveProperty('disabled', true)
    act(() => sent[0]!.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }))
    expect(within(dialog).getByText('Uploading… 40%')).toBeTruthy()
    expect(within(dialog).getByRole('progressbar', { name: 'Image upload progress' })).toBeTruthy()
    act(() => {
      sent[0]!.status = 200
      sent[0]!.responseText = JSON.stringify({
        id: 5,
        contentType: 'image/png',
        size: 4,
        url: '/api/uploads/public/5',
      })
      sent[0]!.onload?.()
    })
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Image URL') as HTMLInputElement).value).toBe(
        '/api/uploads/public/5',
      ),
    )
    expect(within(dialog).getByRole('img', { name: 'Preview of the image' }).getAttribute('src')).toBe(
      '/api/uploads/public/5',
    )
    expect(within(dialog).getByRole('button', { name: 'Add Item' })).toHaveProperty('disabled', false)
  })

  it('edits an item with its values filled in', async () => {
    const calls = mockApi({
      'GET /api/admin/portfolio': () => page([item(1, { websiteUrl: '/showcase/one/' })]),
      'PUT /api/admin/portfolio/1': (call) =>
        ok({ success: true, message: 'Portfolio item updated', item: item(1, call.body) }),
    })
    renderWithClient(<AdminPortfolioTab />)
    fireEvent.click(within(await table()).getByRole('button', { name: 'Edit Site 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit portfolio item' })
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).value).toBe('Restaurant')
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Renamed' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Portfolio Item Updated')).toBeTruthy()
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      title: 'Renamed',
      description: 'A site for business 1.',
      category: 'Restaurant',
      imageUrl: 'https://cdn.example.com/portfolio/1.jpg',
      websiteUrl: '/showcase/one/',
      featured: false,
    })
  })

  it('features an item and takes it off again with the toggle', async () => {
    let featured = false
    const calls = mockApi({
      'GET /api/admin/portfolio': () => page([item(1, { featured })]),
      'PUT /api/admin/portfolio/1': (call) => {
        featured = call.body!.featured as boolean
        return ok({ success: true, message: 'Portfolio item updated', item: item(1, { featured }) })
      },
    })
    renderWithClient(<AdminPortfolioTab />)
    const toggle = within(await table()).getByRole('button', { name: 'Featured: Site 1' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(await screen.findByText('“Site 1” shows on the landing page.')).toBeTruthy()
    await waitFor(() =>
      expect(
        within(screen.getByRole('table'))
          .getByRole('button', { name: 'Featured: Site 1' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    )
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ featured: true, title: 'Site 1' })
  })

  it('moves items up and down with buttons, keeping the focus on the moved item', async () => {
    let items = [item(1), item(2), item(3)]
    const calls = mockApi({
      'GET /api/admin/portfolio': () => page(items),
      'POST /api/admin/portfolio/reorder': (call) => {
        const ids = call.body!.ids as number[]
        items = ids.map((id) => items.find((i) => i.id === id)!)
        return ok({ success: true, message: 'Portfolio order saved' })
      },
    })
    renderWithClient(<AdminPortfolioTab />)
    const t = await table()
    expect(within(t).getByRole('button', { name: 'Move Site 1 up' })).toHaveProperty('disabled', true)
    expect(within(t).getByRole('button', { name: 'Move Site 3 down' })).toHaveProperty('disabled', true)

    fireEvent.click(within(t).getByRole('button', { name: 'Move Site 2 up' }))
    expect(await screen.findByText('“Site 2” moved up.')).toBeTruthy()
    await waitFor(() =>
      expect(
        within(t)
          .getAllByRole('img')
          .map((i) => i.getAttribute('alt')),
      ).toEqual(['Site 2', 'Site 1', 'Site 3']),
    )
    // Now first: its up arrow is disabled, so the down arrow has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(t).getByRole('button', { name: 'Move Site 2 down' })),
    )
    fireEvent.click(within(t).getByRole('button', { name: 'Move Site 1 down' }))
    await waitFor(() =>
      expect(
        within(t)
          .getAllByRole('img')
          .map((i) => i.getAttribute('alt')),
      ).toEqual(['Site 2', 'Site 3', 'Site 1']),
    )
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { ids: [2, 1, 3] },
      { ids: [2, 3, 1] },
    ])
  })

  it('shows the server’s words when a move is refused (the list changed meanwhile)', async () => {
    mockApi({
      'GET /api/admin/portfolio': () => page([item(1), item(2)]),
      'POST /api/admin/portfolio/reorder': () => ({
        status: 409,
        body: { message: 'The portfolio has changed meanwhile. Please reload it and try again.' },
      }),
    })
    renderWithClient(<AdminPortfolioTab />)
    fireEvent.click(within(await table()).getByRole('button', { name: 'Move Site 1 down' }))
    expect(
      await screen.findByText('The portfolio has changed meanwhile. Please reload it and try again.'),
    ).toBeTruthy()
  })

  it('deletes an item after asking exactly the spec’s question', async () => {
    let items = [item(1), item(2)]
    const calls = mockApi({
      'GET /api/admin/portfolio': () => page(items),
      'DELETE /api/admin/portfolio/1': () => {
        items = items.filter((i) => i.id !== 1)
        return ok({ success: true, message: 'Portfolio item deleted' })
      },
    })
    renderWithClient(<AdminPortfolioTab />)
    const t = await table()
    fireEvent.click(within(t).getByRole('button', { name: 'Delete Site 1' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete portfolio item' })
    expect(within(dialog).getByText('Are you sure you want to delete this portfolio item?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Portfolio Item Deleted')).toBeTruthy()
    await waitFor(() => expect(within(t).queryByText('Site 1')).toBeNull())
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/portfolio/1'])
  })

  it("says exactly 'Failed to delete portfolio item. Please try again.' when the delete fails", async () => {
    mockApi({
      'GET /api/admin/portfolio': () => page([item(1)]),
      'DELETE /api/admin/portfolio/1': () => 'network-failure',
    })
    renderWithClient(<AdminPortfolioTab />)
    fireEvent.click(within(await table()).getByRole('button', { name: 'Delete Site 1' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete portfolio item' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete portfolio item. Please try again.')).toBeTruthy()
  })
})
