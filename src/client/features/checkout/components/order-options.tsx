import {
  ADDONS,
  type AddonId,
  BASE_PAGES,
  BASE_PRICE_CENTS,
  EXTRA_PAGE_CENTS,
  formatCents,
  getAddon,
  MAX_EXTRA_PAGES,
  RUSH_FEE_CENTS,
  TIMELINES,
  type TimelineId,
} from '../../../../shared/catalog'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { AddonToggle } from '../../../components/addon-toggle'
import { Label } from '../../../components/ui/label'
import { NativeSelect } from '../../../components/ui/input'
import { cn } from '../../../lib/utils'
import type { CheckoutOrder } from '../hooks/use-checkout-order'

/** Page counts the checkout offers; the customer's own choice from the order dialog is kept among them. */
const PAGE_CHOICES = [5, 6, 7, 8, 10]
const CHECKOUT_ADDONS = ADDONS.filter((a) => a.checkout)

/** The order's items: pages, add-ons (the checkout's list plus any chosen before) and the timeline. */
export function OrderOptions({
  order,
  initialAddons,
  disabled,
}: {
  order: CheckoutOrder
  initialAddons: readonly AddonId[]
  disabled?: boolean
}) {
  const pages = BASE_PAGES + order.extraPages
  const pageChoices = [...new Set([...PAGE_CHOICES, pages])]
    .filter((p) => p - BASE_PAGES <= MAX_EXTRA_PAGES)
    .sort((a, b) => a - b)
  const offered = [
    ...CHECKOUT_ADDONS,
    ...initialAddons.flatMap((id) => {
      const a = getAddon(id)
      return a && !a.checkout ? [a] : []
    }),
  ]

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight text-slate-900">Your package</h2>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-1.5">
          <Label htmlFor="checkout-pages">Number of pages</Label>
          <NativeSelect
            id="checkout-pages"
            value={pages}
            disabled={disabled}
            onChange={(e) => order.setExtraPages(Number(e.target.value) - BASE_PAGES)}
            className="sm:max-w-xs"
          >
            {pageChoices.map((p) => (
              <option key={p} value={p}>
                {p} pages — {formatCents(BASE_PRICE_CENTS + (p - BASE_PAGES) * EXTRA_PAGE_CENTS)}
              </option>
            ))}
          </NativeSelect>
          <p className="text-xs text-slate-600">
            {BASE_PAGES} pages included; extra pages {formatCents(EXTRA_PAGE_CENTS)} each.
          </p>
        </div>

        <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
          <legend className="mb-2 text-sm font-medium text-slate-800">Add-ons (choose any)</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {offered.map((a) => (
              <AddonToggle
                key={a.id}
                name={a.name}
                priceCents={a.priceCents}
                on={order.addons.includes(a.id)}
                onToggle={() => order.toggleAddon(a.id)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
          <legend className="mb-2 text-sm font-medium text-slate-800">Delivery</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(Object.keys(TIMELINES) as TimelineId[]).map((id) => (
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
                <span className="flex-1 font-medium text-slate-900">{TIMELINES[id].label}</span>
                <span className="font-semibold text-slate-900">
                  {id === 'rush' ? `+${formatCents(RUSH_FEE_CENTS)}` : 'Included'}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  )
}
