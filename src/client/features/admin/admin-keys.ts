/** Query keys of the admin panel's answers; invalidating `all` refreshes every admin list and figure. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  failedJobs: () => [...adminKeys.all, 'failed-jobs'] as const,
}
