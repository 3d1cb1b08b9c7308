import type { QueryKey } from '@tanstack/react-query'
import { Wrench } from 'lucide-react'
import { addYears } from 'date-fns'
import { formatIsoDay } from '../../../../shared/dates'
import { useForm, useWatch } from 'react-hook-form'
import {
  CreateMaintenancePlanSchema,
  DEFAULT_MAINTENANCE_FEATURES,
  MAINTENANCE_FEATURE_LABELS,
  MAINTENANCE_FEATURES,
} from '../../../../shared/contracts/maintenance'
import { maintenanceCycleCents, MAINTENANCE_PLAN_MONTHLY_CENTS } from '../../../../shared/catalog'
import {
  BILLING_CYCLE_LABELS,
  BILLING_CYCLES,
  MAINTENANCE_PLAN_LABELS,
  MAINTENANCE_PLAN_NAMES,
} from '../../../../shared/states'
import { FormDialog, SubmitButton } from '../../../components/form-dialog'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect, Textarea } from '../../../components/ui/input'
import { contractResolver, showSubmitError } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useCreateMaintenancePlan } from '../api/create-maintenance-plan'
import { formatMoney } from '../../../../shared/money'

type PlanName = (typeof MAINTENANCE_PLAN_NAMES)[number]
type BillingCycle = (typeof BILLING_CYCLES)[number]
type Feature = (typeof MAINTENANCE_FEATURES)[number]

const PLAN_LABELS = MAINTENANCE_PLAN_LABELS
const CYCLE_LABELS = BILLING_CYCLE_LABELS
const CYCLE_NOUN: Record<BillingCycle, string> = { monthly: 'month', quarterly: 'quarter', yearly: 'year' }

const FEATURE_LABELS = MAINTENANCE_FEATURE_LABELS

/** What one cycle costs for a monthly amount in dollars: the months of the cycle, less its discount. */
export function cycleCents(monthlyDollars: number, cycle: BillingCycle): number {
  return maintenanceCycleCents(Math.round(monthlyDollars * 100), cycle)
}

/** A day in the admin's own calendar, as the date field shows it: today, or `years` from today. */
function today(years = 0): string {
  // 29 February a year on is 28 February, as the server counts it (date-fns' addYears does the same).
  return formatIsoDay(addYears(new Date(), years))
}

export interface MaintenanceClient {
  userId: number
  name: string
}

interface Values {
  userId: number
  planName: PlanName
  amount: number
  billingCycle: BillingCycle
  features: Feature[]
  startDate: string
  description: string
}

/** 'Create Maintenance Plan' for a client: a subscription invoiced each cycle from its start date. */
export function AdminMaintenancePlanDialog({
  client,
  onOpenChange,
  alsoRefresh,
}: {
  /** The dialog is open while a client is set. */
  client: MaintenanceClient | null
  onOpenChange: (open: boolean) => void
  /** The query keys of the list that offers the dialog, read again once the plan is created. */
  alsoRefresh: readonly QueryKey[]
}) {
  return (
    <FormDialog
      open={client !== null}
      onOpenChange={onOpenChange}
      title="Create Maintenance Plan"
      description={
        <>
          {client ? `For ${client.name}. ` : ''}Offered to the client: it starts, and is invoiced each billing
          cycle from the start date, only once they accept it under Billing and pay its first cycle by card.
        </>
      }
      size="lg"
    >
      {client && (
        <MaintenanceForm client={client} alsoRefresh={alsoRefresh} onDone={() => onOpenChange(false)} />
      )}
    </FormDialog>
  )
}

function MaintenanceForm({
  client,
  alsoRefresh,
  onDone,
}: {
  client: MaintenanceClient
  alsoRefresh: readonly QueryKey[]
  onDone: () => void
}) {
  const mutation = useCreateMaintenancePlan(alsoRefresh)
  const form = useForm<Values>({
    defaultValues: {
      userId: client.userId,
      planName: 'basic',
      amount: MAINTENANCE_PLAN_MONTHLY_CENTS.basic / 100,
      billingCycle: 'monthly',
      features: [...DEFAULT_MAINTENANCE_FEATURES],
      startDate: today(),
      description: '',
    },
    resolver: contractResolver<Values>(CreateMaintenancePlanSchema),
  })
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = form
  const [amount, cycle] = useWatch({ control, name: ['amount', 'billingCycle'] })

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Maintenance Plan Created!',
          description: `${client.name}'s plan starts on ${body.startDate}.`,
          variant: 'success',
        })
        onDone()
      },
      onError: (err) => {
        showSubmitError(form, err, 'The maintenance plan could not be created. Please try again.')
      },
    }),
  )

  const planField = register('planName', {
    // A named plan brings its price; a custom one keeps whatever amount is set.
    onChange: (e: { target: { value: string } }) => {
      const plan = e.target.value as PlanName
      if (plan !== 'custom')
        setValue('amount', MAINTENANCE_PLAN_MONTHLY_CENTS[plan] / 100, { shouldValidate: true })
    },
  })
  const validAmount = typeof amount === 'number' && Number.isFinite(amount) && amount >= 5

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 *:content-start sm:grid-cols-2">
        <Field label="Plan" error={errors.planName?.message}>
          {(p) => (
            <NativeSelect {...p} {...planField}>
              {MAINTENANCE_PLAN_NAMES.map((n) => (
                <option key={n} value={n}>
                  {n === 'custom'
                    ? PLAN_LABELS[n]
                    : `${PLAN_LABELS[n]} — ${formatMoney(MAINTENANCE_PLAN_MONTHLY_CENTS[n])}/month`}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Amount per month ($)" error={errors.amount?.message} hint="At least $5.">
          {(p) => (
            <Input
              {...p}
              {...register('amount', { valueAsNumber: true })}
              type="number"
              inputMode="decimal"
              min={5}
              step={0.01}
            />
          )}
        </Field>
      </div>
      <Field label="Billing cycle" error={errors.billingCycle?.message}>
        {(p) => (
          <NativeSelect {...p} {...register('billingCycle')}>
            {BILLING_CYCLES.map((c) => (
              <option key={c} value={c}>
                {CYCLE_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" aria-live="polite">
        {validAmount
          ? `Billed ${formatMoney(cycleCents(amount, cycle), 'USD', { whole: false })} per ${CYCLE_NOUN[cycle]}.`
          : 'Enter an amount of at least $5 to see the price per cycle.'}
      </p>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Features</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {MAINTENANCE_FEATURES.map((f) => (
            <label
              key={f}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="checkbox"
                value={f}
                {...register('features')}
                className="size-4 accent-brand-700"
              />
              {FEATURE_LABELS[f]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label="Start date"
        error={errors.startDate?.message}
        hint="From today to a year ahead; later cycles fall on the same day of the month."
      >
        {(p) => (
          <Input
            {...p}
            {...register('startDate')}
            type="date"
            min={today()}
            max={today(1)}
            className="sm:w-56"
          />
        )}
      </Field>
      <Field label="Description (optional)" error={errors.description?.message}>
        {(p) => <Textarea {...p} {...register('description')} rows={3} />}
      </Field>
      <SubmitButton
        pending={mutation.isPending}
        icon={<Wrench aria-hidden="true" />}
        pendingLabel="Creating the plan"
        pendingText="Creating…"
      >
        Create Plan
      </SubmitButton>
    </form>
  )
}
