import { BarChart3, ListOrdered, PieChart, Repeat, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import type { FinancePeriod, FinanceStatsResponse } from '../../../../shared/contracts/finance'
import { lazyDialog } from '../../../components/deferred'
import { LoadError } from '../../../components/load-error'
import { RenderInSlices } from '../../../components/render-in-slices'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { useSearchId } from '../../../hooks/use-search-id'
import { useSearchParam } from '../../../hooks/use-search-param'
import { useFinanceStats } from '../api/get-finance-stats'
import { describePeriod } from '../finance-format'
import { useFinanceFilters } from '../hooks/use-finance-filters'
import { CustomerInsights, OrderAnalysis, RevenueAnalytics } from './analytics-tabs'
import { ExportButtons } from './export-buttons'
import { FinanceCards, FinanceCardsSkeleton } from './finance-cards'
import { OrderDetailsTab } from './order-details-tab'
import { RecurringRevenueTab } from './recurring-revenue-tab'
import { ReportFilters } from './report-filters'

/** The dashboard's tabs, in order, as the address names them (`?tab=orders`). */
// An order's details (with the refund form) load when one is first opened.
const OrderDetailDialog = lazyDialog(
  () => import('./order-detail-dialog').then((m) => m.OrderDetailDialog),
  (p) => p.orderId !== null,
)

export const FINANCE_TABS = ['revenue', 'orders', 'customers', 'details', 'recurring'] as const
type FinanceTab = (typeof FINANCE_TABS)[number]

const TAB_LABELS: Record<FinanceTab, { label: string; icon: typeof BarChart3 }> = {
  revenue: { label: 'Revenue Analytics', icon: BarChart3 },
  orders: { label: 'Order Analysis', icon: PieChart },
  customers: { label: 'Customer Insights', icon: Users },
  details: { label: 'Order Details', icon: ListOrdered },
  recurring: { label: 'Recurring Revenue', icon: Repeat },
}

function StatsPanel({
  stats,
  render,
}: {
  stats: ReturnType<typeof useFinanceStats>
  render: (s: FinanceStatsResponse) => ReactNode
}) {
  const loading = (
    <Card role="status" className="grid gap-4 p-6">
      <span className="sr-only">Loading the report</span>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-64 w-full" />
    </Card>
  )
  if (stats.isPending) return loading
  if (!stats.data) return null
  // The report's tables come after the figures: built in slices, so the figures' render stays short.
  return <RenderInSlices fallback={loading}>{render(stats.data)}</RenderInSlices>
}

/**
 * The finance dashboard (§2): the report's filters and exports, the period's figures, and five tabs of
 * analysis. Filters, the open tab and the open order live in the address.
 */
export function FinanceDashboard() {
  const { filter, setDays, setStatus } = useFinanceFilters()
  const [tab, setTab] = useSearchParam<FinanceTab>('tab', FINANCE_TABS, 'revenue')
  const [orderId, setOrderId] = useSearchId('order')
  const stats = useFinanceStats(filter)
  const busy = stats.isPlaceholderData && stats.isFetching
  const timeZone = stats.data?.period.timeZone

  return (
    <>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Financial Dashboard
          </h1>
          <p className="mt-1 text-slate-600" aria-live="polite">
            {stats.data ? describePeriod(stats.data.period) : `Last ${filter.days} days`}
          </p>
          {stats.data && <p className="mt-1 text-sm text-slate-500">{stats.data.revenueBasis}</p>}
        </div>
        <div className="grid gap-4">
          <ReportFilters
            period={filter.days as FinancePeriod}
            status={filter.status}
            onPeriodChange={setDays}
            onStatusChange={setStatus}
          />
          <div className="lg:justify-self-end">
            <ExportButtons filter={filter} />
          </div>
        </div>
      </div>

      <div className="mt-8">
        {stats.isPending ? (
          <FinanceCardsSkeleton />
        ) : stats.error && !stats.data ? (
          <LoadError
            what="the financial figures"
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : stats.data ? (
          <FinanceCards stats={stats.data} busy={busy} />
        ) : null}
      </div>

      <Tabs className="mt-8 min-w-0" value={tab} onValueChange={(v) => setTab(v as FinanceTab)}>
        <TabsList aria-label="Financial reports">
          {FINANCE_TABS.map((id) => {
            const { label, icon: Icon } = TAB_LABELS[id]
            return (
              <TabsTrigger key={id} value={id}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            )
          })}
        </TabsList>
        <TabsContent value="revenue">
          <StatsPanel stats={stats} render={(s) => <RevenueAnalytics stats={s} />} />
        </TabsContent>
        <TabsContent value="orders">
          <StatsPanel stats={stats} render={(s) => <OrderAnalysis stats={s} />} />
        </TabsContent>
        <TabsContent value="customers">
          <StatsPanel stats={stats} render={(s) => <CustomerInsights stats={s} />} />
        </TabsContent>
        <TabsContent value="details">
          <Card className="min-w-0 p-4 sm:p-6">
            <OrderDetailsTab
              key={`${filter.days}-${filter.status}`}
              filter={filter}
              timeZone={timeZone}
              onView={setOrderId}
            />
          </Card>
        </TabsContent>
        <TabsContent value="recurring">
          <RecurringRevenueTab filter={filter} />
        </TabsContent>
      </Tabs>

      <OrderDetailDialog orderId={orderId} timeZone={timeZone} onClose={() => setOrderId(null)} />
    </>
  )
}
