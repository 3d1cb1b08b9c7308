import { Field } from '../../../components/ui/field'
import { NativeSelect } from '../../../components/ui/input'

/** Report periods in days; 30 is the default. */
export const PERIODS = [7, 30, 90, 365] as const
export type Period = (typeof PERIODS)[number]
export const DEFAULT_PERIOD: Period = 30

/** The order-status filter of the finance reports. */
export const ORDER_STATUSES = [
  { value: 'all', label: 'All statuses' },
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
] as const
export type OrderStatusFilter = (typeof ORDER_STATUSES)[number]['value']

export function ReportFilters({
  period,
  status,
  onPeriodChange,
  onStatusChange,
}: {
  period: Period
  status: OrderStatusFilter
  onPeriodChange: (p: Period) => void
  onStatusChange: (s: OrderStatusFilter) => void
}) {
  return (
    <div role="group" aria-label="Report filters" className="grid gap-4 sm:grid-cols-2 lg:w-[28rem]">
      <Field label="Period">
        {(p) => (
          <NativeSelect
            {...p}
            value={period}
            onChange={(e) => onPeriodChange(Number(e.target.value) as Period)}
          >
            {PERIODS.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Order status">
        {(p) => (
          <NativeSelect
            {...p}
            value={status}
            onChange={(e) => onStatusChange(e.target.value as OrderStatusFilter)}
          >
            {ORDER_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  )
}
