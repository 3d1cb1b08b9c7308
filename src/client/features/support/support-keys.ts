import type { SupportPriority, TicketStatus } from '../../../shared/states'

/** Query keys of the customer's support tickets. */
export const supportKeys = {
  all: ['support-tickets'] as const,
  list: () => [...supportKeys.all, 'list'] as const,
  ticket: (id: number) => [...supportKeys.all, 'detail', id] as const,
}

/** Which page of the admin's Support tab, of which status and priority (all of them when none). */
export interface AdminTicketsFilter {
  page: number
  status?: TicketStatus | undefined
  priority?: SupportPriority | undefined
}

/**
 * Query keys of the admin's Support tab, under `admin` apart from the customer's own: invalidating `all`
 * refreshes the lists and the open ticket.
 */
export const adminSupportKeys = {
  all: ['admin', 'support-tickets'] as const,
  list: (filter: AdminTicketsFilter) =>
    [
      ...adminSupportKeys.all,
      'list',
      { page: filter.page, status: filter.status ?? null, priority: filter.priority ?? null },
    ] as const,
  ticket: (id: number) => [...adminSupportKeys.all, 'detail', id] as const,
}
