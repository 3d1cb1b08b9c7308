/**
 * Every state the business core stores, shared by the database's check constraints, the server and the client.
 * The project lifecycle has its own module (lifecycle.ts) because it also carries labels, progress and moves.
 */

/** An order's state: separate from the status of the project it creates once paid. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const TIMELINES = ['standard', 'rush'] as const
export type Timeline = (typeof TIMELINES)[number]

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

/** A refund this side asked the provider for: queued, made, or failed after its last retry. */
export const REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

export const INVOICE_STATUSES = ['issued', 'paid', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

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
export const MAINTENANCE_PLAN_LABELS: Record<(typeof MAINTENANCE_PLAN_NAMES)[number], string> = {
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

export const NOTIFICATION_TYPES = ['admin', 'order_update', 'system', 'promotion', 'payment'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export const INFO_REQUEST_TYPES = [
  'clarification',
  'content',
  'design',
  'functionality',
  'technical',
  'other',
] as const
export const INFO_REQUEST_URGENCIES = ['low', 'normal', 'high', 'urgent'] as const

/** Who did something to a project: written on every timeline entry. */
export const ACTOR_ROLES = ['client', 'admin', 'system'] as const
export type ActorRole = (typeof ACTOR_ROLES)[number]
