import type { OrderView } from '../../../../shared/contracts/orders'
import { formatMoney } from '../../../../shared/money'

const money = (cents: number) => formatMoney(cents, 'USD', { whole: false })

/** What an order bought, line by line, with its coupons and the total paid (the return page, a project's page). */
export function OrderLines({
  order,
}: {
  order: Pick<OrderView, 'lines' | 'coupons' | 'subtotalCents' | 'discountCents' | 'amountCents'>
}) {
  return (
    <dl className="grid gap-2 text-sm">
      {order.lines.map((line, i) => (
        <div key={`${i}-${line.description}`} className="flex justify-between gap-4">
          <dt className="min-w-0 break-words text-slate-700 [overflow-wrap:anywhere]">{line.description}</dt>
          <dd className="shrink-0 font-medium tabular-nums text-slate-900">
            {line.amountCents === 0 ? 'Free' : money(line.amountCents)}
          </dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-3">
        <dt className="text-slate-700">Subtotal</dt>
        <dd className="font-medium tabular-nums">{money(order.subtotalCents)}</dd>
      </div>
      {order.coupons.map((c) => (
        <div key={c.code} className="flex justify-between gap-4 text-emerald-800">
          <dt className="min-w-0 break-words">
            {c.discountCents > 0 || c.freePages === 0 ? `Discount (${c.code})` : `Coupon ${c.code}`}
          </dt>
          <dd className="shrink-0 font-medium tabular-nums">
            {c.discountCents > 0 || c.freePages === 0
              ? `−${money(c.discountCents)}`
              : `${c.freePages} free ${c.freePages === 1 ? 'page' : 'pages'}`}
          </dd>
        </div>
      ))}
      {order.coupons.length === 0 && order.discountCents > 0 && (
        <div className="flex justify-between gap-4 text-emerald-800">
          <dt>Discount</dt>
          <dd className="font-medium tabular-nums">−{money(order.discountCents)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 text-base font-bold text-slate-900">
        <dt>Total paid</dt>
        <dd className="tabular-nums">{money(order.amountCents)}</dd>
      </div>
    </dl>
  )
}
