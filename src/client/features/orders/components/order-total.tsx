import type { AddonId } from '../../../../shared/catalog'
import { lineText, priceOrder } from '../../../../shared/pricing'
import { formatMoney } from '../../../../shared/money'

/**
 * The running total of an order being configured, line by line, from the shared priceOrder: the words and
 * amounts the checkout, the receipt and the invoice show.
 */
export function OrderTotal({ extraPages, addonIds }: { extraPages: number; addonIds: readonly AddonId[] }) {
  const price = priceOrder({ extraPages, addons: addonIds, timeline: 'standard', domain: null, coupons: [] })
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 className="sr-only">Order summary</h3>
      <dl className="grid gap-1.5 text-sm">
        {price.lines.map((line) => (
          <div key={line.code} className="flex justify-between gap-4">
            <dt className="min-w-0 break-words text-slate-600">{lineText(line)}</dt>
            <dd className="font-medium text-slate-900">{formatMoney(line.amountCents)}</dd>
          </div>
        ))}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">Total, one-time</dt>
          <dd
            className="text-2xl font-bold text-slate-900"
            aria-live="polite"
            aria-atomic="true"
            data-testid="order-dialog-total"
          >
            {formatMoney(price.totalCents)}
          </dd>
        </div>
      </dl>
    </div>
  )
}
