import { Check, Plus } from 'lucide-react'
import { cn } from '../lib/utils'
import { formatMoney } from '../../shared/money'

/** One add-on as a toggle button with its price: the order dialog and the checkout show them alike. */
export function AddonToggle({
  name,
  priceCents,
  on,
  onToggle,
}: {
  name: string
  priceCents: number
  on: boolean
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onToggle}
      className={cn(
        'flex items-center justify-between gap-3 rounded-xl border px-3 py-2.5 text-left text-sm transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60',
        on
          ? 'border-brand-700 bg-brand-50 text-brand-900'
          : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
      )}
    >
      <span className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-5 shrink-0 items-center justify-center rounded-md border',
            on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 text-transparent',
          )}
        >
          {on ? <Check className="size-3.5" /> : <Plus className="size-3.5" />}
        </span>
        <span className="font-medium">{name}</span>
      </span>
      <span className="font-semibold">{formatMoney(priceCents)}</span>
    </button>
  )
}
