import type { PriceLine } from '../../../shared/pricing'
import type { NewOrderLine } from './orders.repo'

/**
 * The order's stored lines: exactly the lines of its price (priceOrder in shared/pricing.ts, the one builder of
 * lines), in its words and amounts. The order keeps them when it is placed; the receipt and the invoice are made
 * from those stored lines when it is paid, whatever the catalog says by then.
 */
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
