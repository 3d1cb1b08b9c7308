import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DomainRequestStatus } from '../../../shared/states'
import type { Executor } from '../../db/client'
import { domainRequests } from '../../db/schema/domains'
import { contactSubmissions } from '../../db/schema/inbox'
import { notifications } from '../../db/schema/notifications'
import { projects } from '../../db/schema/projects'
import { users } from '../../db/schema/users'

/*
 * The admin panel's Domains, Contacts and Notifications tabs: each page read in one query with the people and
 * projects it names (joins, never a query per row), and its count in a second.
 */

const customer = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }

const domainRow = {
  request: domainRequests,
  user: customer,
  projectTitle: projects.title,
}

function domainsWhere(status?: DomainRequestStatus): SQL | undefined {
  return status ? eq(domainRequests.status, status) : undefined
}

/** One page of domain requests, newest first (optionally of one status), each with its customer and project. */
export async function listDomainRequestsPage(
  tx: Executor,
  opts: { status?: DomainRequestStatus | undefined; limit: number; offset: number },
) {
  const rows = await tx
    .select(domainRow)
    .from(domainRequests)
    .innerJoin(users, eq(users.id, domainRequests.userId))
    .leftJoin(projects, eq(projects.id, domainRequests.projectId))
    .where(domainsWhere(opts.status))
    .orderBy(desc(domainRequests.createdAt), desc(domainRequests.id))
    .limit(opts.limit)
    .offset(opts.offset)
  const [total] = await tx.select({ n: count() }).from(domainRequests).where(domainsWhere(opts.status))
  return { rows, total: Number(total!.n) }
}

/** One domain request with its customer and project. */
export async function findDomainRequestWithCustomer(tx: Executor, id: number) {
  const [row] = await tx
    .select(domainRow)
    .from(domainRequests)
    .innerJoin(users, eq(users.id, domainRequests.userId))
    .leftJoin(projects, eq(projects.id, domainRequests.projectId))
    .where(eq(domainRequests.id, id))
  return row
}

const handler = alias(users, 'handler')
const contactRow = {
  contact: contactSubmissions,
  handler: {
    id: handler.id,
    firstName: handler.firstName,
    lastName: handler.lastName,
    email: handler.email,
  },
}

function contactsWhere(status?: 'handled' | 'unhandled'): SQL | undefined {
  if (status === 'unhandled') return isNull(contactSubmissions.handledAt)
  if (status === 'handled') return isNotNull(contactSubmissions.handledAt)
  return undefined
}

/** One page of contact form submissions, newest first, each with the admin who handled it (if any). */
export async function listContactSubmissionsPage(
  tx: Executor,
  opts: { status?: 'handled' | 'unhandled' | undefined; limit: number; offset: number },
) {
  const rows = await tx
    .select(contactRow)
    .from(contactSubmissions)
    .leftJoin(handler, eq(handler.id, contactSubmissions.handledBy))
    .where(contactsWhere(opts.status))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(opts.limit)
    .offset(opts.offset)
  const [total] = await tx.select({ n: count() }).from(contactSubmissions).where(contactsWhere(opts.status))
  return { rows, total: Number(total!.n) }
}

/** One contact form submission with the admin who handled it. */
export async function findContactSubmissionWithHandler(tx: Executor, id: number) {
  const [row] = await tx
    .select(contactRow)
    .from(contactSubmissions)
    .leftJoin(handler, eq(handler.id, contactSubmissions.handledBy))
    .where(eq(contactSubmissions.id, id))
  return row
}

/** One page of every notification sent, newest first, with its recipient and the project it is about. */
export async function listNotificationsPage(tx: Executor, opts: { limit: number; offset: number }) {
  const rows = await tx
    .select({
      notification: notifications,
      user: customer,
      project: { id: projects.id, title: projects.title },
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(projects, eq(projects.id, notifications.projectId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit)
    .offset(opts.offset)
  const [total] = await tx.select({ n: count() }).from(notifications)
  return { rows, total: Number(total!.n) }
}
