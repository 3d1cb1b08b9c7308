import { TIMELINES } from '../../../shared/catalog'
import type { OrderPrice, PriceLine } from '../../../shared/pricing'
import type { NewOrderLine } from './orders.repo'

/** How a document (the receipt, the invoice, the order's page) names a line; the checkout shows the label. */
function describe(line: PriceLine, domain: string | null) {
  switch (line.kind) {
    case 'extra_pages':
      return 'Extra pages'
    case 'rush':
      return `Rush delivery (${TIMELINES.rush.businessDays} business days)`
    case 'domain':
      return `Domain ${domain} (first year)`
    case 'free_pages':
      return 'Free extra pages (coupon)'
    default:
      return line.label
  }
}

/**
 * An order's lines as it stores them, from its price (priceOrder, the one builder of lines): the order keeps them
 * when it is placed, and the invoice is made from those stored lines when it is paid, whatever the catalog says
 * by then. The domain line carries the name.
 */
export function orderLinesFor(price: OrderPrice, domain: string | null): NewOrderLine[] {
  return price.lines.map((line) => ({
    kind: line.kind,
    code: line.kind === 'domain' && domain ? domain : line.code,
    description: describe(line, domain),
    quantity: line.quantity,
    unitCents: line.unitCents,
    amountCents: line.amountCents,
  }))
}
