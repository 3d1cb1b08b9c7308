import { RUSH_FEE_CENTS, TIMELINE_OPTIONS, TIMELINES } from '../../../../shared/catalog'
import { AddonChoices, ExtraPagesField } from '../../../components/order-choices'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { cn } from '../../../lib/utils'
import type { CheckoutOrder } from '../hooks/use-checkout-order'
import { formatMoney } from '../../../../shared/money'

/**
 * The order's items: extra pages (0-20), the offered add-ons with what every site includes, and the timeline;
 * the same choices, at the same prices, as the landing page's and the dashboard's order dialogs.
 */
export function OrderOptions({ order, disabled }: { order: CheckoutOrder; disabled?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight text-slate-900">Your package</h2>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ExtraPagesField
          extraPages={order.extraPages}
          freePages={order.price.freePages}
          onChange={order.setExtraPages}
          disabled={disabled}
        />
        <AddonChoices selected={order.addons} onToggle={order.toggleAddon} disabled={disabled} />
        <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
          <legend className="mb-2 text-sm font-medium text-slate-800">Delivery</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {TIMELINES.map((id) => (
              <label
                key={id}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                  order.timeline === id ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white',
                )}
              >
                <input
                  type="radio"
                  name="timeline"
                  value={id}
                  checked={order.timeline === id}
                  onChange={() => order.setTimeline(id)}
                  className="size-4 accent-brand-700"
                />
                <span className="flex-1 font-medium text-slate-900">{TIMELINE_OPTIONS[id].label}</span>
                <span className="font-semibold text-slate-900">
                  {id === 'rush' ? `+${formatMoney(RUSH_FEE_CENTS)}` : 'Included'}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  )
}
