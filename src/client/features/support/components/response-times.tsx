import { Timer } from 'lucide-react'
import { SUPPORT_RESPONSE_HOURS } from '../../../../shared/marketing'
import { PRIORITY_LABELS } from '../../../../shared/states'

const LEVELS = [
  { key: 'urgent', label: PRIORITY_LABELS.urgent, note: 'Site down or unreachable', dot: 'bg-red-600' },
  { key: 'high', label: PRIORITY_LABELS.high, note: 'A key feature is broken', dot: 'bg-orange-500' },
  {
    key: 'medium',
    label: PRIORITY_LABELS.medium,
    note: "Something isn't working right",
    dot: 'bg-amber-400',
  },
  { key: 'low', label: PRIORITY_LABELS.low, note: 'Questions and small changes', dot: 'bg-emerald-500' },
] as const

function hours(n: number) {
  return `${n} ${n === 1 ? 'hour' : 'hours'}`
}

/** First-reply targets by priority, from the one configured table. */
export function ResponseTimes() {
  return (
    <section aria-labelledby="response-times" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 id="response-times" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Timer className="size-5 text-brand-700" aria-hidden="true" />
        Response times
      </h2>
      <p className="mt-1 text-sm text-slate-700">How soon you hear from us, by priority.</p>
      <dl className="mt-4 grid gap-3">
        {LEVELS.map((l) => (
          <div key={l.key} className="flex items-start justify-between gap-3 rounded-lg bg-white px-3 py-2.5">
            <dt className="min-w-0">
              <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <span className={`size-2 rounded-full ${l.dot}`} aria-hidden="true" />
                {l.label}
              </span>
              <span className="block text-xs text-slate-600">{l.note}</span>
            </dt>
            <dd className="shrink-0 text-sm font-semibold text-brand-800">
              {hours(SUPPORT_RESPONSE_HOURS[l.key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
