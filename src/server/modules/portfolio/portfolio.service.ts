import {
  ADMIN_PORTFOLIO_MESSAGES,
  type AdminPortfolioItem,
  type PortfolioItemValues,
} from '../../../shared/contracts/admin-portfolio'
import type { PageQuery } from '../../../shared/contracts/common'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import {
  deletePortfolioItem as removePortfolioItem,
  findPortfolioItem,
  firstPosition,
  insertPortfolioItem,
  listFeaturedPortfolioItems,
  listPortfolioIds,
  listPortfolioItems,
  listPortfolioPage,
  lockPortfolio,
  type PortfolioRow,
  setPortfolioPosition,
  updatePortfolioItem as changePortfolioItem,
} from './portfolio.repo'

export const PORTFOLIO_CACHE_PREFIX = 'portfolio:'

export function getPortfolio(ctx: AppContext) {
  return ctx.cache.get(`${PORTFOLIO_CACHE_PREFIX}all`, () => listPortfolioItems(ctx.db))
}

export function getFeaturedPortfolio(ctx: AppContext) {
  return ctx.cache.get(`${PORTFOLIO_CACHE_PREFIX}featured`, () => listFeaturedPortfolioItems(ctx.db))
}

/** Called by whatever changes portfolio items (the admin panel), so every instance serves the new list. */
export function invalidatePortfolio(ctx: AppContext) {
  return ctx.cache.invalidate(PORTFOLIO_CACHE_PREFIX)
}

function toAdminItem(row: PortfolioRow): AdminPortfolioItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    imageUrl: row.imageUrl,
    websiteUrl: row.websiteUrl,
    featured: row.featured,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  }
}

const AUDIT_TYPE = 'portfolio_item'

/* The admin panel's Portfolio tab. Every write is one transaction with its audit entry; once it has committed,
 * the public lists (/api/portfolio, /api/portfolio/featured and the /portfolio page built from them) are dropped
 * here and, through NOTIFY, on every other instance before the admin's answer is sent. */

export async function listAdminPortfolio(ctx: AppContext, q: PageQuery) {
  const { rows, total } = await listPortfolioPage(ctx.db, {
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  })
  return { items: rows.map(toAdminItem), page: q.page, pageSize: q.pageSize, total }
}

/** Adds an item at the top of the list. */
export async function createPortfolioItem(ctx: AppContext, actor: AuditActor, input: PortfolioItemValues) {
  return withTransaction(ctx, async ({ tx, afterCommit }) => {
    await lockPortfolio(tx)
    const first = await firstPosition(tx)
    const row = await insertPortfolioItem(tx, { ...input, position: (first ?? 1) - 1 })
    const item = toAdminItem(row)
    await recordAudit(tx, actor, {
      action: 'portfolio.create',
      recordType: AUDIT_TYPE,
      recordId: row.id,
      before: null,
      after: item,
    })
    afterCommit(() => invalidatePortfolio(ctx))
    return { success: true, message: ADMIN_PORTFOLIO_MESSAGES.created, item }
  })
}

export async function updatePortfolioItem(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: PortfolioItemValues,
) {
  return withTransaction(ctx, async ({ tx, afterCommit }) => {
    const existing = await findPortfolioItem(tx, id)
    if (!existing) throw AppError.notFound(ADMIN_PORTFOLIO_MESSAGES.notFound)
    const row = (await changePortfolioItem(tx, id, input))!
    const item = toAdminItem(row)
    await recordAudit(tx, actor, {
      action: 'portfolio.update',
      recordType: AUDIT_TYPE,
      recordId: id,
      before: toAdminItem(existing),
      after: item,
    })
    afterCommit(() => invalidatePortfolio(ctx))
    return { success: true, message: ADMIN_PORTFOLIO_MESSAGES.updated, item }
  })
}

/** Puts every item in the order given; the ids must be exactly the items there are (409 otherwise). */
export async function reorderPortfolio(ctx: AppContext, actor: AuditActor, ids: number[]) {
  return withTransaction(ctx, async ({ tx, afterCommit }) => {
    await lockPortfolio(tx)
    const current = await listPortfolioIds(tx)
    const known = new Set(current)
    if (ids.length !== current.length || !ids.every((id) => known.has(id))) {
      throw AppError.conflict(ADMIN_PORTFOLIO_MESSAGES.orderChanged)
    }
    for (const [position, id] of ids.entries()) await setPortfolioPosition(tx, id, position)
    await recordAudit(tx, actor, {
      action: 'portfolio.reorder',
      recordType: AUDIT_TYPE,
      recordId: 'all',
      before: { ids: current },
      after: { ids },
    })
    afterCommit(() => invalidatePortfolio(ctx))
    return { success: true, message: ADMIN_PORTFOLIO_MESSAGES.reordered }
  })
}

export async function deletePortfolioItem(ctx: AppContext, actor: AuditActor, id: number) {
  return withTransaction(ctx, async ({ tx, afterCommit }) => {
    await lockPortfolio(tx)
    const existing = await findPortfolioItem(tx, id)
    if (!existing) throw AppError.notFound(ADMIN_PORTFOLIO_MESSAGES.notFound)
    await removePortfolioItem(tx, id)
    await recordAudit(tx, actor, {
      action: 'portfolio.delete',
      recordType: AUDIT_TYPE,
      recordId: id,
      before: toAdminItem(existing),
      after: null,
    })
    afterCommit(() => invalidatePortfolio(ctx))
    return { success: true, message: ADMIN_PORTFOLIO_MESSAGES.deleted }
  })
}
