import type { QueryKey } from '@tanstack/react-query'
import { portfolioKeys } from '../features/portfolio/portfolio-keys'
import { siteSettingsKeys } from '../hooks/use-site-settings'

/**
 * API answers the server wrote into a page it served (the portfolio list on /portfolio), keyed by API path, so
 * the page paints with its content and hydrates without asking again.
 */
export type InitialData = Record<string, unknown>

/** The query each API path a route shows (`data` in routes.ts) seeds. */
export const INITIAL_DATA_KEYS: Record<string, QueryKey> = {
  '/api/portfolio': portfolioKeys.list(),
  '/api/site-settings': siteSettingsKeys.public(),
}

const ELEMENT_ID = 'initial-data'

/** A JSON script element; `<` is escaped so no value can close it. Not executed, so the CSP does not apply. */
export function initialDataScript(data: InitialData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`
}

export function readInitialData(): InitialData {
  const text = document.getElementById(ELEMENT_ID)?.textContent
  if (!text) return {}
  try {
    return JSON.parse(text) as InitialData
  } catch {
    return {}
  }
}
