import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicSiteSettings } from '../../shared/contracts/site-settings'
import { PUBLIC_READ_PATHS } from '../../shared/contracts/public-reads'
import { DEFAULT_PUBLIC_SITE_SETTINGS } from '../../shared/site-settings-defaults'
import { apiJson } from '../lib/api-client'

/** Query keys of the site settings an admin edits and the public pages show. */
export const siteSettingsKeys = {
  all: ['site-settings'] as const,
  public: () => [...siteSettingsKeys.all, 'public'] as const,
}

/** The trust bar's figures, the guarantee and the chat number, as the public pages show them. */
export function getPublicSiteSettings(): Promise<PublicSiteSettings> {
  return apiJson<PublicSiteSettings>('GET', PUBLIC_READ_PATHS.siteSettings)
}

export const publicSiteSettingsQueryOptions = queryOptions({
  queryKey: siteSettingsKeys.public(),
  queryFn: getPublicSiteSettings,
})

/**
 * The settings the server wrote into the page (pages that show them name it in app/pages.ts, so
 * they paint with them); the defaults while they load or if they cannot be read.
 */
export function useSiteSettings(): PublicSiteSettings {
  const { data } = useQuery(publicSiteSettingsQueryOptions)
  return data ?? DEFAULT_PUBLIC_SITE_SETTINGS
}
