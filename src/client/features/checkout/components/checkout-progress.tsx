import { Check } from 'lucide-react'
import { cn } from '../../../lib/utils'

const STEPS = ['Package Selection', 'Secure Payment', 'Account Setup', 'Project Start'] as const

/** The four steps of ordering; `current` is 1-based (3 once signed in, else 2). */
export function CheckoutProgress({ current }: { current: number }) {
  return (
    <nav aria-label="Checkout progress">
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {STEPS.map((label, i) => {
          const step = i + 1
          const done = step < current
          const active = step === current
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
