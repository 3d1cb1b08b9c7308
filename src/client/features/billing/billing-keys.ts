/** Query keys of the customer's invoices and maintenance subscriptions. */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  subscriptions: () => [...billingKeys.all, 'subscriptions'] as const,
  creditNotes: () => [...billingKeys.all, 'credit-notes'] as const,
}

/** Query keys of every client's maintenance plans as the admin's Users tab lists them, under `admin`. */
export const adminMaintenancePlansKeys = {
  all: ['admin', 'maintenance-plans'] as const,
}
