/**
 * Every state the business core stores, shared by the database's check constraints, the server and the client,
 * with the words people read for it (one label table per state, used by every screen, mail and document). The
 * project lifecycle has its own module (lifecycle.ts) because it also carries progress and moves; an order's
 * timeline is the catalog's (TIMELINES, TIMELINE_OPTIONS).
 */

/** An order's state: separate from the status of the project it creates once paid. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

/** `manual`: the one line of an order an admin recorded as paid outside the card provider. */
export const ORDER_LINE_KINDS = [
  'base',
  'extra_pages',
  'free_pages',
  'addon',
  'rush',
  'domain',
  'manual',
] as const
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number]

/** How an order was paid: by card through the payment provider, or outside it, as an admin recorded. */
export const MANUAL_PAYMENT_METHODS = ['bank_transfer', 'cash', 'cheque', 'other'] as const
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number]
export const ORDER_PAYMENT_METHODS = ['card', ...MANUAL_PAYMENT_METHODS] as const
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number]

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]

/** Stripe's PaymentIntent states, which the built-in test provider follows too, plus refunded. */
export const PAYMENT_STATUSES = [
  'requires_payment',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * Why a payment needs a person: money taken that did not match its order (another amount or currency) or came
 * for an order already closed (both refunded automatically), a payment the provider no longer knows, one the
 * reconciliation could not check, or a refund that failed every retry.
 */
export const PAYMENT_ATTENTION_REASONS = [
  'amount_mismatch',
  'order_closed',
  'unknown_to_provider',
  'reconciliation_failed',
  'refund_failed',
  'invoice_paid_twice',
] as const
export type PaymentAttentionReason = (typeof PAYMENT_ATTENTION_REASONS)[number]

/** A payment's refund this side asked the provider for: queued, made, or failed after its last retry. */
export const PAYMENT_REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const
export type PaymentRefundStatus = (typeof PAYMENT_REFUND_STATUSES)[number]

/**
 * A refund of the finance ledger (money given back on a paid order, whoever started it): `pending` while the
 * provider is called, then `succeeded` with its credit note, or `failed`.
 */
export const LEDGER_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type LedgerRefundStatus = (typeof LEDGER_REFUND_STATUSES)[number]
export const LEDGER_REFUND_STATUS_LABELS: Record<LedgerRefundStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
}

export const INVOICE_STATUSES = ['issued', 'paid', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
/** An invoice's status as its customer reads it: an issued invoice is one still to pay. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  issued: 'Due',
  paid: 'Paid',
  void: 'Void',
}

export const DOMAIN_REQUEST_STATUSES = ['pending_registration', 'registered', 'failed', 'cancelled'] as const
export type DomainRequestStatus = (typeof DOMAIN_REQUEST_STATUSES)[number]
/** A domain's status as the admin panel and the customer's dashboard both show it (the spec's words). */
export const DOMAIN_STATUS_LABELS: Record<DomainRequestStatus, string> = {
  pending_registration: 'Pending',
  registered: 'Active',
  failed: 'Failed',
  cancelled: 'Cancelled',
}

export const MAINTENANCE_PLAN_NAMES = ['basic', 'standard', 'premium', 'custom'] as const
export type MaintenancePlanName = (typeof MAINTENANCE_PLAN_NAMES)[number]
export const BILLING_CYCLES = ['monthly', 'quarterly', 'yearly'] as const
/**
 * A maintenance plan: `included` is the free month delivery gives (never billed, it ends by itself); `offered` a
 * paid plan the customer chose, or staff offered, whose first invoice is not paid yet (never billed by the run);
 * `active` and `past_due` are paying plans; `cancelled` ended.
 */
export const SUBSCRIPTION_STATUSES = ['included', 'offered', 'active', 'past_due', 'cancelled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  included: 'Free month',
  offered: 'Awaiting payment',
  active: 'Active',
  past_due: 'Payment Due',
  cancelled: 'Cancelled',
}
export const MAINTENANCE_PLAN_LABELS: Record<MaintenancePlanName, string> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
  custom: 'Custom',
}
export const BILLING_CYCLE_LABELS: Record<(typeof BILLING_CYCLES)[number], string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly (10% off)',
  yearly: 'Yearly (20% off)',
}
/** The plans that pay: what recurring revenue counts and the admin lists as paying. */
export const PAYING_SUBSCRIPTION_STATUSES = ['active', 'past_due'] as const

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
}

/** A support request's or ticket's priority (the dashboard's ticket form offers the first three). */
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number]
export const PRIORITY_LABELS: Record<SupportPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
}

export const NOTIFICATION_TYPES = ['admin', 'order_update', 'system', 'promotion', 'payment'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  admin: 'Admin message',
  order_update: 'Order update',
  system: 'System',
  promotion: 'Promotion',
  payment: 'Payment',
}

/** A request for details the studio sends a client about a project: what kind, and how soon. */
export const INFO_REQUEST_TYPES = [
  'clarification',
  'content',
  'design',
  'functionality',
  'technical',
  'other',
] as const
export type InfoRequestType = (typeof INFO_REQUEST_TYPES)[number]
export const INFO_REQUEST_TYPE_LABELS: Record<InfoRequestType, string> = {
  clarification: 'Clarification',
  content: 'Content',
  design: 'Design',
  functionality: 'Functionality',
  technical: 'Technical',
  other: 'Other',
}
export const INFO_REQUEST_URGENCIES = ['low', 'normal', 'high', 'urgent'] as const
export type InfoRequestUrgency = (typeof INFO_REQUEST_URGENCIES)[number]
/** When the client is asked to answer, by the request's urgency: "please send these within 3 days". */
export const INFO_REQUEST_URGENCY_WORDS: Record<InfoRequestUrgency, string> = {
  low: 'when convenient',
  normal: 'within 3 days',
  high: 'within 1 day',
  urgent: 'as soon as possible',
}
/**
 * When an open request for details counts as unanswered, by its urgency: normal 3 days after it was asked, high 1
 * day, urgent at the end of that (UTC) day; a low one is never flagged. Null: no such moment.
 */
export function infoRequestDueAt(urgency: InfoRequestUrgency, askedAt: Date): Date | null {
  const HOUR = 3_600_000
  if (urgency === 'normal') return new Date(askedAt.getTime() + 72 * HOUR)
  if (urgency === 'high') return new Date(askedAt.getTime() + 24 * HOUR)
  if (urgency === 'urgent')
    return new Date(Date.UTC(askedAt.getUTCFullYear(), askedAt.getUTCMonth(), askedAt.getUTCDate() + 1) - 1)
  return null
}

export const INFO_REQUEST_URGENCY_LABELS: Record<InfoRequestUrgency, string> = {
  low: 'Low',
  normal: `Normal — ${INFO_REQUEST_URGENCY_WORDS.normal}`,
  high: `High — ${INFO_REQUEST_URGENCY_WORDS.high}`,
  urgent: 'Urgent',
}

/** Who did something to a project: written on every timeline entry. */
export const ACTOR_ROLES = ['client', 'admin', 'system'] as const
export type ActorRole = (typeof ACTOR_ROLES)[number]

/** Who did something on a project's timeline, as the client reads it and as the studio does. */
export const ACTOR_LABELS: Record<'client' | 'studio', Record<ActorRole, string>> = {
  client: { client: 'You', admin: 'Our team', system: 'System' },
  studio: { client: 'Client', admin: 'Admin', system: 'System' },
}

/**
 * A revision round's state: an included one starts when it is asked for; a billable one waits for its invoice to be
 * paid by card, and is withdrawn when the client takes it back (or approves the site instead) before paying.
 */
export const REVISION_ROUND_STATUSES = ['awaiting_payment', 'started', 'withdrawn'] as const
export type RevisionRoundStatus = (typeof REVISION_ROUND_STATUSES)[number]
export const REVISION_ROUND_STATUS_LABELS: Record<RevisionRoundStatus, string> = {
  awaiting_payment: 'Waiting for payment',
  started: 'Started',
  withdrawn: 'Withdrawn',
}
