import { lineText, type OrderPrice } from '../../../../shared/pricing'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { keepClear } from '../../../hooks/use-keep-clear'
import { formatMoney } from '../../../../shared/money'

/**
 * The order's price, line by line, from the shared priceOrder; once the payment is open, the amount the server
 * will charge (its own pricing) is shown as the total to pay. Announced politely as it changes.
 */
export function OrderSummary({
  price,
  serverAmountCents,
}: {
  price: OrderPrice
  /** The server's total, once the payment is open. */
  serverAmountCents?: number | undefined
}) {
  const money = (cents: number) => formatMoney(cents, 'USD', { whole: false })
  const serverCents = serverAmountCents
  return (
    <Card>
      <CardHeader>
        <h2 id="order-summary-heading" className="text-lg font-semibold leading-tight text-slate-900">
          Order summary
        </h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm" aria-labelledby="order-summary-heading">
          {price.lines.map((line) => (
            <div key={`${line.kind}-${line.code}`} className="flex justify-between gap-4">
              <dt className="min-w-0 break-words text-slate-700 [overflow-wrap:anywhere]">
                {lineText(line)}
              </dt>
              <dd className="shrink-0 font-medium tabular-nums text-slate-900">
                {line.amountCents === 0 ? 'Free' : money(line.amountCents)}
              </dd>
            </div>
          ))}
          <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-3">
            <dt className="text-slate-700">Subtotal</dt>
            <dd className="font-medium tabular-nums text-slate-900">{money(price.subtotalCents)}</dd>
          </div>
          {price.applied
            .filter((a) => a.discountCents > 0)
            .map((a) => (
              <div key={a.code} className="flex justify-between gap-4 text-emerald-800">
                <dt className="min-w-0 break-words">Discount ({a.code})</dt>
                <dd className="shrink-0 font-medium tabular-nums">−{money(a.discountCents)}</dd>
              </div>
            ))}
        </dl>
        <div
          ref={keepClear}
          aria-live="polite"
          aria-atomic="true"
          className="mt-4 flex items-baseline justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
        >
          <span className="font-semibold text-slate-900">
            {serverCents === undefined ? 'Total' : 'Total to pay'}
          </span>
          <span className="text-2xl font-bold tabular-nums text-slate-900" data-testid="order-total">
            {money(serverCents ?? price.totalCents)}
          </span>
        </div>
        {serverCents !== undefined && serverCents !== price.totalCents && (
          <p className="mt-2 text-xs text-slate-600">
            The amount to pay is the one our system calculated for your order.
          </p>
        )}
        <p className="mt-3 text-xs text-slate-600">One-time payment in US dollars. No subscription.</p>
      </CardContent>
    </Card>
  )
}
