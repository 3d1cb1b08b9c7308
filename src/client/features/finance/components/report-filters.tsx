import {
  FINANCE_PERIODS,
  FINANCE_STATUS_LABELS,
  FINANCE_STATUS_FILTERS,
  type FinancePeriod,
  type FinanceStatusFilter,
} from '../../../../shared/contracts/finance'
import { Field } from '../../../components/ui/field'
import { NativeSelect } from '../../../components/ui/input'

export function ReportFilters({
  period,
  status,
  onPeriodChange,
  onStatusChange,
}: {
  period: FinancePeriod
  status: FinanceStatusFilter
  onPeriodChange: (p: FinancePeriod) => void
  onStatusChange: (s: FinanceStatusFilter) => void
}) {
  return (
    <div role="group" aria-label="Report filters" className="grid gap-4 sm:grid-cols-2 lg:w-[28rem]">
      <Field label="Period">
        {(p) => (
          <NativeSelect
            {...p}
            value={period}
            onChange={(e) => onPeriodChange(Number(e.target.value) as FinancePeriod)}
          >
            {FINANCE_PERIODS.map((d) => (
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
            onChange={(e) => onStatusChange(e.target.value as FinanceStatusFilter)}
          >
            {FINANCE_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {FINANCE_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  )
}
