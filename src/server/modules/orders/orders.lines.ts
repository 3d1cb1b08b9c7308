import { type PriceLine, priceOrder } from '../../../shared/pricing'
import type { TimelineId } from '../../../shared/catalog'
import type { NewOrderLine } from './orders.repo'

/** The order's stored lines: exactly the lines of its price (shared/pricing.ts), in its words and amounts. */
export function toOrderLines(lines: readonly PriceLine[]): NewOrderLine[] {
  return lines.map((l) => ({
    kind: l.kind,
    code: l.code,
    description: l.label,
    quantity: l.quantity,
    unitCents: l.unitCents,
    amountCents: l.amountCents,
  }))
}

/**
 * An order's lines as the invoice shows them, from its stored choice: priced by priceOrder, the one builder of
 * lines, so the checkout, the stored order, the receipt and the invoice say the same. Free pages are the ones the
 * order was given when its coupons were applied.
 */
export function orderLinesFor(details: {
  extraPages: number
  selectedAddons: readonly string[]
  timeline: string
  domain: string | null
  freePages: number
}): NewOrderLine[] {
  const price = priceOrder({
    extraPages: details.extraPages,
    addons: details.selectedAddons,
    timeline: details.timeline as TimelineId,
    domain: details.domain,
    // The free pages, as a coupon of exactly that many pages gives them.
    coupons: details.freePages
      ? [{ code: 'FREE', kind: 'free_pages', value: details.freePages, minOrderCents: 0, stackable: true }]
      : [],
  })
  return toOrderLines(price.lines)
}
