import type { PublicSiteSettings, SiteSettings } from './contracts/site-settings'
import { COMPANY, MONEY_BACK_GUARANTEE_DAYS } from './marketing'

/*
 * The settings before an admin edits them: the texts the site stated when they were written in code. Free of
 * zod, so the landing page can start from them without loading it.
 */

/** The chat number the site shipped with; CHAT_NUMBER replaces it until an admin saves one. */
export const DEFAULT_CHAT_NUMBER = '+44 20 4577 1290'

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  trustBar: {
    businessesServed: { label: 'businesses served', stated: 1200 },
    sitesDelivered: { label: 'sites delivered', stated: 500 },
    rating: { label: 'average rating', value: '4.9/5' },
    averageDelivery: { label: 'average delivery', value: '7 days' },
    satisfaction: { label: 'client satisfaction', value: '99%' },
  },
  guaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
  chatNumber: DEFAULT_CHAT_NUMBER,
  company: {
    legalName: COMPANY.legalName,
    addressLines: [...COMPANY.address],
    email: COMPANY.email,
    companyNumber: COMPANY.companyNumber,
    taxNumber: '',
  },
  timeZone: 'UTC',
  holidays: [],
}

/** What the public pages show before their settings arrive (the prerender at build time, a failed read). */
export const DEFAULT_PUBLIC_SITE_SETTINGS: PublicSiteSettings = {
  trustBar: [
    { label: 'businesses served', value: '1,200+' },
    { label: 'sites delivered', value: '500+' },
    { label: 'average rating', value: '4.9/5' },
    { label: 'average delivery', value: '7 days' },
    { label: 'client satisfaction', value: '99%' },
  ],
  guaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
  chatNumber: DEFAULT_CHAT_NUMBER.replace(/[^0-9]/g, ''),
}
