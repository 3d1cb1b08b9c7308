/*
 * The signed-in pages' first reads, sent by the entry before any other code has loaded: the identity call and
 * the current page's data together, with the stored token, so neither waits for the other nor for the
 * application's code. The page's own queries then take these answers instead of asking again (lib/api-client),
 * so their keys, parsing and refusals are exactly what they would be without this head start.
 *
 * This module runs in the entry: it imports only lib/early-requests, so the landing page carries a few hundred
 * bytes of it.
 */
import { type EarlyRequests, ROLE_STORAGE_KEY, sendEarlyRequests, stored } from '../lib/early-requests'

/** The identity call, which every signed-in page makes first. */
export const ME_PATH = '/api/auth/me'

function positiveId(value: string | null): number | null {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : null
}

const ADMIN_OVERVIEW = ['/api/admin/payments/attention', '/api/admin/jobs/failed']
/** The finance report's figures with its default filters (30 days, every status). */
const FINANCE_DEFAULT_STATS = '/api/cfo/stats?days=30&status=all'
const DASHBOARD_BILLING = [
  '/api/dashboard/invoices',
  '/api/dashboard/subscriptions',
  '/api/dashboard/credit-notes',
]

/**
 * The API addresses (GET, exactly as the page's queries request them) that the signed-in page at this address
 * reads as it opens, besides the identity call; null for a page that needs no session. Each page's test asserts
 * that its first render asks for exactly these.
 */
export function bootDataPaths(pathname: string, search: string): string[] | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  const params = new URLSearchParams(search)
  // The client dashboard: its header (membership, unread count), its summary and the section shown.
  const dashboard = /^\/dashboard(?:\/(\w+))?$/.exec(path)
  if (dashboard) {
    const base = ['/api/dashboard/subscriptions', '/api/dashboard/notifications', '/api/dashboard/projects']
    return dashboard[1] === 'billing' ? [...new Set([...base, ...DASHBOARD_BILLING])] : base
  }
  // The admin panel's figures, read on every section (and its session check); the overview's lists with them.
  const admin = /^\/admin(?:\/(\w+))?$/.exec(path)
  if (admin) {
    const overview = (admin[1] ?? 'overview') === 'overview'
    return overview ? ['/api/admin/stats', ...ADMIN_OVERVIEW] : ['/api/admin/stats']
  }
  // The finance dashboard's figures for the default report (an address that names filters or a tab or an
  // order leaves the reading to the page).
  if (path === '/cfo-dashboard') return search.replace(/^\?/, '') ? [] : [FINANCE_DEFAULT_STATS]
  // A project's requirements form, or a project's order from the dashboard: the project's record.
  if (path === '/project-setup' || path === '/payment-success') {
    const id = positiveId(params.get('project'))
    const byProject = path === '/project-setup' || !(params.has('order') || params.has('payment_intent'))
    return id !== null && byProject ? [`/api/dashboard/project/${id}`] : []
  }
  // The checkout prices the order kept in this browser with a call of its own: only the session goes first.
  if (path === '/checkout') return []
  return null
}

/** The role whose page this is (the server refuses its reads to any other). */
export function pageRole(pathname: string): 'customer' | 'admin' | 'cfo' {
  return /^\/admin(\/|$)/.test(pathname)
    ? 'admin'
    : pathname.startsWith('/cfo-dashboard')
      ? 'cfo'
      : 'customer'
}

/**
 * Sends the identity call at once when this is a signed-in page and a token is stored, and the page's reads with
 * it when the last identity answer in this browser had the page's role: someone on another role's page is only
 * redirected, and their browser is not made to ask for what the server would refuse.
 */
export function startBootRequests(location: { pathname: string; search: string }): EarlyRequests | null {
  const paths = bootDataPaths(location.pathname, location.search)
  if (!paths) return null
  const reads = stored(ROLE_STORAGE_KEY) === pageRole(location.pathname) ? paths : []
  return sendEarlyRequests([ME_PATH, ...reads])
}
