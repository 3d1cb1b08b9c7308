/** Query keys of the customer's support tickets. */
export const supportKeys = {
  all: ['support-tickets'] as const,
  list: () => [...supportKeys.all, 'list'] as const,
  ticket: (id: number) => [...supportKeys.all, 'detail', id] as const,
}
