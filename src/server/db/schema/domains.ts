import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { DOMAIN_REQUEST_STATUSES } from '../../../shared/states'
import { createdAt, id, tstz } from './columns'
import { refunds } from './billing'
import { nonNegative, oneOf } from './checks'
import { orders } from './orders'
import { projects } from './projects'
import { users } from './auth'

/** A domain bought with an order; the studio registers it by hand and records the outcome. */
export const domainRequests = pgTable(
  'domain_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** Lower-case, as validated by the domain check. */
    domainName: text('domain_name').notNull(),
    status: text().notNull().default('pending_registration'),
    priceCents: integer('price_cents').notNull(),
    years: integer().notNull().default(1),
    /** Where the studio registered the name (set when registered). */
    registrar: text(),
    /** The day the registration runs out, when it is to be renewed (set when registered). */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Why the registration could not be made (set when failed), told to the customer. */
    failureReason: text('failure_reason'),
    /** When and by which admin the outcome was recorded. */
    decidedAt: tstz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A paid domain that failed: when an admin asked for its fee back (set first, under the row's lock, so the fee
     * is refunded once however many ask), and the refund that gave it back once made.
     */
    feeRefundRequestedAt: tstz('fee_refund_requested_at'),
    feeRefundId: integer('fee_refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at'),
  },
  (t) => [
    index('domain_requests_status_created_idx').on(t.status, t.createdAt),
    index('domain_requests_user_idx').on(t.userId),
    /** The admin panel's list, newest first. */
    index('domain_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    /** A name can be pending or registered for one order only. */
    uniqueIndex('domain_requests_live_name_key')
      .on(t.domainName)
      .where(sql`${t.status} in ('pending_registration', 'registered')`),
    /** One live domain per project: the free .com claimed from the dashboard cannot be claimed twice. */
    uniqueIndex('domain_requests_live_project_key')
      .on(t.projectId)
      .where(sql`${t.status} in ('pending_registration', 'registered') and ${t.projectId} is not null`),
    check('domain_requests_status_check', oneOf(t.status, DOMAIN_REQUEST_STATUSES)),
    check('domain_requests_price_check', nonNegative(t.priceCents)),
    check('domain_requests_name_check', sql`${t.domainName} = lower(${t.domainName})`),
    check('domain_requests_years_check', sql`${t.years} between 1 and 10`),
    /** A registered name has its registrar and expiry; a failed one its reason. */
    check(
      'domain_requests_outcome_check',
      sql`(${t.status} <> 'registered' or (${t.registrar} is not null and ${t.expiresOn} is not null)) and (${t.status} <> 'failed' or ${t.failureReason} is not null)`,
    ),
    /** Only a paid domain that failed has its fee refunded, and its refund is asked for first. */
    check(
      'domain_requests_fee_refund_check',
      sql`(${t.feeRefundRequestedAt} is null or (${t.status} = 'failed' and ${t.priceCents} > 0)) and (${t.feeRefundId} is null or ${t.feeRefundRequestedAt} is not null)`,
    ),
  ],
)
