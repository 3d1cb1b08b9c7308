import { Check, ShieldCheck } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { DemoDate } from '../demo-date'
import { DEMO_SUBSCRIPTIONS } from '../demo-data'
import { formatMoney } from '../../../../shared/money'

const INCLUDED = ['Security updates', 'Content updates', 'Daily backups']

export function SubscriptionsTab() {
  return (
    <section aria-labelledby="demo-subscriptions-heading">
      <h2 id="demo-subscriptions-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Subscriptions
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {DEMO_SUBSCRIPTIONS.map((s) => (
          <li key={s.id}>
            <Card className="grid gap-4 p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="flex min-w-0 items-center gap-3">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <ShieldCheck className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900">{s.name}</h3>
                    <p className="text-sm text-slate-600">{s.projectTitle}</p>
                  </div>
                </div>
                <Badge variant="success">{s.status}</Badge>
              </div>
              <p className="text-2xl font-bold text-slate-900">
                {formatMoney(s.amountCents)}
                <span className="text-base font-medium text-slate-600">/month</span>
              </p>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <div>
                  <dt className="text-slate-600">Started</dt>
                  <dd className="font-medium text-slate-900">
                    <DemoDate days={-s.startedDaysAgo} />
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">Next payment</dt>
                  <dd className="font-medium text-slate-900">
                    <DemoDate days={s.nextBillingInDays} />
                  </dd>
                </div>
              </dl>
              <ul className="grid gap-1 text-sm text-slate-700">
                {INCLUDED.map((f) => (
                  <li key={f} className="flex items-center gap-2">
                    <Check className="size-4 text-emerald-700" aria-hidden="true" />
                    {f}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
