import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { DOMAIN_REQUEST_STATUSES } from '../../../shared/states'
import { createdAt, id, tstz } from './columns'
import { nonNegative, oneOf } from './checks'
import { orders } from './orders'
import { projects } from './projects'
import { users } from './users'

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
    createdAt: createdAt(),
    updatedAt: tstz('updated_at'),
  },
  (t) => [
    index('domain_requests_status_created_idx').on(t.status, t.createdAt),
    index('domain_requests_user_idx').on(t.userId),
    /** A name can be pending or registered for one order only. */
    uniqueIndex('domain_requests_live_name_key')
      .on(t.domainName)
      .where(sql`${t.status} in ('pending_registration', 'registered')`),
    check('domain_requests_status_check', oneOf(t.status, DOMAIN_REQUEST_STATUSES)),
    check('domain_requests_price_check', nonNegative(t.priceCents)),
    check('domain_requests_name_check', sql`${t.domainName} = lower(${t.domainName})`),
    check('domain_requests_years_check', sql`${t.years} between 1 and 10`),
  ],
)
