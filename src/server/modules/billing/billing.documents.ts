import { COMPANY } from '../../../shared/marketing'
import type { InvoiceParty } from '../../db/schema/billing'
import type { BillingCycle } from './subscriptions.repo'

/** `basic` → `Basic`. */
export function planLabel(plan: string): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1)
}

/** What a maintenance subscription and its invoices are called: `Website Maintenance — Basic plan`. */
export function maintenanceTitle(plan: string): string {
  return `Website Maintenance — ${planLabel(plan)} plan`
}

/**
 * The invoice line of one cycle, from its first to its last day:
 * `Website Maintenance — Basic plan, monthly (2026-12-23 – 2027-01-22)`.
 */
export function cycleLine(plan: string, cycle: BillingCycle, start: string, lastDay: string): string {
  return `${maintenanceTitle(plan)}, ${cycle} (${start} – ${lastDay})`
}

/** The studio as it issues an invoice (UK company details), stored on each invoice as it was that day. */
export function studioIssuer(): InvoiceParty {
  return {
    name: COMPANY.legalName,
    address: COMPANY.address.join(', '),
    email: COMPANY.email,
    registration: `Registered in England and Wales, company number ${COMPANY.companyNumber}`,
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
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    ...(user.company ? { company: user.company } : {}),
    ...(user.billingAddress ? { address: user.billingAddress } : {}),
    email: user.email,
  }
}
