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

/** The report's filters an address names, as `useFinanceFilters` reads them (for a read started before render). */
export function financeFilterFrom(params: URLSearchParams): FinanceFilterQuery {
  const days = params.get('days')
  const status = params.get('status') as FinanceStatusFilter | null
  return {
    days: (days !== null && PERIOD_VALUES.includes(days)
      ? Number(days)
      : DEFAULT_FINANCE_PERIOD) as FinancePeriod,
    status: status !== null && FINANCE_STATUS_FILTERS.includes(status) ? status : 'all',
  }
}
