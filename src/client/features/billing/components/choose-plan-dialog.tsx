import { type FormEvent, useState } from 'react'
import {
  CHOOSABLE_PLANS,
  type InvoiceSummary,
  type OfferedPlanResponse,
} from '../../../../shared/contracts/billing'
import {
  MAINTENANCE_CYCLE_MONTHS,
  MAINTENANCE_PLAN_MONTHLY_CENTS,
  maintenanceCycleCents,
  type MaintenanceCycle,
} from '../../../../shared/catalog'
import { MAINTENANCE_FEATURE_LABELS, TIER_FEATURES } from '../../../../shared/catalog'
import { BILLING_CYCLE_LABELS, BILLING_CYCLES, MAINTENANCE_PLAN_LABELS } from '../../../../shared/states'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { NativeSelect } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { useChoosePlan } from '../api/choose-plan'
import { formatMoney } from '../../../../shared/money'

/** A delivered website a plan can look after. */
export interface MaintainableWebsite {
  id: number
  title: string
}

type Tier = (typeof CHOOSABLE_PLANS)[number]

/** What a tier includes, in words, from the list the plan is made with. */
const tierWords = (tier: Tier) => TIER_FEATURES[tier].map((f) => MAINTENANCE_FEATURE_LABELS[f]).join(', ')

const CYCLE_NOUN: Record<MaintenanceCycle, string> = {
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
}

/**
 * The customer chooses a paid plan for one of their delivered websites: tier and billing cycle from the catalog,
 * what they pay now and how often, then the card (the plan starts once that first payment is made).
 */
export function ChoosePlanDialog({
  open,
  websites,
  onOpenChange,
  onChosen,
}: {
  open: boolean
  websites: MaintainableWebsite[]
  onOpenChange: (open: boolean) => void
  /** The plan is offered and its first invoice due: the caller opens the card payment. */
  onChosen: (invoice: InvoiceSummary) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <ChoosePlan websites={websites} onChosen={onChosen} />}</DialogContent>
    </Dialog>
  )
}

function ChoosePlan({
  websites,
  onChosen,
}: {
  websites: MaintainableWebsite[]
  onChosen: (invoice: InvoiceSummary) => void
}) {
  const [projectId, setProjectId] = useState<number | undefined>(websites[0]?.id)
  const [plan, setPlan] = useState<Tier>('basic')
  const [cycle, setCycle] = useState<MaintenanceCycle>('monthly')
  const [error, setError] = useState<string | null>(null)
  const choose = useChoosePlan()
  const cents = maintenanceCycleCents(MAINTENANCE_PLAN_MONTHLY_CENTS[plan], cycle)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (projectId === undefined) return
    setError(null)
    choose.mutate(
      { projectId, plan, billingCycle: cycle },
      {
        onSuccess: (answer: OfferedPlanResponse) => onChosen(answer.invoice),
        onError: (err) => setError(errorMessage(err, 'We could not start the plan. Please try again.')),
      },
    )
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Choose a maintenance plan</DialogTitle>
        <DialogDescription>
          Nothing is charged until you pay the first {CYCLE_NOUN[cycle]} by card. You can cancel any time
          under Billing; the plan then runs to the end of the period you have paid for.
        </DialogDescription>
      </DialogHeader>
      <form method="post" onSubmit={submit} className="grid gap-4">
        {websites.length > 1 && (
          <label className="grid gap-1.5 text-sm font-medium text-slate-900">
            Website
            <NativeSelect value={projectId} onChange={(e) => setProjectId(Number(e.target.value))}>
              {websites.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.title}
                </option>
              ))}
            </NativeSelect>
          </label>
        )}
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">Plan</legend>
          {CHOOSABLE_PLANS.map((tier) => (
            <label
              key={tier}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:ring-2 has-focus-visible:ring-indigo-600"
            >
              <input
                type="radio"
                name="plan"
                value={tier}
                checked={plan === tier}
                onChange={() => setPlan(tier)}
                className="mt-1 size-4"
              />
              <span className="grid gap-0.5">
                <span className="font-semibold text-slate-900">
                  {MAINTENANCE_PLAN_LABELS[tier]} ·{' '}
                  {formatMoney(MAINTENANCE_PLAN_MONTHLY_CENTS[tier], 'USD', { whole: false })}/month
                </span>
                <span className="text-sm text-slate-600">{tierWords(tier)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="grid gap-1.5 text-sm font-medium text-slate-900">
          Billing
          <NativeSelect value={cycle} onChange={(e) => setCycle(e.target.value as MaintenanceCycle)}>
            {BILLING_CYCLES.map((c) => (
              <option key={c} value={c}>
                {BILLING_CYCLE_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" aria-live="polite">
          You pay <strong className="text-slate-900">{formatMoney(cents, 'USD', { whole: false })}</strong>{' '}
          now for the first{' '}
          {MAINTENANCE_CYCLE_MONTHS[cycle] === 1 ? 'month' : `${MAINTENANCE_CYCLE_MONTHS[cycle]} months`},
          starting when any free month included with your website ends; then the same every{' '}
          {CYCLE_NOUN[cycle]}.
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={choose.isPending || projectId === undefined}>
          {choose.isPending ? <Spinner label="Starting the plan" /> : 'Continue to payment'}
        </Button>
      </form>
    </>
  )
}
