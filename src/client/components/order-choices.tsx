import { Check } from 'lucide-react'
import { useId, useState } from 'react'
import {
  type AddonId,
  BASE_PAGES,
  clampExtraPages,
  EXTRA_PAGE_CENTS,
  INCLUDED_FEATURES,
  MAX_EXTRA_PAGES,
  OFFERED_ADDONS,
} from '../../shared/catalog'
import { AddonToggle } from './addon-toggle'
import { Input } from './ui/input'
import { Label } from './ui/label'
import { formatMoney } from '../../shared/money'

/*
 * The choices of an order, shown alike wherever an order is made or changed (the landing page's dialog, the
 * dashboard's order dialog and the checkout): 0-20 extra pages at the catalog's price each, the offered add-ons
 * at their prices, and what every site includes, shown as included and never sold.
 */

/** Extra pages, 0 to MAX_EXTRA_PAGES, typed as a number; anything else counts as 0 and is tidied on leaving. */
export function ExtraPagesField({
  extraPages,
  onChange,
  disabled,
  freePages = 0,
}: {
  extraPages: number
  onChange: (extraPages: number) => void
  disabled?: boolean | undefined
  /** Pages a coupon adds beyond the chosen ones: they count in the total. */
  freePages?: number
}) {
  const id = useId()
  const [input, setInput] = useState(String(extraPages))
  const shown = clampExtraPages(input) === extraPages ? input : String(extraPages)
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        Extra pages ({formatMoney(EXTRA_PAGE_CENTS)} each, up to {MAX_EXTRA_PAGES})
      </Label>
      <Input
        id={id}
        name="extraPages"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_EXTRA_PAGES}
        step={1}
        value={shown}
        disabled={disabled}
        onChange={(e) => {
          setInput(e.target.value)
          onChange(clampExtraPages(e.target.value))
        }}
        onBlur={() => setInput(String(extraPages))}
        className="w-32"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {BASE_PAGES} pages included; {BASE_PAGES + extraPages + freePages} pages in total
        {freePages > 0 ? `, ${freePages} of them added free by your coupon` : ''}.
      </p>
    </div>
  )
}

/** The offered add-ons as toggles with their prices, then what every site includes. */
export function AddonChoices({
  selected,
  onToggle,
  disabled,
}: {
  selected: readonly AddonId[]
  onToggle: (id: AddonId) => void
  disabled?: boolean | undefined
}) {
  return (
    <div className="grid min-w-0 gap-4">
      <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
        <legend className="mb-2 text-sm font-medium text-slate-800">Add-ons (choose any)</legend>
        <div className="grid gap-2 sm:grid-cols-2" data-testid="addon-choices">
          {OFFERED_ADDONS.map((a) => (
            <AddonToggle
              key={a.id}
              name={a.name}
              priceCents={a.priceCents}
              on={selected.includes(a.id)}
              onToggle={() => onToggle(a.id)}
            />
          ))}
        </div>
      </fieldset>
      <IncludedFeatures />
    </div>
  )
}

/** What every site includes: listed with a tick, no price, nothing to choose. */
export function IncludedFeatures() {
  const id = useId()
  return (
    <div className="rounded-xl bg-emerald-50 px-3 py-2.5 ring-1 ring-emerald-200">
      <p id={id} className="text-sm font-medium text-emerald-900">
        Included in every site
      </p>
      <ul
        aria-labelledby={id}
        className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1"
        data-testid="included-features"
      >
        {INCLUDED_FEATURES.map((f) => (
          <li key={f.id} className="flex items-center gap-1.5 text-sm text-emerald-900">
            <Check className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            {f.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
