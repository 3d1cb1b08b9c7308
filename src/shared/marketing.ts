/**
 * Claims shown on the site come from here so the landing page, the FAQ and the terms never disagree.
 * The guarantee is 7 days after delivery, the figure the terms give.
 */
export const MONEY_BACK_GUARANTEE_DAYS = 7
export const SUPPORT_EMAIL = 'hello@sitecraft.studio'
export const SUPPORT_PHONE = '+44 20 4577 1290'
/** The phone number as a dialling link. */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/\s/g, '')}`
export const SUPPORT_HOURS = 'Mon-Fri 9AM-6PM GMT'
export const BRAND = 'SiteCraft'
export const COMPANY = {
  legalName: 'SiteCraft Studio Ltd',
  companyNumber: '15834271',
  address: ['71-75 Shelton Street', 'Covent Garden', 'London WC2H 9JQ', 'United Kingdom'],
  email: SUPPORT_EMAIL,
  privacyEmail: 'privacy@sitecraft.studio',
}
/** Response promises in hours. */
export const SUPPORT_RESPONSE_HOURS = { urgent: 2, high: 4, medium: 24, low: 48 } as const
export const CONTACT_RESPONSE_HOURS = 24

/**
 * How maintenance starts and ends, in the words the terms, the FAQ, the pricing section, the dialogs and the mails
 * all use: a free month with delivery, a paid plan only by the customer's choice with a card, cancelled from the
 * dashboard at any time to the end of the period paid for.
 */
export const MAINTENANCE_TERMS = {
  freeMonth: 'Delivery includes one month of maintenance free.',
  start:
    'After it, nothing is charged unless you choose a plan under Billing in your dashboard and pay for it by card.',
  cancel:
    'Cancel any time under Billing: the plan runs to the end of the period you have paid for and is not billed again.',
} as const
