import type { z } from 'zod/mini'
import {
  type AdminDomainRequest,
  domainExpiryProblem,
  type ListAdminDomainsQuerySchema,
  type UpdateDomainRequestSchema,
} from '../../../shared/contracts/admin-domains'
import {
  type ClaimFreeDomainRequestSchema,
  FREE_DOMAIN_MESSAGES,
  type ProjectDomain,
} from '../../../shared/contracts/project-domain'
import { domainPrice } from '../../../shared/catalog'
import { formatMoney } from '../../../shared/money'
import type { DomainRequestStatus } from '../../../shared/states'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import { addNotification } from '../notifications'
import { listAccountNames } from '../auth'
import { findCustomerProject, listProjectTitles } from '../projects'
import { findDomainRequest, listDomainRequestsPage as listDomainRowsPage } from './admin-domains.repo'
import { domainFailedMail, domainRegisteredMail } from './domains.mail'
import {
  DomainCheckUnavailable,
  type DomainAvailability,
  offlineAvailability,
  rdapAvailability,
} from '../../integrations/domains/availability'
import {
  clearFeeRefundRequested,
  findDomainRequestForProject,
  hasLiveDomainRequestForProject,
  insertOpenDomainRequest,
  isDomainRequested,
  lockDomainRequest,
  setDomainOutcome,
  setDomainRequestProject,
  setFeeRefundId,
  setFeeRefundRequested,
} from './domains.repo'
import { formatDate } from '../../../shared/dates'

export const REGISTRY_UNAVAILABLE =
  'We could not reach the domain registry just now. Please try again in a minute.'

/** The provider the configuration names: RDAP in production (`DOMAIN_CHECK=rdap`), offline otherwise. */
export function domainAvailability(ctx: AppContext): DomainAvailability {
  return ctx.config.domainCheck === 'rdap'
    ? rdapAvailability()
    : offlineAvailability((domain) => isDomainRequested(ctx.db, domain))
}

/**
 * The checkout's domain check: the validated name, whether it is free, and its first-year price and yearly
 * renewal from the catalog (a .com's first year is free), the figures the order is then priced with.
 */
export async function checkDomain(ctx: AppContext, provider: DomainAvailability, domain: string) {
  const { firstYearCents, renewalCents } = domainPrice(domain)
  const prices = { priceCents: firstYearCents, renewalPriceCents: renewalCents }
  try {
    return { available: await provider.isAvailable(domain), domain, ...prices }
  } catch (err) {
    if (!(err instanceof DomainCheckUnavailable)) throw err
    ctx.log.warn({ err, provider: provider.name }, 'domain check failed')
    return { available: false, domain, ...prices, error: REGISTRY_UNAVAILABLE }
  }
}

export function domainTakenMessage(domain: string) {
  return `The domain ${domain} is no longer available. Please choose another name, or order without a domain.`
}

/**
 * The checkout's last look at its domain before the customer pays, with the same provider as the domain check:
 * 409 when the name is taken (the checkout showed it free earlier, or the request went round the page), 502
 * when the registry cannot be asked (its detail logged).
 */
export async function ensureDomainAvailable(ctx: AppContext, domain: string) {
  if (!(await askRegistry(ctx, domain))) throw AppError.conflict(domainTakenMessage(domain))
}

/** Whether the configured provider says the name is free; 502 when the registry cannot be asked. */
async function askRegistry(ctx: AppContext, domain: string) {
  try {
    return await domainAvailability(ctx).isAvailable(domain)
  } catch (err) {
    if (!(err instanceof DomainCheckUnavailable)) throw err
    throw new AppError('PROVIDER_UNAVAILABLE', REGISTRY_UNAVAILABLE, { cause: err })
  }
}

export const DOMAIN_MESSAGES = {
  taken: (domain: string) =>
    `${domain} was taken by another order just before yours. Please choose another domain.`,
} as const

/**
 * Claims the domain of an order being paid, in the caller's transaction: one open request per name, so of two
 * customers paying for the same name at once exactly one gets it. Answers the request (pending registration,
 * for the studio), or nothing when the name is taken; the caller then refuses the payment.
 */
export function claimDomainForOrder(
  tx: Executor,
  order: { orderId: number; userId: number; domainName: string; priceCents: number },
) {
  return insertOpenDomainRequest(tx, order)
}

/** Ties a claimed domain to the project its order made. */
export function attachDomainToProject(tx: Executor, requestId: number, projectId: number) {
  return setDomainRequestProject(tx, requestId, projectId)
}

/** The domain a customer ordered with their project, if any. */
export function findProjectDomainRequest(tx: Executor, projectId: number, userId: number) {
  return findDomainRequestForProject(tx, projectId, userId)
}

export const ADMIN_DOMAIN_MESSAGES = {
  notFound: 'Domain request not found',
  notPending: 'Only a pending domain request can be registered or marked failed.',
  registered: (domain: string) => `${domain} is recorded as registered; the customer has been told.`,
  failed: (domain: string) => `${domain} is recorded as not registered; the customer has been told.`,
} as const

type DomainRequestRow = NonNullable<Awaited<ReturnType<typeof findDomainRequest>>>

/** Requests with their customers and projects, read for the whole list at once (a query of each). */
async function withCustomers(tx: Executor, rows: DomainRequestRow[]) {
  const [users, titles] = await Promise.all([
    listAccountNames(
      tx,
      rows.map((r) => r.userId),
    ),
    listProjectTitles(
      tx,
      rows.map((r) => r.projectId),
    ),
  ])
  return rows.map((request) => ({
    request,
    user: users.get(request.userId)!,
    projectTitle: request.projectId === null ? null : (titles.get(request.projectId) ?? null),
  }))
}

async function listDomainRequestsPage(
  tx: Executor,
  opts: { status?: DomainRequestStatus | undefined; limit: number; offset: number },
) {
  const { rows, total } = await listDomainRowsPage(tx, opts)
  return { rows: await withCustomers(tx, rows), total }
}

/** One domain request with its customer and project. */
async function findDomainRequestWithCustomer(tx: Executor, id: number) {
  const found = await findDomainRequest(tx, id)
  return found && (await withCustomers(tx, [found]))[0]
}

type AdminDomainRow = NonNullable<Awaited<ReturnType<typeof findDomainRequestWithCustomer>>>

function toAdminDomainRequest({ request: r, user, projectTitle }: AdminDomainRow): AdminDomainRequest {
  return {
    id: r.id,
    domainName: r.domainName,
    status: r.status as AdminDomainRequest['status'],
    priceCents: r.priceCents,
    years: r.years,
    createdAt: r.createdAt.toISOString(),
    registrar: r.registrar,
    expiresOn: r.expiresOn,
    failureReason: r.failureReason,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    feeRefund: r.feeRefundId !== null ? 'refunded' : r.feeRefundRequestedAt !== null ? 'pending' : null,
    user,
    project: r.projectId !== null && projectTitle !== null ? { id: r.projectId, title: projectTitle } : null,
  }
}

/** The Domains tab: a page of requests, newest first, optionally of one status. */
export async function listAdminDomainRequests(
  ctx: AppContext,
  query: z.output<typeof ListAdminDomainsQuerySchema>,
) {
  const { page, pageSize, status } = query
  const { rows, total } = await listDomainRequestsPage(ctx.db, {
    status,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  })
  return { items: rows.map(toAdminDomainRequest), page, pageSize, total }
}

/**
 * Records what came of registering a pending domain by hand at a registrar: registered (where, and the day it
 * runs out, after today and at most ten years ahead) or failed (why, which releases the name). In one
 * transaction: the request, the customer's notification and mail, and the audit entry. A request already decided
 * is a conflict (409), so two admins cannot record two outcomes.
 */
export async function updateDomainRequest(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof UpdateDomainRequestSchema>,
) {
  return withTransaction(ctx, async ({ tx, clock, config }) => {
    const now = clock.now()
    const registered = input.status === 'registered'
    if (registered) {
      const problem = domainExpiryProblem(input.expiresOn, now.toISOString().slice(0, 10))
      if (problem) throw new AppError('VALIDATION', problem, { fields: { expiresOn: problem } })
    }
    const before = await lockDomainRequest(tx, id)
    if (!before) throw AppError.notFound(ADMIN_DOMAIN_MESSAGES.notFound)
    if (before.status !== 'pending_registration') throw AppError.conflict(ADMIN_DOMAIN_MESSAGES.notPending)

    const after = await setDomainOutcome(tx, id, {
      status: input.status,
      registrar: registered ? input.registrar : null,
      expiresOn: registered ? input.expiresOn : null,
      failureReason: registered ? null : input.reason,
      decidedAt: now,
      decidedBy: actor.userId,
    })
    const found = (await findDomainRequestWithCustomer(tx, id))!
    const domain = after.domainName
    const dashboardUrl = `${config.publicUrl}/dashboard`
    const customer = { firstName: found.user.firstName, domainName: domain, dashboardUrl }

    await addNotification(tx, {
      userId: after.userId,
      projectId: after.projectId,
      type: 'order_update',
      ...(registered
        ? {
            title: 'Domain registered',
            message: `${domain} is registered for you. It is due for renewal on ${formatDate(input.expiresOn)}.`,
          }
        : {
            title: 'Domain not registered',
            message: `We could not register ${domain} (${input.reason.replace(/[.\s]+$/, '')}). Our team will contact you about choosing another name.`,
          }),
    })
    await enqueueMail(tx, {
      to: found.user.email,
      kind: registered ? 'domain-registered' : 'domain-failed',
      ...(registered
        ? domainRegisteredMail({ ...customer, expiresOn: input.expiresOn })
        : domainFailedMail({ ...customer, reason: input.reason })),
    })
    await recordAudit(tx, actor, {
      action: registered ? 'domain.register' : 'domain.fail',
      recordType: 'domain_request',
      recordId: id,
      before: { status: before.status },
      after: registered
        ? { status: after.status, registrar: after.registrar, expiresOn: after.expiresOn }
        : { status: after.status, reason: after.failureReason },
    })
    return {
      success: true,
      message: registered ? ADMIN_DOMAIN_MESSAGES.registered(domain) : ADMIN_DOMAIN_MESSAGES.failed(domain),
      domain: toAdminDomainRequest(found),
    }
  })
}

/* The client's dashboard: a project's domain, and the site's free .com claimed after checkout. */

const CLOSED_PROJECT_STATUSES: readonly string[] = ['delivered', 'cancelled']

type CustomerProject = NonNullable<Awaited<ReturnType<typeof findCustomerProject>>>

async function projectDomainView(tx: Executor, project: CustomerProject): Promise<ProjectDomain> {
  const latest = await findDomainRequestForProject(tx, project.id, project.userId)
  const open = !CLOSED_PROJECT_STATUSES.includes(project.status)
  return {
    domain: latest
      ? {
          domainName: latest.domainName,
          status: latest.status as DomainRequestStatus,
          priceCents: latest.priceCents,
          requestedAt: latest.createdAt.toISOString(),
          expiresOn: latest.expiresOn,
          failureReason: latest.failureReason,
          feeRefunded: latest.feeRefundId !== null,
        }
      : null,
    canClaimFreeDomain: open && !(await hasLiveDomainRequestForProject(tx, project.id)),
  }
}

/** GET /api/dashboard/project/:id/domain: someone else's project is not found. */
export async function getProjectDomain(ctx: AppContext, userId: number, projectId: number) {
  const project = await findCustomerProject(ctx.db, projectId, userId)
  if (!project) throw AppError.notFound(FREE_DOMAIN_MESSAGES.projectNotFound)
  return projectDomainView(ctx.db, project)
}

/**
 * The site's free .com claimed from the dashboard by a customer who skipped it at checkout (or whose free name
 * could not be registered): stored as checkout stores one (pending registration, with the project's order, its
 * first year's price, 0), so it reaches the admin panel's Domains tab the same way. Refused (409) when the project
 * is delivered or cancelled, already holds a pending or registered domain, or the name is taken; the unique
 * indexes (one live request per name, one per project) decide between two claims at once. The registry is asked
 * before the transaction, never inside it.
 */
export async function claimFreeDomain(
  ctx: AppContext,
  userId: number,
  projectId: number,
  input: z.output<typeof ClaimFreeDomainRequestSchema>,
) {
  const { domain } = input
  const claimable = async (tx: Executor) => {
    const project = await findCustomerProject(tx, projectId, userId)
    if (!project) throw AppError.notFound(FREE_DOMAIN_MESSAGES.projectNotFound)
    if (CLOSED_PROJECT_STATUSES.includes(project.status)) throw AppError.conflict(FREE_DOMAIN_MESSAGES.closed)
    if (await hasLiveDomainRequestForProject(tx, project.id))
      throw AppError.conflict(FREE_DOMAIN_MESSAGES.alreadyRequested)
    return project
  }
  await claimable(ctx.db)
  if (!(await askRegistry(ctx, domain))) throw AppError.conflict(FREE_DOMAIN_MESSAGES.taken(domain))

  return withTransaction(ctx, async ({ tx }) => {
    const project = await claimable(tx)
    const request = await insertOpenDomainRequest(tx, {
      userId,
      orderId: project.orderId,
      projectId: project.id,
      domainName: domain,
      priceCents: domainPrice(domain).firstYearCents,
    })
    if (!request)
      throw AppError.conflict(
        (await hasLiveDomainRequestForProject(tx, project.id))
          ? FREE_DOMAIN_MESSAGES.alreadyRequested
          : FREE_DOMAIN_MESSAGES.taken(domain),
      )
    return {
      success: true,
      message: FREE_DOMAIN_MESSAGES.claimed(domain),
      projectDomain: await projectDomainView(tx, project),
    }
  })
}

/* The admin panel: a paid domain that could not be registered has its fee given back. */

export const FEE_REFUND_MESSAGES = {
  notFailed: 'Only a domain whose registration failed can have its fee refunded.',
  free: 'This domain came free with the site, so there is no fee to refund. The customer can choose another name from their dashboard.',
  already: 'The fee for this domain has already been refunded.',
  reason: (domain: string) => `The domain ${domain} could not be registered: its fee is refunded.`,
  refunded: (amountCents: number, domain: string) =>
    `Refunded ${formatMoney(amountCents, 'USD', { whole: false })} for ${domain}; a credit note was issued and the customer told.`,
} as const

/** The order's refund (orders' refundOrder, which the finance dashboard uses), given in by its caller. */
export type RefundOrderAmount = (
  orderId: number,
  input: { amount: number; reason: string; cancelProject: false },
) => Promise<{ refundId: number }>

/**
 * Refunds the fee of a paid domain whose registration failed (POST /api/admin/domains/:id/refund): exactly what
 * its order line charged, once. Under the request's row lock the refund is marked asked for (409 when it was, when
 * the domain is not failed, or when it was free), then committed, so of two admins at once one refunds; then the
 * order's own refund runs (the card refunded between its transactions, a credit note, the customer told, the
 * order's audit entry); then the refund is tied to the request with its own audit entry. When the order's refund
 * fails (nothing left, the provider refused) the mark is taken back, so it may be asked again.
 */
export async function refundDomainFee(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  refundOrder: RefundOrderAmount,
) {
  const claimed = await withTransaction(ctx, async ({ tx, clock }) => {
    const row = await lockDomainRequest(tx, id)
    if (!row) throw AppError.notFound(ADMIN_DOMAIN_MESSAGES.notFound)
    if (row.status !== 'failed') throw AppError.conflict(FEE_REFUND_MESSAGES.notFailed)
    if (row.priceCents === 0 || row.orderId === null) throw AppError.conflict(FEE_REFUND_MESSAGES.free)
    if (row.feeRefundRequestedAt !== null) throw AppError.conflict(FEE_REFUND_MESSAGES.already)
    await setFeeRefundRequested(tx, id, clock.now())
    return { ...row, orderId: row.orderId }
  })

  let refundId: number
  try {
    ;({ refundId } = await refundOrder(claimed.orderId, {
      amount: claimed.priceCents / 100,
      reason: FEE_REFUND_MESSAGES.reason(claimed.domainName),
      cancelProject: false,
    }))
  } catch (err) {
    await withTransaction(ctx, async ({ tx }) => {
      await lockDomainRequest(tx, id)
      await clearFeeRefundRequested(tx, id)
    })
    throw err
  }

  return withTransaction(ctx, async ({ tx }) => {
    await lockDomainRequest(tx, id)
    await setFeeRefundId(tx, id, refundId)
    await recordAudit(tx, actor, {
      action: 'domain.refund_fee',
      recordType: 'domain_request',
      recordId: id,
      before: { status: claimed.status, feeRefund: null },
      after: { feeRefund: 'refunded', refundId, orderId: claimed.orderId, amountCents: claimed.priceCents },
    })
    const found = (await findDomainRequestWithCustomer(tx, id))!
    return {
      success: true,
      message: FEE_REFUND_MESSAGES.refunded(claimed.priceCents, claimed.domainName),
      domain: toAdminDomainRequest(found),
    }
  })
}
