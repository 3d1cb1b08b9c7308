import type { CompanySettings } from '../../../shared/contracts/site-settings'
import { formatDate } from '../../../shared/dates'
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site-settings-defaults'
import { MAINTENANCE_PLAN_LABELS, type MaintenancePlanName } from '../../../shared/states'
import type { InvoiceParty } from '../../db/schema/billing'
import type { BillingCycle } from './subscriptions.repo'
import { displayName } from '../../../shared/display-name'

/** `basic` → `Basic` (MAINTENANCE_PLAN_LABELS). */
export function planLabel(plan: string): string {
  return MAINTENANCE_PLAN_LABELS[plan as MaintenancePlanName] ?? plan
}

/** What a maintenance subscription and its invoices are called: `Website Maintenance — Basic plan`. */
export function maintenanceTitle(plan: string): string {
  return `Website Maintenance — ${planLabel(plan)} plan`
}

/**
 * The invoice line of one cycle, from its first to its last day:
 * `Website Maintenance — Basic plan, monthly (Dec 23, 2026 – Jan 22, 2027)`.
 */
export function cycleLine(plan: string, cycle: BillingCycle, start: string, lastDay: string): string {
  return `${maintenanceTitle(plan)}, ${cycle} (${formatDate(start)} – ${formatDate(lastDay)})`
}

/**
 * The studio as it issues an invoice (the company details of the site settings that day), stored on each invoice,
 * so an invoice keeps the details it was issued with.
 */
export function studioIssuer(company: CompanySettings = DEFAULT_SITE_SETTINGS.company): InvoiceParty {
  const registration = [
    company.companyNumber && `Registered in England and Wales, company number ${company.companyNumber}`,
    company.taxNumber && `VAT number ${company.taxNumber}`,
  ].filter(Boolean)
  return {
    name: company.legalName,
    address: company.addressLines.join(', '),
    email: company.email,
    ...(registration.length ? { registration: registration.join('. ') } : {}),
  }
}

/** Who a maintenance invoice is made out to: the account's name and the billing details it keeps. */
export function accountBillTo(user: {
  firstName: string
  lastName: string
  email: string
  company: string
  billingAddress: string
}): InvoiceParty {
  return {
    name: displayName(user),
    ...(user.company ? { company: user.company } : {}),
    ...(user.billingAddress ? { address: user.billingAddress } : {}),
    email: user.email,
  }
}

/** What a revision round's invoice says it bills. */
export const revisionRoundLine = (round: number, projectTitle: string) =>
  `Revision round ${round}: ${projectTitle}`

/** A maintenance plan's invoice or a revision round's is paid by card from Billing; an order's was paid at checkout. */
export function payableByCard(invoice: { subscriptionId: number | null; revisionRound: number | null }) {
  return invoice.subscriptionId !== null || invoice.revisionRound !== null
}
