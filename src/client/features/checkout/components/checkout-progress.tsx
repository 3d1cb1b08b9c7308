import { Check } from 'lucide-react'
import { cn } from '../../../lib/utils'

/** The steps of ordering, in the order this product takes them. */
export const CHECKOUT_STEPS = {
  package: 'Package Selection',
  account: 'Account Setup',
  payment: 'Secure Payment',
  project: 'Project Start',
} as const
export type CheckoutStep = keyof typeof CHECKOUT_STEPS
const STEPS = Object.values(CHECKOUT_STEPS)
const ORDER = Object.keys(CHECKOUT_STEPS) as CheckoutStep[]

/**
 * The four steps of ordering: the ones before `current` are done, `current` is marked, the rest are still to
 * come; `done` once the last step is done too (the project has started).
 */
export function CheckoutProgress({ current }: { current: CheckoutStep | 'done' }) {
  const at = current === 'done' ? ORDER.length + 1 : ORDER.indexOf(current) + 1
  return (
    <nav aria-label="Checkout progress">
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {STEPS.map((label, i) => {
          const step = i + 1
          const done = step < at
          const active = step === at
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-xl border px-3 py-2 text-sm',
                active
                  ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                  : done
                    ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
                    : 'border-slate-200 bg-white text-slate-600',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  active
                    ? 'bg-brand-700 text-white'
                    : done
                      ? 'bg-emerald-600 text-white'
                      : 'bg-slate-200 text-slate-700',
                )}
              >
                {done ? <Check className="size-3.5" /> : step}
              </span>
              <span>
                {label}
                {done && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
