// The site-settings module's public surface: what app.ts, the seed and other modules may use (lint refuses its
// other files).
export { siteSettingsRoutes } from './site-settings.routes'
export {
  cachedInvoiceCompany,
  countDeliveredProjectsWith,
  getPublicSiteSettings,
  invoiceCompany,
  SITE_SETTINGS_CACHE_PREFIX,
} from './site-settings.service'
export { studioHolidays, studioTimeZone } from './site-settings.service'
