import type { FinanceFilterQuery, FinanceOrdersQuery } from '../../../shared/contracts/finance'

/** Query keys of the finance dashboard; a refund invalidates `stats`, `orders` and `recurring` through them. */
export const financeKeys = {
  all: ['finance'] as const,
  stats: () => [...financeKeys.all, 'stats'] as const,
  statsFor: (filter: FinanceFilterQuery) =>
    [...financeKeys.stats(), { days: filter.days, status: filter.status }] as const,
  orders: () => [...financeKeys.all, 'orders'] as const,
  orderList: (query: FinanceOrdersQuery) => [...financeKeys.orders(), 'list', query] as const,
  /** One order's detail: apart from `orders`, so a refund's answer is not refetched at once. */
  order: (id: number) => [...financeKeys.all, 'order', id] as const,
  recurring: () => [...financeKeys.all, 'recurring'] as const,
  recurringFor: (filter: FinanceFilterQuery) =>
    [...financeKeys.recurring(), { days: filter.days, status: filter.status }] as const,
}
