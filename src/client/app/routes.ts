import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { User, UserRole } from '../../shared/contracts/auth'
import { BRAND } from '../../shared/marketing'

export interface RouteDef {
  path: string
  /** Loads the page's code: every route is its own chunk, so the landing page carries no dashboard code. */
  load: () => Promise<unknown>
  title: string
  /** Prerendered at build time, so its content paints before any script runs. */
  prerender: boolean
  /**
   * API paths whose current answers the page shows: the server renders it with them (again whenever they
   * change) and writes them into the page, so it paints with its content and never waits for those calls.
   */
  data?: string[]
}

/** A page open to everyone. */
export interface PageRoute extends RouteDef {
  load: () => Promise<{ default: ComponentType }>
}

/** What an area's page is given once the guard has let the visitor in. */
export interface AreaProps {
  user: User
}

/**
 * A signed-in area: one role may enter, through one guard (app/require-role.tsx) that shows the session check
 * while it waits and sends anyone else to the area's sign-in page. Only that check is prerendered: the area's
 * code and data load in the browser. `sections` are the area's tabs, each at `<base>/<section>`; the base
 * address shows the first.
 */
export interface AreaRoute {
  base: string
  role: UserRole
  /**
   * The area's code; `prefetch` starts its first queries (keyed as the page reads them) while the session is
   * checked, so the page renders once, with its data.
   */
  load: () => Promise<{ default: ComponentType<AreaProps>; prefetch?: (queryClient: QueryClient) => void }>
  title: string
  /** The heading of the session check. */
  checkTitle: string
  sections?: readonly string[]
}

const SITE = BRAND

/** The admin panel's sections, in tab order. */
export const ADMIN_SECTIONS = [
  'overview',
  'users',
  'projects',
  'domains',
  'portfolio',
  'coupons',
  'support',
  'contacts',
  'notifications',
  'audit',
  'settings',
] as const
export type AdminSection = (typeof ADMIN_SECTIONS)[number]

/** The client dashboard's sections, in tab order. */
export const DASHBOARD_SECTIONS = [
  'overview',
  'projects',
  'notifications',
  'billing',
  'settings',
  'support',
] as const
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number]

export const AREAS: AreaRoute[] = [
  {
    base: '/dashboard',
    role: 'customer',
    load: () => import('./routes/dashboard'),
    title: `Dashboard — ${SITE}`,
    checkTitle: 'Your dashboard',
    sections: DASHBOARD_SECTIONS,
  },
  {
    base: '/admin',
    role: 'admin',
    load: () => import('./routes/admin/admin-area'),
    title: `Admin — ${SITE}`,
    checkTitle: 'Admin Panel',
    sections: ADMIN_SECTIONS,
  },
  {
    base: '/cfo-dashboard',
    role: 'cfo',
    load: () => import('./routes/cfo-dashboard'),
    title: `Finance — ${SITE}`,
    checkTitle: 'Financial Dashboard',
  },
]

/** The areas' guard (require-role.tsx), a chunk of its own. */
export const loadGuard = () => import('./require-role')

/** The addresses an area answers: its base and each section under it. */
export function areaPaths(area: AreaRoute): string[] {
  return [area.base, ...(area.sections ?? []).map((s) => `${area.base}/${s}`)]
}

/** Matches an area's addresses, naming the section (undefined at the base); a trailing slash is allowed. */
export function areaPattern(area: AreaRoute): RegExp {
  const base = area.base.replace(/[/-]/g, (c) => `\\${c}`)
  const sections = area.sections?.length ? `(?:\\/(?<section>${area.sections.join('|')}))?` : ''
  return new RegExp(`^${base}${sections}\\/?$`)
}

export const PUBLIC_ROUTES: PageRoute[] = [
  {
    path: '/',
    load: () => import('./routes/landing'),
    title: `${SITE} — Professional small-business websites for $100`,
    prerender: true,
    // The trust bar's figures and the guarantee an admin edits: rendered by the server when they change.
    data: ['/api/site-settings'],
  },
  {
    path: '/portfolio',
    load: () => import('./routes/portfolio'),
    title: `Portfolio — ${SITE}`,
    prerender: true,
    data: ['/api/portfolio'],
  },
  {
    path: '/support',
    load: () => import('./routes/support'),
    title: `Support Center — ${SITE}`,
    prerender: true,
    // States the money-back guarantee an admin sets.
    data: ['/api/site-settings'],
  },
  {
    path: '/terms-of-service',
    load: () => import('./routes/terms-of-service'),
    title: `Terms of Service — ${SITE}`,
    prerender: true,
    // States the money-back guarantee an admin sets.
    data: ['/api/site-settings'],
  },
  {
    path: '/privacy-policy',
    load: () => import('./routes/privacy-policy'),
    title: `Privacy Policy — ${SITE}`,
    prerender: true,
  },
  {
    path: '/register',
    load: () => import('./routes/register'),
    title: `Get started — ${SITE}`,
    prerender: true,
  },
  {
    path: '/login',
    load: () => import('./routes/login'),
    title: `Sign in — ${SITE}`,
    prerender: true,
  },
  {
    path: '/admin-login',
    load: () => import('./routes/admin-login'),
    title: `Admin sign in — ${SITE}`,
    prerender: true,
  },
  {
    path: '/cfo-login',
    load: () => import('./routes/cfo-login'),
    title: `Finance sign in — ${SITE}`,
    prerender: true,
  },
  {
    path: '/account-setup',
    load: () => import('./routes/account-setup'),
    title: `Set your password — ${SITE}`,
    // Prerendered as its frame: the link's token is read in the browser once the page has hydrated.
    prerender: true,
  },
  {
    path: '/checkout',
    load: () => import('./routes/checkout'),
    title: `Checkout — ${SITE}`,
    prerender: true,
  },
  {
    path: '/payment-success',
    load: () => import('./routes/payment-success'),
    title: `Payment — ${SITE}`,
    prerender: true,
  },
  {
    path: '/project-setup',
    load: () => import('./routes/project-setup'),
    title: `Project setup — ${SITE}`,
    prerender: true,
  },
  {
    path: '/demo',
    load: () => import('./routes/demo'),
    title: `Demo dashboard — ${SITE}`,
    prerender: true,
  },
]

/**
 * Every address the site answers, exactly as the server serves it: each one is prerendered (an area's only as
 * its session check), and the server answers any other address with the not-found page.
 */
export const ROUTES: RouteDef[] = [
  ...PUBLIC_ROUTES,
  ...AREAS.flatMap((area) =>
    areaPaths(area).map((path) => ({
      path,
      load: () => Promise.all([loadGuard(), area.load()]),
      title: area.title,
      prerender: true,
    })),
  ),
]

export const NOT_FOUND: PageRoute = {
  path: '*',
  load: () => import('./routes/not-found'),
  title: `Page not found — ${SITE}`,
  prerender: true,
}

export function findRoute(pathname: string): RouteDef {
  const clean = pathname.replace(/\/+$/, '') || '/'
  return ROUTES.find((r) => r.path === clean) ?? NOT_FOUND
}
