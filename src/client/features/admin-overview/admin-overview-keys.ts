/** Query keys of the admin's overview lists, under `admin`: the payments that need a look and the failed jobs. */
export const adminOverviewKeys = {
  failedJobs: () => ['admin', 'failed-jobs'] as const,
  paymentsNeedingAttention: () => ['admin', 'payments-attention'] as const,
  projectsNeedingAttention: () => ['admin', 'projects-attention'] as const,
  awaitingReply: () => ['admin', 'awaiting-reply'] as const,
}
