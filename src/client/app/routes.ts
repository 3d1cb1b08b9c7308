import type { ComponentType } from 'react'
import { BRAND } from '../../shared/marketing'

export interface RouteDef {
  path: string
  /** Loads the page's code: every route is its own chunk, so the landing page carries no dashboard code. */
  load: () => Promise<{ default: ComponentType }>
  title: string
  description?: string
  /** Prerendered at build time, so its content paints before any script runs. */
  prerender: boolean
  /**
   * API paths whose current answers the page shows: the server renders it with them (again whenever they
   * change) and writes them into the page, so it paints with its content and never waits for those calls.
   */
  data?: string[]
}

const SITE = BRAND

export const ROUTES: RouteDef[] = [
  {
    path: '/',
    load: () => import('../features/landing/landing-page'),
    title: `${SITE} — Professional small-business websites for $100`,
    description:
      'A professionally built 5-page website for your business for a flat $100: free .com domain for a year, SSL, mobile-ready design and basic SEO, delivered within 7 days.',
    prerender: true,
  },
  {
    path: '/portfolio',
    load: () => import('../features/portfolio/portfolio-page'),
    title: `Portfolio — ${SITE}`,
    description: 'Websites we have built for restaurants, clinics, shops, gyms and professional firms.',
    prerender: true,
    data: ['/api/portfolio'],
  },
  {
    path: '/support',
    load: () => import('../features/support/support-page'),
    title: `Support Center — ${SITE}`,
    description: 'Get help with your website: contact us, browse common issues or file a support request.',
    prerender: true,
  },
  {
    path: '/terms-of-service',
    load: () => import('../features/legal/terms-page'),
    title: `Terms of Service — ${SITE}`,
    prerender: true,
  },
  {
    path: '/privacy-policy',
    load: () => import('../features/legal/privacy-page'),
    title: `Privacy Policy — ${SITE}`,
    prerender: true,
  },
  {
    path: '/register',
    load: () => import('../features/landing/register-redirect'),
    title: `Get started — ${SITE}`,
    prerender: true,
  },
  {
    path: '/login',
    load: () => import('../features/auth/login-page'),
    title: `Sign in — ${SITE}`,
    prerender: true,
  },
  {
    path: '/admin-login',
    load: () => import('../features/auth/admin-login-page'),
    title: `Admin sign in — ${SITE}`,
    prerender: true,
  },
  {
    path: '/cfo-login',
    load: () => import('../features/auth/cfo-login-page'),
    title: `Finance sign in — ${SITE}`,
    prerender: true,
  },
  {
    path: '/dashboard',
    load: () => import('../features/dashboard/dashboard-page'),
    title: `Dashboard — ${SITE}`,
    prerender: true,
  },
  {
    path: '/admin',
    load: () => import('../features/admin/admin-page'),
    title: `Admin — ${SITE}`,
    prerender: true,
  },
  {
    path: '/cfo-dashboard',
    load: () => import('../features/cfo/cfo-dashboard-page'),
    title: `Finance — ${SITE}`,
    prerender: true,
  },
  {
    path: '/checkout',
    load: () => import('./placeholder-page'),
    title: `Checkout — ${SITE}`,
    prerender: true,
  },
  {
    path: '/payment-success',
    load: () => import('./placeholder-page'),
    title: `Payment — ${SITE}`,
    prerender: true,
  },
  {
    path: '/project-setup',
    load: () => import('./placeholder-page'),
    title: `Project setup — ${SITE}`,
    prerender: true,
  },
  {
    path: '/demo',
    load: () => import('./placeholder-page'),
    title: `Demo dashboard — ${SITE}`,
    prerender: true,
  },
]

export const NOT_FOUND: RouteDef = {
  path: '*',
  load: () => import('../features/not-found/not-found-page'),
  title: `Page not found — ${SITE}`,
  prerender: true,
}

export function findRoute(pathname: string): RouteDef {
  const clean = pathname.replace(/\/+$/, '') || '/'
  return ROUTES.find((r) => r.path === clean) ?? NOT_FOUND
}
