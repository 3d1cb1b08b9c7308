/** Query keys of the admin panel's answers; invalidating `all` refreshes every admin list and figure. */
export const adminKeys = {
  all: ['admin'] as const,
  failedJobs: () => [...adminKeys.all, 'failed-jobs'] as const,
  paymentsNeedingAttention: () => [...adminKeys.all, 'payments-attention'] as const,
}
