import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  emptyStats,
  mockApi,
  ok,
  orderRow,
  recurring,
  refused,
  renderAt,
  stats,
  stubResizeObserver,
} from '../test-support'
import { FinanceDashboard } from './finance-dashboard'

beforeEach(stubResizeObserver)
afterEach(() => {
  vi.unstubAllGlobals()
})

const card = (label: string) =>
  screen.getByRole('heading', { name: label, level: 3 }).closest<HTMLElement>('[data-slot="card"]')!

describe('the finance dashboard', () => {
  it("shows the period's figures formatted, with the period and time zone under the title", async () => {
    const calls = mockApi({ 'GET /api/cfo/stats': () => ok(stats()) })
    renderAt('/cfo-dashboard', <FinanceDashboard />)
    expect(await screen.findByText('Oct 27, 2026 – Nov 25, 2026, times in America/New_York')).toBeTruthy()
    expect(calls[0]!.url).toBe('/api/cfo/stats?days=30&status=all')

    expect(within(card('Total revenue')).getByText('$12,345.50')).toBeTruthy()
    expect(within(card('Total revenue')).getByText('+12.5%').parentElement!.textContent).toMatch(
      /\+12\.5% vs last month \(November 2026 vs October 2026, calendar months\)/,
    )
    expect(within(card('Monthly revenue')).getByText('$4,500.00')).toBeTruthy()
    expect(
      within(card('Monthly revenue')).getByText(/November 2026 so far; \$4,000\.00 in October 2026/),
    ).toBeTruthy()
    expect(within(card('Total orders')).getByText('42')).toBeTruthy()
    expect(within(card('Total orders')).getByText('17 this month')).toBeTruthy()
    expect(within(card('Average order value')).getByText('$293.94')).toBeTruthy()
    expect(within(card('Active customers')).getByText('31')).toBeTruthy()
    expect(within(card('Conversion rate')).getByText('70.0%')).toBeTruthy()
    expect(within(card('Conversion rate')).getByText('42 paid of 60 card checkouts started')).toBeTruthy()
    expect(within(card('Payment success')).getByText('97.5%')).toBeTruthy()
    expect(within(card('Payment success')).getByText('39 of 40 card payments succeeded')).toBeTruthy()
    expect(within(card('Net revenue')).getByText('$12,195.50')).toBeTruthy()
    expect(within(card('Net revenue')).getByText('After $150.00 refunded')).toBeTruthy()
  })

  it('shows no made-up share when nothing was paid, and says there were no paid orders', async () => {
    mockApi({ 'GET /api/cfo/stats': () => ok(emptyStats()) })
    renderAt('/cfo-dashboard', <FinanceDashboard />)
    await screen.findByText(/times in America\/New_York/)
    expect(within(card('Payment success')).getByText('—')).toBeTruthy()
    expect(within(card('Payment success')).getByText('No card payments in this period')).toBeTruthy()
    expect(within(card('Conversion rate')).getByText('No checkouts started in this period')).toBeTruthy()
    expect(within(card('Total revenue')).getByText(/No revenue in October 2026 to compare with/)).toBeTruthy()
    // The report's tab is built in a deferred render after the figures (RenderInSlices).
    expect(await screen.findByText('No paid orders in this period')).toBeTruthy()
  })

  it('asks again with the new period and status, and keeps them in the address', async () => {
    const calls = mockApi({ 'GET /api/cfo/stats': () => ok(stats()) })
    const { location } = renderAt('/cfo-dashboard', <FinanceDashboard />)
    await screen.findByText(/times in America\/New_York/)

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '90' } })
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/cfo/stats?days=90&status=all'))
    expect(location.history!.at(-1)).toBe('/cfo-dashboard?days=90')

    fireEvent.change(screen.getByLabelText('Order status'), { target: { value: 'in_progress' } })
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/cfo/stats?days=90&status=in_progress'))
    expect(location.history!.at(-1)).toBe('/cfo-dashboard?days=90&status=in_progress')
    expect((screen.getByLabelText('Order status') as HTMLSelectElement).value).toBe('in_progress')
  })

  it('reads the filters from the address it opens at', async () => {
    const calls = mockApi({ 'GET /api/cfo/stats': () => ok(stats()) })
    renderAt('/cfo-dashboard?days=365&status=cancelled', <FinanceDashboard />)
    await screen.findByText(/times in America\/New_York/)
    expect(calls[0]!.url).toBe('/api/cfo/stats?days=365&status=cancelled')
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('365')
  })

  it('says when the figures could not be loaded, and tries again', async () => {
    let fail = true
    mockApi({
      'GET /api/cfo/stats': () => (fail ? refused(500, 'Internal Server Error', 'INTERNAL') : ok(stats())),
    })
    renderAt('/cfo-dashboard', <FinanceDashboard />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/could not load the financial figures/)
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('$12,345.50')).toBeTruthy()
  })

  it('shows the revenue trend and revenue by status, with their numbers as tables', async () => {
    mockApi({ 'GET /api/cfo/stats': () => ok(stats()) })
    renderAt('/cfo-dashboard', <FinanceDashboard />)
    const trend = await screen.findByRole('table', { name: 'Revenue and refunds by calendar month' })
    const rows = within(trend).getAllByRole('row')
    expect(rows[2]!.textContent).toBe('November 2026$4,500.00$150.0017')
    const byStatus = screen.getByRole('table', { name: 'Revenue by project status' })
    expect(within(byStatus).getByRole('rowheader', { name: 'In progress' }).parentElement!.textContent).toBe(
      'In progress$4,345.5015',
    )
    expect(screen.getByText(/the highest revenue was \$7,845\.50 in October 2026/)).toBeTruthy()
    // The chart itself arrives in its own chunk.
    await waitFor(() => expect(document.querySelector('.recharts-responsive-container')).not.toBeNull())
  })

  it('draws a chart only once it comes near the viewport, the figures and tables first', async () => {
    const observed: { cb: IntersectionObserverCallback; el: Element }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private cb: IntersectionObserverCallback) {}
        observe(el: Element) {
          observed.push({ cb: this.cb, el })
        }
        disconnect() {}
      },
    )
    mockApi({ 'GET /api/cfo/stats': () => ok(stats()) })
    renderAt('/cfo-dashboard', <FinanceDashboard />)
    await screen.findByRole('table', { name: 'Revenue and refunds by calendar month' })
    expect(screen.getByText('$12,345.50')).toBeTruthy()
    await new Promise((r) => setTimeout(r, 50))
    expect(document.querySelector('.recharts-responsive-container')).toBeNull()
    expect(observed).toHaveLength(2)
    for (const { cb, el } of observed)
      cb([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], {} as never)
    await waitFor(() => expect(document.querySelectorAll('.recharts-responsive-container')).toHaveLength(2))
  })

  it('shows the status distribution, the top customers and the recurring revenue in their tabs', async () => {
    const calls = mockApi({
      'GET /api/cfo/stats': () => ok(stats()),
      'GET /api/cfo/recurring': () => ok(recurring()),
    })
    const { location } = renderAt('/cfo-dashboard?status=completed', <FinanceDashboard />)
    await screen.findByText(/times in America\/New_York/)

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Order Analysis' }))
    expect(location.history!.at(-1)).toBe('/cfo-dashboard?status=completed&tab=orders')
    const dist = await screen.findByRole('table', { name: 'Paid orders by project status' })
    expect(within(dist).getByRole('rowheader', { name: 'Completed' }).parentElement!.textContent).toBe(
      'Completed2047.6%',
    )

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Customer Insights' }))
    const top = await screen.findByRole('table', { name: 'Top customers by revenue' })
    expect(within(top).getAllByRole('row')[1]!.textContent).toMatch(/Grace Hopper.*3\$900\.00/)
    expect(screen.getByRole('table', { name: 'Revenue of the top customers' })).toBeTruthy()

    expect(calls.some((c) => c.path === '/api/cfo/recurring')).toBe(false)
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Recurring Revenue' }))
    const panel = await screen.findByRole('tabpanel', { name: 'Recurring Revenue' })
    await within(panel).findByText('Monthly recurring revenue')
    expect(calls.find((c) => c.path === '/api/cfo/recurring')!.url).toBe(
      '/api/cfo/recurring?days=30&status=completed',
    )
    const figure = (label: string) => within(panel).getByText(label).parentElement!
    expect(figure('Monthly recurring revenue').textContent).toMatch(/\$1,250\.00/)
    expect(figure('Active plans').textContent).toMatch(/24.*5 new, 2 cancelled in the period/)
    expect(figure('Past due').textContent).toMatch(/\$105\.00.*3 plans with an unpaid invoice/)
    expect(figure('Maintenance revenue').textContent).toMatch(/\$1,180\.00/)
    expect(figure('Coupon cost').textContent).toMatch(/\$320\.00/)
    expect(figure('Redemptions').textContent).toMatch(/9/)
    expect(figure('Converted').textContent).toMatch(/6.*15\.0% later paid an order/)
    expect(within(panel).getByRole('table', { name: /Monthly recurring revenue/ }).textContent).toMatch(
      /November 2026\$1,250\.00/,
    )
  })

  it('lists the orders a page at a time, sorted by the server', async () => {
    const calls = mockApi({
      'GET /api/cfo/stats': () => ok(stats()),
      'GET /api/cfo/orders': (c) => {
        const page = Number(new URLSearchParams(c.search).get('page'))
        return ok({ items: [orderRow(page * 10)], page, pageSize: 25, total: 30 })
      },
    })
    renderAt('/cfo-dashboard?tab=details&days=7', <FinanceDashboard />)
    const table = await screen.findByRole('table', { name: 'Paid orders' })
    expect(calls.find((c) => c.path === '/api/cfo/orders')!.url).toBe(
      '/api/cfo/orders?days=7&status=all&page=1&pageSize=25&sort=newest',
    )
    const row = within(table).getAllByRole('row')[1]!
    // Each cell as assistive technology reads it: a phone's card shows some column names, hidden from it.
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
        return copy.textContent
      })
    expect(cells).toEqual([
      '#10',
      'Customer 10c10@example.com',
      'Site 10',
      '$150.00',
      'Completed',
      'Nov 20, 2026',
      'View',
    ])
    expect(within(row).getByRole('button', { name: 'View order #10' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(calls.at(-1)!.url).toMatch(/page=2&pageSize=25&sort=newest$/))
    expect(await screen.findByText('#20')).toBeTruthy()

    fireEvent.click(within(table).getByRole('button', { name: /Amount/ }))
    await waitFor(() => expect(calls.at(-1)!.url).toMatch(/page=1&pageSize=25&sort=amount_desc$/))
  })

  it('says when no order was paid in the period', async () => {
    mockApi({
      'GET /api/cfo/stats': () => ok(emptyStats()),
      'GET /api/cfo/orders': () => ok({ items: [], page: 1, pageSize: 25, total: 0 }),
    })
    renderAt('/cfo-dashboard?tab=details', <FinanceDashboard />)
    const panel = await screen.findByRole('tabpanel', { name: 'Order Details' })
    expect(await within(panel).findByText('No paid orders in this period')).toBeTruthy()
  })
})
