import { MAINTENANCE_PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/states'
import { Wrench } from 'lucide-react'
import { useState } from 'react'
import type { AdminMaintenancePlan } from '../../../../shared/contracts/maintenance'
import { addDaysTo, formatDate } from '../../../../shared/dates'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { EmailAddress } from '../../../components/email-address'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useCancelMaintenancePlan } from '../api/cancel-maintenance-plan'
import { useMaintenancePlans } from '../api/list-maintenance-plans'
import { displayName } from '../../../../shared/display-name'
import { formatMoney } from '../../../../shared/money'

const STATUS_VARIANT: Record<AdminMaintenancePlan['status'], 'success' | 'warning' | 'secondary'> = {
  included: 'success',
  offered: 'warning',
  active: 'success',
  past_due: 'warning',
  cancelled: 'secondary',
}

/** When a plan bills next, or when a cancelled one ends. */
function billingWords(plan: AdminMaintenancePlan): string {
  if (plan.status === 'cancelled' && plan.endsOn && plan.endsOn < plan.startDate) return 'Never started'
  if (plan.status === 'cancelled') return plan.endsOn ? `Ends on ${formatDate(plan.endsOn)}` : 'Ended'
  if (plan.status === 'offered') return `Offered from ${formatDate(plan.startDate)}`
  if (plan.status === 'included')
    return `Free until ${formatDate(addDaysTo(plan.nextBillingDate ?? plan.startDate, -1))}`
  return plan.nextBillingDate ? `Next billing ${formatDate(plan.nextBillingDate)}` : '—'
}

/**
 * Maintenance plans: every client's plan, live ones first, with its price and next billing date; a live plan can
 * be cancelled, and runs to the end of the period already invoiced.
 */
export function AdminMaintenancePlans() {
  const plans = useMaintenancePlans()
  const [cancelling, setCancelling] = useState<AdminMaintenancePlan | null>(null)
  const total = plans.data?.total

  const columns: DataColumn<AdminMaintenancePlan>[] = [
    {
      id: 'client',
      header: 'Client',
      cell: (p) => <PlanClient plan={p} />,
      className: 'max-w-xs',
    },
    {
      id: 'plan',
      header: 'Plan',
      cell: (p) => (
        <>
          <span className="font-medium text-slate-900">{MAINTENANCE_PLAN_LABELS[p.plan]}</span>
          <span className="block text-sm text-slate-600">
            {formatMoney(p.monthlyAmountCents, 'USD', { whole: false })}/month
          </span>
        </>
      ),
    },
    { id: 'billing', header: 'Billing', cell: billingWords, className: 'whitespace-nowrap text-slate-700' },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => <Badge variant={STATUS_VARIANT[p.status]}>{SUBSCRIPTION_STATUS_LABELS[p.status]}</Badge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (p) => <CancelButton plan={p} onCancel={setCancelling} />,
    },
  ]

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Maintenance plans</h2>
        <CardDescription>
          {total === undefined ? 'Plans' : `${total} plan${total === 1 ? '' : 's'}`}, live ones first. A
          cancelled plan runs to the end of the period already invoiced and is not billed again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          caption="Maintenance plans"
          columns={columns}
          rows={plans.data?.items}
          rowKey={(p) => p.id}
          isPending={plans.isPending}
          error={plans.error}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
          loadingLabel="Loading maintenance plans"
          errorFallback="The maintenance plans could not be loaded."
          empty={{
            icon: Wrench,
            title: 'No maintenance plans yet',
            description:
              'Plans appear here when a project is delivered with maintenance or a plan is created.',
          }}
          card={(p) => (
            <>
              <PlanClient plan={p} />
              <p className="mt-2 text-sm text-slate-700">
                {MAINTENANCE_PLAN_LABELS[p.plan]} ·{' '}
                {formatMoney(p.monthlyAmountCents, 'USD', { whole: false })}/month · {billingWords(p)}
              </p>
              <div className="mt-3 flex items-center justify-between gap-2">
                <Badge variant={STATUS_VARIANT[p.status]}>{SUBSCRIPTION_STATUS_LABELS[p.status]}</Badge>
                <CancelButton plan={p} onCancel={setCancelling} />
              </div>
            </>
          )}
        />
      </CardContent>
      <CancelPlanDialog plan={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  )
}

function PlanClient({ plan }: { plan: AdminMaintenancePlan }) {
  return (
    <div className="min-w-0">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{displayName(plan.user)}</p>
      <p className="text-sm text-slate-600">
        <EmailAddress email={plan.user.email} />
      </p>
      {plan.projectTitle && <p className="text-sm text-slate-600">{plan.projectTitle}</p>}
    </div>
  )
}

function CancelButton({
  plan,
  onCancel,
}: {
  plan: AdminMaintenancePlan
  onCancel: (plan: AdminMaintenancePlan) => void
}) {
  if (plan.status === 'cancelled') return <span className="text-slate-500">—</span>
  return (
    <Button variant="outline" size="sm" onClick={() => onCancel(plan)}>
      {/* Named by the words it shows, then whose plan it is. */}
      <span>Cancel plan</span> <span className="sr-only">for {displayName(plan.user)}</span>
    </Button>
  )
}

/** Asks before cancelling, names the plan's last day, and tells the server's answer in a toast. */
function CancelPlanDialog({ plan, onClose }: { plan: AdminMaintenancePlan | null; onClose: () => void }) {
  const cancel = useCancelMaintenancePlan()
  return (
    <ConfirmDialog
      open={plan !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel maintenance plan?"
      question={
        plan
          ? `${displayName(plan.user)}'s ${MAINTENANCE_PLAN_LABELS[plan.plan]} plan stays active to the end of the period already invoiced, then ends. The client is told and not billed again.`
          : ''
      }
      confirmLabel="Cancel plan"
      pendingLabel="Cancelling…"
      pending={cancel.isPending}
      onConfirm={() =>
        plan &&
        cancel.mutate(plan.id, {
          onSuccess: (answer) => {
            toast({ title: 'Plan Cancelled', description: answer.message, variant: 'success' })
            onClose()
          },
          onError: (err) => {
            toast({
              title: 'Error',
              description: errorMessage(err, 'The plan could not be cancelled. Please try again.'),
              variant: 'destructive',
            })
          },
        })
      }
    />
  )
}
