/** The one project lifecycle: every status a project can be in, in order, with its label and progress. */
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
  samples_ready: 'Design Samples Ready',
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

/** Who moves a project: the client through their dashboard, an admin through the panel, the server on an event. */
export type LifecycleActor = 'client' | 'admin' | 'system'

export interface Transition {
  from: readonly ProjectStatus[]
  to: ProjectStatus
  by: LifecycleActor
}

/**
 * The moves the product makes, by event. An admin may in addition set any status with the panel's picker
 * (recorded on the timeline like every move); Deliver is accepted only from `completed`.
 */
export const TRANSITIONS = {
  paymentVerified: { from: ['payment_pending'], to: 'requirements_needed', by: 'system' },
  requirementsSubmitted: { from: ['requirements_needed'], to: 'pending_design', by: 'client' },
  samplesPublished: { from: ['requirements_needed', 'pending_design'], to: 'samples_ready', by: 'admin' },
  designSelected: { from: ['samples_ready'], to: 'design_selected', by: 'client' },
  newDesignsRequested: { from: ['samples_ready'], to: 'pending_design', by: 'client' },
  developmentStarted: { from: ['design_selected'], to: 'under_development', by: 'admin' },
  finalReviewSubmitted: { from: ['under_development'], to: 'awaiting_approval', by: 'admin' },
  approved: { from: ['awaiting_approval'], to: 'completed', by: 'client' },
  revisionsRequested: { from: ['awaiting_approval'], to: 'under_development', by: 'client' },
  delivered: { from: ['completed'], to: 'delivered', by: 'admin' },
} as const satisfies Record<string, Transition>
export type TransitionName = keyof typeof TRANSITIONS

/** Revision rounds included in the price; later rounds are flagged billable. */
export const INCLUDED_REVISION_ROUNDS = 2

/**
 * Whether `actor` may move a project from `from` to `to`: a named move of that actor, or, for an admin, the
 * status picker, which may set any status other than the current one (delivery has its own move and form).
 */
export function canTransition(actor: LifecycleActor, from: ProjectStatus, to: ProjectStatus): boolean {
  if (from === to) return false
  const named = Object.values(TRANSITIONS).some(
    (t: Transition) => t.by === actor && t.to === to && t.from.includes(from),
  )
  if (named) return true
  return actor === 'admin' && to !== 'delivered'
}
