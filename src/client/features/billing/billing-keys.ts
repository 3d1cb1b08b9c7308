/** Query keys of the customer's invoices and maintenance subscriptions. */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  subscriptions: () => [...billingKeys.all, 'subscriptions'] as const,
  creditNotes: () => [...billingKeys.all, 'credit-notes'] as const,
}
