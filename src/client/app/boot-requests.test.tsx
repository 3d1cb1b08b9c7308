import { act, screen, waitFor } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../shared/contracts/auth'
import {
  EARLY_ANSWER_TTL_MS,
  forgetEarlyRequests,
  ROLE_STORAGE_KEY,
  sendEarlyRequests,
  TOKEN_STORAGE_KEY,
} from '../lib/early-requests'
import { STORAGE_KEYS } from '../lib/storage'
import { stats as financeStats, stubResizeObserver } from '../features/finance/test-support'
import { makeNotification, makeProject } from '../test/dashboard-fixtures'
import { type Answer, type Call, mockApi } from '../test/mock-api'
import { bootDataPaths, ME_PATH, startBootRequests } from './boot-requests'
import { start } from './hydrate'

const CUSTOMER: User = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '',
  role: 'customer',
  totpEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
}
const ADMIN: User = { ...CUSTOMER, id: 2, email: 'avery@example.com', firstName: 'Avery', role: 'admin' }

/** An answer held back until released, so a test can see which requests went out before any came back. */
function gate() {
  let release!: () => void
  const opened = new Promise<void>((resolve) => (release = resolve))
  return { opened, release }
}

/** Records each fetch and answers none of them: only what was sent counts. */
function recordFetches(): { url: string; authorization: string | undefined }[] {
  const sent: { url: string; authorization: string | undefined }[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    sent.push({ url, authorization: (init.headers as Record<string, string>).Authorization })
    return new Promise<Response>(() => {})
  })
  return sent
}

function visit(path: string) {
  window.history.replaceState(null, '', path)
}

beforeEach(() => visit('/'))
afterEach(() => {
  act(() => started?.unmount())
  started = null
  document.getElementById('root')?.remove()
  forgetEarlyRequests()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the requests the entry sends at start', () => {
  it('uses the keys lib/storage names', () => {
    expect(TOKEN_STORAGE_KEY).toBe(STORAGE_KEYS.token)
    expect(ROLE_STORAGE_KEY).toBe(STORAGE_KEYS.role)
  })

  it("sends the identity call and the dashboard's reads at once, with the stored token", () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok-1')
    window.localStorage.setItem(STORAGE_KEYS.role, 'customer')
    const sent = recordFetches()
    startBootRequests({ pathname: '/dashboard', search: '' })
    expect(sent).toEqual(
      [
        ME_PATH,
        '/api/dashboard/subscriptions',
        '/api/dashboard/notifications',
        '/api/dashboard/projects',
      ].map((url) => ({ url, authorization: 'Bearer tok-1' })),
    )
  })

  it("reads a project page's project, the panels' figures, and only the session elsewhere signed in", () => {
    expect(bootDataPaths('/project-setup', '?project=7')).toEqual(['/api/dashboard/project/7'])
    expect(bootDataPaths('/payment-success', '?project=7')).toEqual(['/api/dashboard/project/7'])
    expect(bootDataPaths('/payment-success', '?order=3')).toEqual([])
    expect(bootDataPaths('/project-setup', '?project=abc')).toEqual([])
    expect(bootDataPaths('/admin', '')).toEqual([
      '/api/admin/stats',
      '/api/admin/payments/attention',
      '/api/admin/jobs/failed',
    ])
    expect(bootDataPaths('/admin/users', '')).toEqual(['/api/admin/stats'])
    expect(bootDataPaths('/cfo-dashboard', '')).toEqual(['/api/cfo/stats?days=30&status=all'])
    expect(bootDataPaths('/cfo-dashboard', '?days=90')).toEqual([])
    expect(bootDataPaths('/dashboard/billing/', '')).toEqual([
      '/api/dashboard/subscriptions',
      '/api/dashboard/notifications',
      '/api/dashboard/projects',
      '/api/dashboard/invoices',
      '/api/dashboard/credit-notes',
    ])
    expect(bootDataPaths('/checkout', '')).toEqual([])
  })

  it("sends only the identity call when the last known role is not the page's, or unknown", () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok-1')
    const sent = recordFetches()
    window.localStorage.setItem(STORAGE_KEYS.role, 'admin')
    startBootRequests({ pathname: '/dashboard', search: '' })
    window.localStorage.removeItem(STORAGE_KEYS.role)
    startBootRequests({ pathname: '/admin', search: '' })
    expect(sent.map((s) => s.url)).toEqual([ME_PATH, ME_PATH])
  })

  it('sends nothing on a public page, nor without a stored token', () => {
    const sent = recordFetches()
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok-1')
    expect(startBootRequests({ pathname: '/', search: '' })).toBeNull()
    expect(startBootRequests({ pathname: '/login', search: '' })).toBeNull()
    window.localStorage.clear()
    startBootRequests({ pathname: '/dashboard', search: '' })
    expect(sent).toEqual([])
  })

  it('hands an answer over once, only for the token it was sent with, and not once it is old', () => {
    recordFetches()
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok-1')
    let now = 0
    const early = sendEarlyRequests(['/a', '/b', '/c'], () => now)
    expect(early.take('/a', 'tok-1')).toBeInstanceOf(Promise)
    expect(early.take('/a', 'tok-1')).toBeUndefined()
    expect(early.take('/b', 'tok-2')).toBeUndefined()
    expect(early.take('/b', 'tok-1')).toBeUndefined()
    now = EARLY_ANSWER_TTL_MS + 1
    expect(early.take('/c', 'tok-1')).toBeUndefined()
    expect(early.take('/elsewhere', 'tok-1')).toBeUndefined()
  })
})

let started: Root | null = null

/** The app as the entry starts it on `path`, with `token` stored and the entry's requests handed over. */
async function startApp(
  path: string,
  token: string,
  role: string,
  handlers: Record<string, (call: Call) => Answer | Promise<Answer>>,
) {
  window.localStorage.setItem(STORAGE_KEYS.token, token)
  window.localStorage.setItem(STORAGE_KEYS.role, role)
  visit(path)
  const calls = mockApi(handlers)
  const root = document.createElement('div')
  root.id = 'root'
  document.body.append(root)
  startBootRequests(window.location)
  started = await act(() => start())
  return calls
}

const SLOW = { timeout: 10_000 }

describe('the app started on a signed-in page', { timeout: 30_000 }, () => {
  it("asks for the session and the dashboard's projects together, once each, and shows the projects", async () => {
    const me = gate()
    const projects = gate()
    const calls = await startApp('/dashboard', 'tok-1', 'customer', {
      [`GET ${ME_PATH}`]: async () => {
        await me.opened
        return { body: { user: CUSTOMER } }
      },
      'GET /api/dashboard/projects': async () => {
        await projects.opened
        return { body: [makeProject(1, 'under_development', { title: 'Bakery site' })] }
      },
      'GET /api/dashboard/notifications': () => ({ body: [makeNotification(1, false)] }),
      'GET /api/dashboard/subscriptions': () => ({ body: [] }),
    })
    // Both went out before either has answered, and before the page's code had loaded.
    const sent = calls.map((c) => c.path)
    expect(sent).toContain(ME_PATH)
    expect(sent).toContain('/api/dashboard/projects')
    await act(async () => {
      me.release()
      projects.release()
      await Promise.resolve()
    })
    expect(await screen.findByText('Bakery site', {}, SLOW)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Ada!')
    // The page's own queries took the early answers instead of asking again.
    const gets = calls.filter((c) => c.method === 'GET').map((c) => c.path)
    expect(gets.filter((p) => p === ME_PATH)).toHaveLength(1)
    expect(gets.filter((p) => p === '/api/dashboard/projects')).toHaveLength(1)
    expect(gets.filter((p) => p === '/api/dashboard/notifications')).toHaveLength(1)
    // What the entry sends is exactly what the page reads first.
    expect(new Set(gets)).toEqual(new Set([ME_PATH, ...bootDataPaths('/dashboard', '')!]))
  })

  it("asks for the admin panel's figures and overview lists with the session, and reads nothing else first", async () => {
    const calls = await startApp('/admin', 'tok-admin', 'admin', {
      [`GET ${ME_PATH}`]: () => ({ body: { user: { ...ADMIN, totpEnabled: true } } }),
      'GET /api/admin/stats': () => ({
        body: {
          totalUsers: 7,
          activeProjects: 1,
          openTickets: 0,
          totalRevenueCents: 100_00,
          recentProjects: [],
          recentTickets: [],
        },
      }),
      'GET /api/admin/payments/attention': () => ({ body: [] }),
      'GET /api/admin/jobs/failed': () => ({ body: [] }),
    })
    expect(await screen.findByText('Admin Panel', {}, SLOW)).toBeTruthy()
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/admin/jobs/failed'), SLOW)
    const gets = calls.filter((c) => c.method === 'GET').map((c) => c.url)
    expect(gets.toSorted()).toEqual([ME_PATH, ...bootDataPaths('/admin', '')!].toSorted())
  })

  it("asks for the finance report's default figures with the session", async () => {
    stubResizeObserver()
    const calls = await startApp('/cfo-dashboard', 'tok-cfo', 'cfo', {
      [`GET ${ME_PATH}`]: () => ({ body: { user: { ...ADMIN, role: 'cfo', totpEnabled: true } } }),
      'GET /api/cfo/stats': () => ({ body: financeStats() }),
    })
    expect(await screen.findByText('Financial Dashboard', {}, SLOW)).toBeTruthy()
    await waitFor(
      () => expect(screen.getAllByText(/times in America\/New_York/).length).toBeGreaterThan(0),
      SLOW,
    )
    const gets = calls.filter((c) => c.method === 'GET').map((c) => c.url)
    expect(gets.toSorted()).toEqual([ME_PATH, ...bootDataPaths('/cfo-dashboard', '')!].toSorted())
  })

  it.each([
    ['an out-of-date role in storage', 'customer'],
    ["the role of the last session, another role's", 'admin'],
  ])(
    "sends someone with another role to their own area and never shows the page's data (%s)",
    async (_, storedRole) => {
      const forbidden = () => ({ status: 403, body: { message: 'Forbidden', code: 'FORBIDDEN' } })
      const calls = await startApp('/dashboard', 'tok-admin', storedRole, {
        [`GET ${ME_PATH}`]: () => ({ body: { user: ADMIN } }),
        // The server refuses the customer's reads to an admin; early answers to them are never shown.
        'GET /api/dashboard/projects': forbidden,
        'GET /api/dashboard/notifications': forbidden,
        'GET /api/dashboard/subscriptions': forbidden,
        'GET /api/admin/stats': () => new Promise<Answer>(() => {}),
        'GET /api/admin/payments/attention': () => new Promise<Answer>(() => {}),
        'GET /api/admin/jobs/failed': () => new Promise<Answer>(() => {}),
      })
      await waitFor(() => expect(window.location.pathname).toBe('/admin'), SLOW)
      expect(screen.queryByText('Welcome back, Avery!')).toBeNull()
      expect(screen.queryByText('Recent Projects')).toBeNull()
      // The identity answer corrected the hint; with it right, the customer's reads were never asked for.
      expect(window.localStorage.getItem(STORAGE_KEYS.role)).toBe('admin')
      const dashboardReads = calls.filter((c) => c.path.startsWith('/api/dashboard/'))
      if (storedRole === 'admin') expect(dashboardReads).toEqual([])
      else expect(dashboardReads).toHaveLength(3)
    },
  )

  it('signs out a refused token and sends the visitor to the sign-in page', async () => {
    await startApp('/dashboard', 'tok-old', 'customer', {
      [`GET ${ME_PATH}`]: () => ({ status: 401, body: { message: 'Unauthorized' } }),
      'GET /api/dashboard/projects': () => ({ status: 401, body: { message: 'Unauthorized' } }),
      'GET /api/dashboard/notifications': () => ({ status: 401, body: { message: 'Unauthorized' } }),
      'GET /api/dashboard/subscriptions': () => ({ status: 401, body: { message: 'Unauthorized' } }),
    })
    await waitFor(() => expect(window.location.pathname).toBe('/login'), SLOW)
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull()
  })
})
