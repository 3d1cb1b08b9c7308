import type { User, UserRole } from '../../shared/contracts/auth'
import { PUBLIC_READ_PATHS } from '../../shared/contracts/public-reads'
import { BRAND } from '../../shared/marketing'

/**
 * Every address the site answers, with what its head says and what it shows. The route modules are named in
 * routes.ts (React Router's route config); this module is what the pages, the build and the server read about
 * them, so it imports nothing heavier than the brand and the public reads' paths.
 */

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

/** What an area's page is given once the guard has let the visitor in. */
export interface AreaProps {
  user: User
}

/**
 * A signed-in area: one role may enter, through one guard (areas/area-route.tsx) that shows the session check
 * while it waits and sends anyone else to the area's sign-in page. `sections` are the area's tabs, each at
 * `<base>/<section>`; the base address shows the first.
 */
export interface Area {
  base: string
  role: UserRole
  title: string
  /** The heading of the session check. */
  checkTitle: string
  sections: readonly string[]
}

export const AREAS = {
  dashboard: {
    base: '/dashboard',
    role: 'customer',
    title: `Dashboard — ${SITE}`,
    checkTitle: 'Your dashboard',
    sections: DASHBOARD_SECTIONS,
  },
  admin: {
    base: '/admin',
    role: 'admin',
    title: `Admin — ${SITE}`,
    checkTitle: 'Admin Panel',
    sections: ADMIN_SECTIONS,
  },
  finance: {
    base: '/cfo-dashboard',
    role: 'cfo',
    title: `Finance — ${SITE}`,
    checkTitle: 'Financial Dashboard',
    sections: [],
  },
} satisfies Record<string, Area>

/** The addresses an area answers: its base and each section under it. */
export function areaPaths(area: Area): string[] {
  return [area.base, ...area.sections.map((s) => `${area.base}/${s}`)]
}

export interface PublicPage {
  title: string
  /** For search engines and link previews. */
  description?: string
  /**
   * API paths whose current answers the page shows: the server renders it with them (again whenever they
   * change), so it paints with its content and never waits for those calls. A page without is prerendered.
   */
  data?: string[]
}

export const PUBLIC_PAGES: Record<string, PublicPage> = {
  '/': {
    title: `${SITE} — Professional small-business websites for $100`,
    description:
      'A professionally built 5-page website for your business for a flat $100: free .com domain for a year, SSL, mobile-ready design and basic SEO, delivered within 7 days.',
    // The trust bar's figures and the guarantee an admin edits.
    data: [PUBLIC_READ_PATHS.siteSettings],
  },
  '/portfolio': {
    title: `Portfolio — ${SITE}`,
    description: 'Websites we have built for restaurants, clinics, shops, gyms and professional firms.',
    data: [PUBLIC_READ_PATHS.portfolio],
  },
  '/support': {
    title: `Support Center — ${SITE}`,
    description: 'Get help with your website: contact us, browse common issues or file a support request.',
    // States the money-back guarantee an admin sets.
    data: [PUBLIC_READ_PATHS.siteSettings],
  },
  '/terms-of-service': { title: `Terms of Service — ${SITE}`, data: [PUBLIC_READ_PATHS.siteSettings] },
  '/privacy-policy': { title: `Privacy Policy — ${SITE}` },
  '/register': { title: `Get started — ${SITE}` },
  '/login': { title: `Sign in — ${SITE}` },
  '/admin-login': { title: `Admin sign in — ${SITE}` },
  '/cfo-login': { title: `Finance sign in — ${SITE}` },
  // Prerendered as its frame: the link's token is read in the browser.
  '/account-setup': { title: `Set your password — ${SITE}` },
  '/checkout': { title: `Checkout — ${SITE}` },
  '/payment-success': { title: `Payment — ${SITE}` },
  '/project-setup': { title: `Project setup — ${SITE}` },
  '/demo': { title: `Demo dashboard — ${SITE}` },
}

export const NOT_FOUND_TITLE = `Page not found — ${SITE}`

const clean = (pathname: string) => pathname.replace(/\/+$/, '') || '/'

/** The title of the page at an address (an area's at each of its sections). */
export function titleFor(pathname: string): string {
  const path = clean(pathname)
  const page = PUBLIC_PAGES[path]
  if (page) return page.title
  const area = Object.values(AREAS).find((a) => areaPaths(a).includes(path))
  return area?.title ?? NOT_FOUND_TITLE
}

/** The page's head: its title and, for a page search engines show, its description and link preview. */
export function headFor(pathname: string) {
  const title = titleFor(pathname)
  const description = PUBLIC_PAGES[clean(pathname)]?.description
  return [
    { title },
    ...(description
      ? [
          { name: 'description', content: description },
          { property: 'og:title', content: title },
          { property: 'og:description', content: description },
        ]
      : []),
  ]
}

/** The pages the server renders with live data: address → the API paths it shows. */
export const LIVE_PATHS: Record<string, string[]> = Object.fromEntries(
  Object.entries(PUBLIC_PAGES).flatMap(([path, page]) => (page.data ? [[path, page.data]] : [])),
)

/** The addresses prerendered at build time: every public page without live data and every area's address. */
export const PRERENDERED_PATHS: string[] = [
  ...Object.keys(PUBLIC_PAGES).filter((path) => !LIVE_PATHS[path]),
  ...Object.values(AREAS).flatMap(areaPaths),
]
