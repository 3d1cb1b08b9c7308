import { BarChart3 } from 'lucide-react'
import { useState } from 'react'
import { DashboardShell } from '../../components/dashboard-shell'
import { Badge } from '../../components/ui/badge'
import { Card } from '../../components/ui/card'
import {
  DEFAULT_PERIOD,
  type OrderStatusFilter,
  ORDER_STATUSES,
  type Period,
  PERIODS,
  ReportFilters,
} from '../../features/finance/components/report-filters'
import {
  TwoFactorCard,
  TwoFactorDialog,
  useEnrolmentRequested,
} from '../../features/session/components/two-factor'
import { useSearchParam } from '../../hooks/use-search-param'
import type { AreaProps } from '../routes'

const PERIOD_VALUES = PERIODS.map(String)
const STATUS_VALUES = ORDER_STATUSES.map((s) => s.value)

/** The finance dashboard: the report filters (kept in the address) and, for now, where the reports will be. */
export default function CfoDashboardPage({ user }: AreaProps) {
  const [periodParam, setPeriodParam] = useSearchParam('period', PERIOD_VALUES, String(DEFAULT_PERIOD))
  const [orderStatus, setOrderStatus] = useSearchParam<OrderStatusFilter>('status', STATUS_VALUES, 'all')
  const period = Number(periodParam) as Period
  const enrolRequested = useEnrolmentRequested()
  const [totpOpen, setTotpOpen] = useState(enrolRequested)

  const statusLabel = ORDER_STATUSES.find((s) => s.value === orderStatus)?.label.toLowerCase()
  return (
    <DashboardShell user={user} badge={<Badge className="hidden sm:inline-flex">Finance</Badge>}>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Financial Dashboard
          </h1>
          <p className="mt-1 text-slate-600">Revenue, orders and customers of the studio.</p>
        </div>
        <ReportFilters
          period={period}
          status={orderStatus}
          onPeriodChange={(p) => setPeriodParam(String(p))}
          onStatusChange={setOrderStatus}
        />
      </div>

      <Card className="mt-8 flex flex-col items-center px-6 py-16 text-center">
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <BarChart3 className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">Financial reports arrive in a later release.</h2>
        <p className="mt-2 max-w-lg text-sm text-slate-600">
          Revenue and its growth, orders by status, average order value, top customers and CSV and PDF exports
          will appear here for the period and status you choose above (now: last {period} days, {statusLabel}
          ).
        </p>
      </Card>

      <div className="mt-8 max-w-2xl">
        <TwoFactorCard enabled={user.totpEnabled} onSetUp={() => setTotpOpen(true)} />
      </div>
      <TwoFactorDialog open={totpOpen} onOpenChange={setTotpOpen} />
    </DashboardShell>
  )
}
