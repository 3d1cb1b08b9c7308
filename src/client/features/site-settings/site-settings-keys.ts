/**
 * Query keys of the settings as the admin's Settings tab reads them, under `admin`; what the public pages read of
 * them is `siteSettingsKeys` (hooks/use-site-settings.ts), which every page shares.
 */
export const adminSiteSettingsKeys = {
  all: ['admin', 'settings'] as const,
}
