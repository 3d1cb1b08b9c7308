/** The one project lifecycle (DESIGN.md §2.1). */
export const PROJECT_STATUSES = [
  'payment_pending',
  'requirements_needed',
  'pending_design',
  'samples_ready',
  'design_selected',
  'under_development',
  'awaiting_approval',
  'completed',
  'delivered',
  'cancelled',
] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

export const STATUS_PROGRESS: Record<ProjectStatus, number> = {
  payment_pending: 10,
  requirements_needed: 20,
  pending_design: 30,
  samples_ready: 50,
  design_selected: 60,
  under_development: 80,
  awaiting_approval: 90,
  completed: 95,
  delivered: 100,
  cancelled: 0,
}

export const STATUS_LABELS: Record<ProjectStatus, string> = {
  payment_pending: 'Payment Pending',
  requirements_needed: 'Requirements Needed',
  pending_design: 'Pending Design',
  samples_ready: 'Samples Ready',
  design_selected: 'Design Selected',
  under_development: 'Under Development',
  awaiting_approval: 'Awaiting Approval',
  completed: 'Completed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** Older readings accepted on input only. */
export const STATUS_ALIASES: Record<string, ProjectStatus> = {
  pending: 'requirements_needed',
  in_progress: 'under_development',
  review: 'awaiting_approval',
}

export function normalizeStatus(value: string): ProjectStatus | undefined {
  if ((PROJECT_STATUSES as readonly string[]).includes(value)) return value as ProjectStatus
  return STATUS_ALIASES[value]
}
