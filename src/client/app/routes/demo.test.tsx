import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import {
  ListInvoicesEndpoint,
  ListCreditNotesEndpoint,
  ListSubscriptionsEndpoint,
} from '../../../shared/contracts/billing'
import { ListNotificationsEndpoint } from '../../../shared/contracts/notifications'
import { ListDashboardProjectsEndpoint } from '../../../shared/contracts/projects'
import {
  CustomerSupportTicketDetailSchema,
  ListCustomerTicketsEndpoint,
} from '../../../shared/contracts/support-tickets'
import { addDaysTo, formatDate, formatIsoDay } from '../../../shared/dates'
import { STATUS_LABELS, STATUS_PROGRESS } from '../../../shared/lifecycle'
import { Toaster } from '../../components/ui/toaster'
import { demoAnswers } from '../../features/demo/demo-data'
import { ProjectStatusBadge } from '../../features/projects/components/project-progress'
import { dismissToast } from '../../lib/toast'
import { memoryLocation, TestRouter } from '../../test/memory-location'
import DemoPage from './demo'
import { PRERENDER_DAY } from './demo/demo-client'

// The demo makes no calls: every test fails if anything reaches fetch.
let fetchSpy: Mock
beforeEach(() => {
  fetchSpy = vi.fn(() => Promise.reject(new Error('the demo must not call fetch')))
  vi.stubGlobal('fetch', fetchSpy)
})
afterEach(() => {
  const calls = fetchSpy.mock.calls.map((c) => String(c[0]))
  act(() => dismissToast())
  vi.unstubAllGlobals()
  expect(calls).toEqual([])
})

const today = () => formatIsoDay(new Date())
/** The sample as the page shows it today. */
const sample = () => demoAnswers(today())

function renderDemo() {
  const location = memoryLocation({ path: '/demo' })
  render(
    <>
      <TestRouter location={location}>
        <DemoPage />
      </TestRouter>
      <Toaster />
    </>,
  )
  return location
}

/** Radix tabs select on mouse down (and on keys), not on click. */
function openTab(name: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 })
  return within(screen.getByRole('tabpanel'))
}

const stat = (label: string) =>
  within(screen.getByRole('region', { name: 'Summary' })).getByText(label).nextElementSibling?.textContent

/** The toast on screen, by its title. */
async function toastTitled(title: string) {
  const t = await screen.findByText(title)
  return t.closest('li')!.textContent!
}

describe('the demo dashboard’s sample answers', () => {
  it('have the shapes the API answers with, money in whole cents', () => {
    for (const day of [today(), PRERENDER_DAY]) {
      const a = demoAnswers(day)
      expect(ListDashboardProjectsEndpoint.response.parse(a.projects)).toEqual(a.projects)
      expect(ListNotificationsEndpoint.response.parse(a.notifications)).toEqual(a.notifications)
      expect(ListSubscriptionsEndpoint.response.parse(a.subscriptions)).toEqual(a.subscriptions)
      expect(ListInvoicesEndpoint.response.parse(a.invoices)).toEqual(a.invoices)
      expect(ListCreditNotesEndpoint.response.parse(a.creditNotes)).toEqual(a.creditNotes)
      for (const t of a.tickets) expect(CustomerSupportTicketDetailSchema.parse(t)).toEqual(t)
      const list = a.tickets.map(({ messages: _, ...t }) => t)
      expect(ListCustomerTicketsEndpoint.response.parse(list)).toEqual(list)
    }
  })
})

describe('the demo dashboard', () => {
  it('greets the sample client in the dashboard’s own frame, with its figures', () => {
    renderDemo()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Alex!')
    expect(screen.getByText('Alex Morgan')).toBeTruthy()
    expect(screen.getByText('Basic maintenance plan')).toBeTruthy()
    // No session to end: Logout is a link home.
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy()
    const demo = screen.getByRole('complementary', { name: 'Demo' })
    expect(demo.textContent).toContain('This is a demo dashboard')
    expect(
      within(demo)
        .getByRole('link', { name: /Order your website for real/ })
        .getAttribute('href'),
    ).toBe('/#pricing')
    // Active projects are those not delivered (nor completed: none of the sample's is).
    expect(stat('Total Projects')).toBe('4')
    expect(stat('Completed')).toBe('1')
    expect(stat('Active')).toBe('3')
    expect(stat('Notifications')).toBe('3')
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Projects',
      'Subscriptions',
      'Invoices',
      'Notifications',
      'Support',
    ])
  })

  it('shows the three latest projects and four latest notifications on the overview, with ways to all', () => {
    renderDemo()
    let panel = within(screen.getByRole('tabpanel'))
    expect(panel.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Morgan Photography Portfolio',
      'Urban Threads Online Store',
      'Morgan & Co. Consulting',
    ])
    expect(
      panel.getAllByText(
        /^(Design samples ready|Your website is ready for review|Payment received|Development started)$/,
      ),
    ).toHaveLength(4)
    fireEvent.click(panel.getByRole('button', { name: 'View All Notifications' }))
    expect(screen.getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected')).toBe('true')
    panel = openTab('Overview')
    fireEvent.click(panel.getByRole('button', { name: 'View All Projects' }))
    expect(screen.getByRole('tab', { name: 'Projects' }).getAttribute('aria-selected')).toBe('true')
  })

  it('lists the projects with the real status badges, progress, countdown and delivery', async () => {
    renderDemo()
    const panel = openTab('Projects')
    const cards = panel.getAllByRole('article')
    const projects = sample().projects
    expect(cards).toHaveLength(projects.length)
    projects.forEach((p, i) => {
      const card = cards[i]!
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(p.title)
      // The dashboard's own badge: its label from shared/lifecycle and its colour.
      const badge = card.querySelector('[data-slot="badge"]')!
      expect(badge.textContent).toBe(STATUS_LABELS[p.status])
      const { container } = render(<ProjectStatusBadge project={p} />)
      expect(badge.outerHTML).toBe(container.innerHTML)
      expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
        String(STATUS_PROGRESS[p.status]),
      )
      expect(card.textContent).toContain(`Created${formatDate(p.createdAt)}`)
    })
    expect(cards.map((c) => c.querySelector('[data-slot="badge"]')!.className.match(/bg-\S+/)![0])).toEqual([
      'bg-amber-100',
      'bg-amber-100',
      'bg-brand-100',
      'bg-emerald-100',
    ])
    // Dated from today: the countdown counts days ahead on the three under way.
    expect(panel.getAllByTestId('delivery-countdown').map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^\d business days? left$|^Due today$/),
      expect.stringMatching(/^\d business days? left$|^Due today$/),
      expect.stringMatching(/^\d business days? left$|^Due today$/),
    ])
    const delivered = cards[3]!
    expect(within(delivered).getByText('Your website is live!')).toBeTruthy()
    expect(within(delivered).getByText('alex.morgan')).toBeTruthy()

    fireEvent.click(within(cards[0]!).getByRole('button', { name: /^Choose Your Design/ }))
    expect(await toastTitled('This is a demo')).toContain('this opens Morgan Photography Portfolio')
  })

  it('shows the maintenance plan without a way to cancel it, and the paid invoices without their PDFs', async () => {
    renderDemo()
    let panel = openTab('Subscriptions')
    expect(panel.getByText('Website Maintenance')).toBeTruthy()
    expect(panel.getByText(/^Basic plan/).textContent).toBe(
      `Basic plan · $15.00/month · Next billing ${formatDate(addDaysTo(today(), 20))}`,
    )
    expect(panel.getByText('Active')).toBeTruthy()
    expect(panel.queryByRole('button')).toBeNull()

    panel = openTab('Invoices')
    const rows = panel.getAllByRole('listitem')
    expect(rows.map((r) => r.querySelector('p')!.textContent)).toEqual([
      'Invoice INV-000241',
      'Invoice INV-000236',
      'Invoice INV-000235',
      'Invoice INV-000229',
      'Invoice INV-000187',
    ])
    expect(rows.map((r) => within(r).getByText(/^\$/).textContent)).toEqual([
      '$125.00',
      '$175.00',
      '$15.00',
      '$300.00',
      '$150.00',
    ])
    expect(panel.getAllByText('Paid')).toHaveLength(5)
    fireEvent.click(panel.getByRole('button', { name: 'Download PDF of invoice INV-000241' }))
    expect(await toastTitled('This is a demo')).toContain('Invoice INV-000241 is sample data, with no PDF.')
  })

  it('marks notifications read on this page only: one, then all', async () => {
    renderDemo()
    const panel = openTab('Notifications')
    expect(panel.getAllByRole('listitem')).toHaveLength(7)
    const unread = panel.getAllByRole('button', { name: /^Unread:/ })
    expect(unread).toHaveLength(3)
    fireEvent.click(unread[0]!)
    await waitFor(() => expect(panel.getAllByRole('button', { name: /^Unread:/ })).toHaveLength(2))
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy()
    expect(stat('Notifications')).toBe('2')
    fireEvent.click(panel.getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(panel.queryAllByRole('button', { name: /^Unread:/ })).toHaveLength(0))
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy()
  })

  it('shows the tickets and their conversations, read-only, and adds a new ticket on this page', async () => {
    renderDemo()
    const panel = openTab('Support')
    const list = await panel.findByRole('list', { name: 'Your support tickets' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Add a product size guide',
      'Update the summer opening hours',
    ])
    expect(within(items[0]!).getByText('In Progress')).toBeTruthy()
    expect(within(items[0]!).getByText(/^Urban Threads Online Store · .* · 1 reply$/)).toBeTruthy()
    expect(within(items[1]!).getByText('Resolved')).toBeTruthy()

    fireEvent.click(within(items[0]!).getByRole('button', { name: /View Conversation/ }))
    let dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByText('Ticket acknowledged and being reviewed.')).toBeTruthy()
    expect(dialog.queryByLabelText('Your answer')).toBeNull()
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(panel.getByRole('button', { name: 'New Ticket' }))
    dialog = within(await screen.findByRole('dialog', { name: 'Create Support Ticket' }))
    expect((dialog.getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium')
    fireEvent.click(dialog.getByRole('button', { name: 'Create Ticket' }))
    expect(await dialog.findByText('Subject is required')).toBeTruthy()
    expect(dialog.getByText('Message is required')).toBeTruthy()
    fireEvent.change(dialog.getByLabelText('Subject'), { target: { value: 'Change the hero photo' } })
    fireEvent.change(dialog.getByLabelText('Message'), { target: { value: 'Use the new terrace photo.' } })
    fireEvent.change(dialog.getByLabelText('Related project (optional)'), { target: { value: '101' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Create Ticket' }))

    expect(await toastTitled('Support Ticket Created! 🎉')).toContain('This is a demo, so nothing was sent.')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const ticket = panel.getByRole('heading', { name: 'Change the hero photo' }).closest('li')!
    expect(ticket.textContent).toContain('Open')
    expect(ticket.textContent).toContain('Bella Vista Restaurant')
    // Its conversation is on the page too.
    fireEvent.click(within(ticket).getByRole('button', { name: /View Conversation/ }))
    dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByText('Use the new terrace photo.')).toBeTruthy()
  })

  it('takes a new website’s order without keeping it or leaving the demo', async () => {
    const location = renderDemo()
    fireEvent.click(screen.getAllByRole('button', { name: 'New Website' })[0]!)
    const dialog = within(await screen.findByRole('dialog', { name: 'Order New Website' }))
    fireEvent.click(dialog.getByRole('button', { name: /Continue to Checkout/ }))
    expect(await dialog.findByText('Project Title is required')).toBeTruthy()
    fireEvent.change(dialog.getByLabelText('Project Title'), { target: { value: 'Corner Bakery' } })
    fireEvent.change(dialog.getByLabelText('Business Type'), { target: { value: 'restaurant' } })
    fireEvent.click(dialog.getByRole('button', { name: /Continue to Checkout/ }))
    expect(await toastTitled('This is a demo — sign up to order your site')).toContain(
      '“Corner Bakery” is ready to order.',
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(window.localStorage.getItem('pendingOrder')).toBeNull()
    expect(location.history).toEqual(['/demo'])
  })
})

describe('the prerendered demo', () => {
  it('is rendered on the server with the sample, hydrates without a mismatch, then dates from today', async () => {
    const page = (
      <TestRouter location={memoryLocation({ path: '/demo' })}>
        <DemoPage />
      </TestRouter>
    )
    const html = renderToString(page)
    const first = demoAnswers(PRERENDER_DAY).projects[0]!
    expect(html).toContain(first.title)
    expect(html).toContain(formatDate(first.createdAt))

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    const root = hydrateRoot(container, page, { onRecoverableError: recoverable })
    const todays = formatDate(sample().projects[0]!.createdAt)
    await waitFor(() => expect(container.textContent).toContain(`Created${todays}`))
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
    errors.mockRestore()
  })
})
