import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, ok, refused } from '../../../test/mock-api'
import { listCalls, listed, pageOf, query, renderTab, user, USERS } from './users-tab-fixtures'

// The Users tab's search, order and page, kept on the server and in the address.

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('searching, sorting and paging on the server', () => {
  it('asks for the newest accounts first, a page at a time, and pages on', async () => {
    const calls = mockApi({
      'GET /api/admin/users': (c) =>
        ok(pageOf([user(Number(query(c).page) * 10)], { page: Number(query(c).page), total: 45 })),
    })
    renderTab()
    const table = await screen.findByRole('table', { name: 'All user accounts' })
    expect(screen.getByText('45 accounts')).toBeTruthy()
    expect(query(listCalls(calls)[0]!)).toEqual({ page: '1', pageSize: '20', sort: '-joined' })
    expect(
      within(table)
        .getByRole('columnheader', { name: /Joined/ })
        .getAttribute('aria-sort'),
    ).toBe('descending')
    const pages = screen.getByRole('navigation', { name: 'All user accounts: pages' })
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy()
    fireEvent.click(within(pages).getByRole('button', { name: /Next/ }))
    await waitFor(() => expect(within(pages).getByText('Page 2 of 3')).toBeTruthy())
    expect(query(listCalls(calls).at(-1)!)).toMatchObject({ page: '2', sort: '-joined' })
    expect(within(table).getByText('Hopper 20', { exact: false })).toBeTruthy()
  })

  it('sorts by a column header: largest first, then the other way, from the first page', async () => {
    const calls = mockApi({ 'GET /api/admin/users': listed() })
    const location = renderTab()
    const table = await screen.findByRole('table', { name: 'All user accounts' })
    fireEvent.click(within(table).getByRole('button', { name: 'Total Spent' }))
    await waitFor(() => expect(query(listCalls(calls).at(-1)!)).toMatchObject({ sort: '-spent', page: '1' }))
    await waitFor(() =>
      expect(
        within(table)
          .getByRole('columnheader', { name: /Total Spent/ })
          .getAttribute('aria-sort'),
      ).toBe('descending'),
    )
    expect(
      within(table)
        .getByRole('columnheader', { name: /Joined/ })
        .getAttribute('aria-sort'),
    ).toBe('none')
    expect(location.history!.at(-1)).toBe('/admin/users?sort=-spent')
    fireEvent.click(within(table).getByRole('button', { name: 'Total Spent' }))
    await waitFor(() => expect(query(listCalls(calls).at(-1)!)).toMatchObject({ sort: 'spent' }))
    expect(location.history!.at(-1)).toBe('/admin/users?sort=spent')
    fireEvent.click(within(table).getByRole('button', { name: 'User' }))
    await waitFor(() => expect(query(listCalls(calls).at(-1)!)).toMatchObject({ sort: 'name' }))
    // Actions is not a sort.
    expect(within(table).queryByRole('button', { name: 'Actions' })).toBeNull()
  })

  it('offers the same orders on narrow screens, where the rows are cards', async () => {
    const calls = mockApi({ 'GET /api/admin/users': listed() })
    renderTab()
    const cards = await screen.findByRole('list', { name: 'All user accounts' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2)
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '-projects' } })
    await waitFor(() => expect(query(listCalls(calls).at(-1)!)).toMatchObject({ sort: '-projects' }))
  })

  it('searches once typing pauses, not at every key, and says when nothing matches', async () => {
    const calls = mockApi({
      'GET /api/admin/users': (c) => ok(pageOf(query(c).q === 'zz' ? [] : USERS)),
    })
    renderTab()
    await screen.findByRole('table', { name: 'All user accounts' })
    const box = screen.getByLabelText('Search users')
    fireEvent.change(box, { target: { value: 'z' } })
    fireEvent.change(box, { target: { value: 'zz' } })
    expect(await screen.findByText('No users found')).toBeTruthy()
    expect(screen.getByText('No name or e-mail contains “zz”.')).toBeTruthy()
    expect(listCalls(calls).map((c) => query(c).q)).toEqual([undefined, 'zz'])
    fireEvent.change(box, { target: { value: '' } })
    expect(await screen.findByRole('table', { name: 'All user accounts' })).toBeTruthy()
  })

  it('reads the search, the order and the page from the address, and a new search starts from page 1', async () => {
    const calls = mockApi({
      'GET /api/admin/users': (c) => ok(pageOf(USERS, { page: Number(query(c).page), total: 45 })),
    })
    const location = renderTab('/admin/users?q=grace&sort=-projects&page=2')
    await screen.findByRole('table', { name: 'All user accounts' })
    expect(query(listCalls(calls)[0]!)).toEqual({ page: '2', pageSize: '20', sort: '-projects', q: 'grace' })
    const box = screen.getByLabelText('Search users') as HTMLInputElement
    expect(box.value).toBe('grace')
    expect(screen.getByText('45 accounts matching “grace”')).toBeTruthy()
    fireEvent.change(box, { target: { value: 'ada' } })
    await waitFor(() => expect(location.history!.at(-1)).toBe('/admin/users?q=ada&sort=-projects'))
    await waitFor(() =>
      expect(query(listCalls(calls).at(-1)!)).toEqual({
        page: '1',
        pageSize: '20',
        sort: '-projects',
        q: 'ada',
      }),
    )
  })

  it('shows the last page for a page past the end', async () => {
    const calls = mockApi({
      'GET /api/admin/users': (c) =>
        ok(pageOf(query(c).page === '9' ? [] : USERS, { page: Number(query(c).page), total: 45 })),
    })
    const location = renderTab('/admin/users?page=9')
    await waitFor(() => expect(location.history!.at(-1)).toBe('/admin/users?page=3'))
    await waitFor(() => expect(query(listCalls(calls).at(-1)!)).toMatchObject({ page: '3' }))
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy()
  })

  it('shows the failure with a way to try again', async () => {
    let fail = true
    mockApi({
      'GET /api/admin/users': () =>
        fail ? refused(500, 'The database is unavailable.', 'INTERNAL') : ok(pageOf(USERS)),
    })
    renderTab()
    expect(await screen.findByText('The database is unavailable.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }))
    expect(await screen.findByRole('table', { name: 'All user accounts' })).toBeTruthy()
  })

  it('shows a wait while the first page loads', async () => {
    mockApi({ 'GET /api/admin/users': listed() })
    renderTab()
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading users')
    await screen.findByRole('table', { name: 'All user accounts' })
  })
})
