import {
  BASE_PAGES,
  BASE_PRICE_CENTS,
  DOMAIN_PRICE_CENTS,
  EXTRA_PAGE_CENTS,
  getAddon,
  RUSH_FEE_CENTS,
} from '../../../shared/catalog'
import type { NewOrderLine } from './orders.repo'

/**
 * An order's lines as the invoice shows them, from its choice: the same choice always gives the same lines, so
 * the order stores them when it is placed and the invoice is made from the paid order without reading them.
 */
export function orderLinesFor(details: {
  extraPages: number
  selectedAddons: readonly string[]
  timeline: string
  domain: string | null
  freePages: number
}): NewOrderLine[] {
  const { freePages } = details
  const lines: NewOrderLine[] = [
    {
      kind: 'base',
      code: 'base',
      description: `Website package (${BASE_PAGES} pages)`,
      quantity: 1,
      unitCents: BASE_PRICE_CENTS,
      amountCents: BASE_PRICE_CENTS,
    },
  ]
  if (details.extraPages > 0)
    lines.push({
      kind: 'extra_pages',
      code: 'extra-pages',
      description: `Extra pages`,
      quantity: details.extraPages,
      unitCents: EXTRA_PAGE_CENTS,
      amountCents: details.extraPages * EXTRA_PAGE_CENTS,
    })
  for (const id of new Set(details.selectedAddons)) {
    const addon = getAddon(id)!
    lines.push({
      kind: 'addon',
      code: id,
      description: addon.name,
      quantity: 1,
      unitCents: addon.priceCents,
      amountCents: addon.priceCents,
    })
  }
  if (details.timeline === 'rush')
    lines.push({
      kind: 'rush',
      code: 'rush',
      description: 'Rush delivery (5 business days)',
      quantity: 1,
      unitCents: RUSH_FEE_CENTS,
      amountCents: RUSH_FEE_CENTS,
    })
  if (details.domain)
    lines.push({
      kind: 'domain',
      code: details.domain,
      description: `Domain ${details.domain} (first year)`,
      quantity: 1,
      unitCents: DOMAIN_PRICE_CENTS,
      amountCents: DOMAIN_PRICE_CENTS,
    })
  if (freePages > 0)
    lines.push({
      kind: 'free_pages',
      code: 'free-pages',
      description: 'Free extra pages (coupon)',
      quantity: freePages,
      unitCents: 0,
      amountCents: 0,
    })
  return lines
}
