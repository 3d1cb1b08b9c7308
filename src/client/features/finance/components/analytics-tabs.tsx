import { FINANCE_STATUS_LABELS, type FinanceStatsResponse } from '../../../../shared/contracts/finance'
import { EmailAddress } from '../../../components/email-address'
import { STACKED, StackedLabel } from '../../../components/stacked-table'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { cn } from '../../../lib/utils'
import { ChartFrame } from './chart-frame'
import { NoPaidOrders } from './empty-state'
import { formatAxisMonth, formatMonth } from '../../../../shared/dates'
import { formatMoney } from '../../../../shared/money'

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** Revenue Analytics: revenue and refunds month by month, and revenue by status. */
export function RevenueAnalytics({ stats }: { stats: FinanceStatsResponse }) {
  if (stats.totalOrders === 0 && stats.totalRevenueCents === 0) return <NoPaidOrders />
  const months = stats.revenueByMonth
  const best = months.reduce<(typeof months)[number] | null>(
    (b, m) => (!b || m.revenueCents > b.revenueCents ? m : b),
    null,
  )
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Monthly revenue trend">
        <ChartFrame
          title="Revenue and refunds by calendar month"
          summary={`${months.length} months from ${formatMonth(months[0]?.month ?? '')} to ${formatMonth(months.at(-1)?.month ?? '')}${best ? `; the highest revenue was ${formatMoney(best.revenueCents, 'USD', { whole: false })} in ${formatMonth(best.month)}` : ''}.`}
          spec={{
            kind: 'trend',
            data: months.map((m) => ({
              label: formatAxisMonth(m.month),
              revenue: m.revenueCents,
              refunded: m.refundedCents,
            })),
          }}
          table={{
            columns: ['Month', 'Revenue', 'Refunds', 'Orders'],
            rows: months.map((m) => [
              formatMonth(m.month),
              formatMoney(m.revenueCents, 'USD', { whole: false }),
              formatMoney(m.refundedCents, 'USD', { whole: false }),
              m.orders,
            ]),
          }}
        />
      </Panel>
      <Panel title="Revenue by status">
        <ChartFrame
          title="Revenue by project status"
          summary={stats.ordersByStatus
            .map(
              (s) =>
                `${FINANCE_STATUS_LABELS[s.status]}: ${formatMoney(s.revenueCents, 'USD', { whole: false })}`,
            )
            .join('; ')}
          spec={{
            kind: 'bars',
            name: 'Revenue',
            data: stats.ordersByStatus.map((s) => ({
              label: FINANCE_STATUS_LABELS[s.status],
              value: s.revenueCents,
            })),
          }}
          table={{
            columns: ['Status', 'Revenue', 'Orders'],
            rows: stats.ordersByStatus.map((s) => [
              FINANCE_STATUS_LABELS[s.status],
              formatMoney(s.revenueCents, 'USD', { whole: false }),
              s.orders,
            ]),
          }}
        />
      </Panel>
    </div>
  )
}

/** Order Analysis: how the period's paid orders spread over the statuses. */
export function OrderAnalysis({ stats }: { stats: FinanceStatsResponse }) {
  if (stats.totalOrders === 0) return <NoPaidOrders />
  const total = stats.ordersByStatus.reduce((n, s) => n + s.orders, 0)
  const share = (n: number) => (total ? `${((n / total) * 100).toFixed(1)}%` : '—')
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Status distribution">
        <ChartFrame
          title="Paid orders by project status"
          summary={stats.ordersByStatus
            .map((s) => `${FINANCE_STATUS_LABELS[s.status]}: ${s.orders} orders (${share(s.orders)})`)
            .join('; ')}
          spec={{
            kind: 'pie',
            name: 'Orders',
            data: stats.ordersByStatus
              .filter((s) => s.orders > 0)
              .map((s) => ({ label: FINANCE_STATUS_LABELS[s.status], value: s.orders })),
          }}
          table={{
            columns: ['Status', 'Orders', 'Share'],
            rows: stats.ordersByStatus.map((s) => [
              FINANCE_STATUS_LABELS[s.status],
              s.orders,
              share(s.orders),
            ]),
          }}
        />
      </Panel>
      <Panel title="Orders by status">
        <ul className="grid gap-3">
          {stats.ordersByStatus.map((s) => (
            <li key={s.status} className="grid gap-1">
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-medium text-slate-800">{FINANCE_STATUS_LABELS[s.status]}</span>
                <span className="tabular-nums text-slate-700">
                  {s.orders} orders · {formatMoney(s.revenueCents, 'USD', { whole: false })} ·{' '}
                  {share(s.orders)}
                </span>
              </div>
              <div className="h-2 rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-brand-700"
                  style={{ width: total ? `${(s.orders / total) * 100}%` : 0 }}
                />
              </div>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  )
}

/** Customer Insights: the ten customers who paid most. */
export function CustomerInsights({ stats }: { stats: FinanceStatsResponse }) {
  if (stats.topCustomers.length === 0) return <NoPaidOrders />
  const top = stats.topCustomers
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Top customers">
        {/* Focusable, so a keyboard can scroll it sideways where two panels share a screen; on a phone each
            customer is a card (stacked-table.tsx) that needs no scrolling. */}
        <div
          role="region"
          aria-label="Top customers"
          tabIndex={0}
          className="overflow-x-auto rounded focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <table role="table" className={cn('w-full text-left text-sm md:min-w-[28rem]', STACKED.table)}>
            <caption className="sr-only">Top customers by revenue</caption>
            <thead
              role="rowgroup"
              className={cn(
                'border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600',
                STACKED.head,
              )}
            >
              <tr role="row">
                <th
                  role="columnheader"
                  scope="col"
                  className={cn('py-3 pr-4 font-semibold', STACKED.hiddenHeader)}
                >
                  Customer
                </th>
                <th
                  role="columnheader"
                  scope="col"
                  className={cn('px-4 py-3 text-right font-semibold', STACKED.hiddenHeader)}
                >
                  Orders
                </th>
                <th
                  role="columnheader"
                  scope="col"
                  className={cn('py-3 pl-4 text-right font-semibold', STACKED.hiddenHeader)}
                >
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className={cn('divide-y divide-slate-100', STACKED.body)}>
              {top.map((c) => (
                <tr key={c.id} role="row" className={STACKED.row}>
                  <td
                    role="cell"
                    className={cn('py-3 pr-4', STACKED.cell, STACKED.left, 'max-md:row-span-2')}
                  >
                    <p className="font-medium text-slate-900">{c.name}</p>
                    <p className="text-slate-600">
                      <EmailAddress email={c.email} />
                    </p>
                  </td>
                  <td
                    role="cell"
                    className={cn('px-4 py-3 text-right tabular-nums', STACKED.cell, STACKED.right)}
                  >
                    <StackedLabel>Orders</StackedLabel>
                    {c.orders}
                  </td>
                  <td
                    role="cell"
                    className={cn(
                      'py-3 pl-4 text-right tabular-nums',
                      STACKED.cell,
                      STACKED.right,
                      'max-md:row-start-1 max-md:font-semibold max-md:text-slate-900',
                    )}
                  >
                    {formatMoney(c.revenueCents, 'USD', { whole: false })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      <Panel title="Revenue by customer">
        <ChartFrame
          title="Revenue of the top customers"
          summary={`${top[0]!.name} paid most, ${formatMoney(top[0]!.revenueCents, 'USD', { whole: false })}.`}
          height={Math.max(200, top.length * 36)}
          spec={{
            kind: 'bars',
            layout: 'vertical',
            name: 'Revenue',
            data: top.map((c) => ({ label: c.name, value: c.revenueCents })),
          }}
          table={{
            columns: ['Customer', 'Revenue', 'Orders'],
            rows: top.map((c) => [c.name, formatMoney(c.revenueCents, 'USD', { whole: false }), c.orders]),
          }}
        />
      </Panel>
    </div>
  )
}
