import {
  DEFAULT_FINANCE_PERIOD,
  FINANCE_PERIODS,
  FINANCE_STATUS_FILTERS,
  type FinanceFilterQuery,
  type FinancePeriod,
  type FinanceStatusFilter,
} from '../../../../shared/contracts/finance'
import { useSearchParam } from '../../../hooks/use-search-param'

const PERIOD_VALUES = FINANCE_PERIODS.map(String)

/**
 * The report's filters, kept in the address as the API reads them (`?days=90&status=completed`), so a reload
 * or a shared link shows the same report. The defaults (30 days, all) leave the address clean.
 */
export function useFinanceFilters(): {
  filter: FinanceFilterQuery
  setDays: (days: FinancePeriod) => void
  setStatus: (status: FinanceStatusFilter) => void
} {
  const [days, setDays] = useSearchParam('days', PERIOD_VALUES, String(DEFAULT_FINANCE_PERIOD))
  const [status, setStatus] = useSearchParam<FinanceStatusFilter>('status', FINANCE_STATUS_FILTERS, 'all')
  return {
    filter: { days: Number(days) as FinancePeriod, status },
    setDays: (d) => setDays(String(d)),
    setStatus,
  }
}
