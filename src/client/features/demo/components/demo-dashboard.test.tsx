import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import { Toaster } from '../../../components/ui/toaster'
import { dismissToast } from '../../../lib/toast'
import { DemoDashboard } from './demo-dashboard'
import { MemoryRouter } from 'react-router'

// The demo makes no calls: every test fails if anything reaches fetch.
let fetchSpy: Mock
beforeEach(() => {
  fetchSpy = vi.fn(() => Promise.reject(new Error('the demo must not call fetch')))
  vi.stubGlobal('fetch', fetchSpy)
})
afterEach(() => {
  const calls = fetchSpy.mock.calls.map((c) => String(c[0]))
  dismissToast()
  vi.unstubAllGlobals()
  expect(calls).toEqual([])
})

function renderDemo() {
  return render(
    <>
      <DemoDashboard />
      <Toaster />
    </>,
    { wrapper: MemoryRouter },
  )
}

/** Radix tabs select on mouse down (and on keys), not on click. */
function openTab(name: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 })
  return screen.getByRole('tabpanel')
}

describe('demo dashboard', () => {
  it('greets the demo client and counts projects and unread notifications', () => {
    renderDemo()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Alex!')
    expect(screen.getByText('Alex Morgan')).toBeTruthy()
    expect(screen.getByText('Basic maintenance plan')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy()
    const demo = screen.getByRole('complementary', { name: 'Demo' })
    expect(
      within(demo)
        .getByRole('link', { name: /Order your website for real/ })
        .getAttribute('href'),
    ).toBe('/#pricing')

    const stats = within(screen.getByRole('list', { name: 'Summary' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    // Active projects are those not delivered.
    expect(stats).toEqual(['Total Projects4', 'Active Projects3', 'Completed1', 'Unread Notifications3'])
  })

  it('shows the three latest projects and four latest notifications on the overview', () => {
    renderDemo()
    const panel = within(screen.getByRole('tabpanel'))
    expect(panel.getAllByRole('progressbar')).toHaveLength(3)
    expect(panel.getByRole('heading', { name: 'Recent Notifications' })).toBeTruthy()
    fireEvent.click(panel.getByRole('button', { name: /View All Notifications/ }))
    expect(screen.getByRole('tab', { name: /^Notifications/ }).getAttribute('aria-selected')).toBe('true')
  })

  it('lists the projects with the lifecycle labels and progress, Download Files on the delivered one only', async () => {
    renderDemo()
    const panel = within(openTab('Projects'))
    const cards = panel.getAllByRole('listitem')
    const summary = cards.map((card) => ({
      title: within(card).getByRole('heading').textContent,
      status: card.querySelector('[data-slot="badge"]')?.textContent,
      progress: within(card).getByRole('progressbar').getAttribute('aria-valuenow'),
      download: within(card).queryByRole('button', { name: 'Download Files' }) !== null,
    }))
    expect(summary).toEqual([
      {
        title: 'Morgan Photography Portfolio',
        status: 'Design Samples Ready',
        progress: '50',
        download: false,
      },
      { title: 'Urban Threads Online Store', status: 'Awaiting Approval', progress: '90', download: false },
      { title: 'Morgan & Co. Consulting', status: 'Under Development', progress: '80', download: false },
      { title: 'Bella Vista Restaurant', status: 'Delivered', progress: '100', download: true },
    ])

    fireEvent.click(panel.getByRole('button', { name: 'Download Files' }))
    expect(await screen.findByText(/This demo has no files to download/)).toBeTruthy()
  })

  it('shows the maintenance subscription and the paid invoices', () => {
    renderDemo()
    let panel = within(openTab('Subscriptions'))
    expect(panel.getByRole('heading', { name: 'Website Maintenance' })).toBeTruthy()
    expect(panel.getByText('$15', { exact: false }).textContent).toBe('$15/month')
    expect(panel.getByText('Active')).toBeTruthy()

    panel = within(openTab('Invoices'))
    const table = within(panel.getByRole('table', { name: 'Invoices' }))
    const rows = table.getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'INV-2041',
      'INV-2036',
      'INV-2035',
      'INV-2029',
      'INV-1987',
    ])
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]!.textContent)).toEqual([
      '$125.00',
      '$175.00',
      '$15.00',
      '$300.00',
      '$150.00',
    ])
    expect(table.getAllByText('Paid')).toHaveLength(5)
    // Dates are calendar dates of the visitor's today.
    expect(
      rows.every((r) => /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(r.querySelector('time')!.textContent!)),
    ).toBe(true)
  })

  it('marks an unread notification read when it is chosen, in the page only', () => {
    renderDemo()
    const panel = within(openTab(/^Notifications/))
    expect(panel.getAllByRole('listitem')).toHaveLength(7)
    const unread = panel.getAllByRole('button', { name: /^Unread:/ })
    expect(unread).toHaveLength(3)
    expect(panel.getByText('Payment received')).toBeTruthy()

    fireEvent.click(unread[0]!)
    expect(panel.getAllByRole('button', { name: /^Unread:/ })).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy()
    // Focus stays on the item that is no longer a button.
    expect(document.activeElement?.textContent).toContain('Design samples ready')
  })

  it('confirms an order in the dialog without calling anything', async () => {
    renderDemo()
    fireEvent.click(screen.getByRole('button', { name: 'New Website' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Order New Website' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Continue to Checkout' }))
    expect(await dialog.findByText('Project title is required')).toBeTruthy()
    expect(dialog.getByText('Please choose a business type')).toBeTruthy()

    fireEvent.change(dialog.getByLabelText('Project Title'), { target: { value: 'Corner Bakery' } })
    fireEvent.change(dialog.getByLabelText('Business Type'), { target: { value: 'restaurant' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Continue to Checkout' }))
    const status = await dialog.findByRole('status')
    expect(status.textContent).toContain('“Corner Bakery” is ready to order.')
    expect(dialog.getByRole('link', { name: /Order for real/ }).getAttribute('href')).toBe('/#pricing')
  })

  it('creates a support ticket locally: a toast and the ticket in the list, without calling anything', async () => {
    renderDemo()
    const panel = within(openTab('Support'))
    expect(panel.getByRole('heading', { name: 'Add a product size guide' })).toBeTruthy()
    fireEvent.click(panel.getByRole('button', { name: 'Create Support Ticket' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Create Support Ticket' }))
    expect((dialog.getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium')

    fireEvent.click(dialog.getByRole('button', { name: 'Create Ticket' }))
    expect(await dialog.findByText('Subject is required')).toBeTruthy()
    expect(dialog.getByText('Message is required')).toBeTruthy()

    fireEvent.change(dialog.getByLabelText('Subject'), { target: { value: 'Change the hero photo' } })
    fireEvent.change(dialog.getByLabelText('Message'), { target: { value: 'Use the new terrace photo.' } })
    fireEvent.change(dialog.getByLabelText('Project (optional)'), { target: { value: '101' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Create Ticket' }))

    expect(await screen.findByText('Support Ticket Created! 🎉')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const ticket = panel.getByRole('heading', { name: 'Change the hero photo' }).closest('li')!
    expect(ticket.textContent).toContain('Open')
    expect(ticket.textContent).toContain('Bella Vista Restaurant')
  })
})
