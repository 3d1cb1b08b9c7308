// What the customer's return page and dashboard read of an order: one read, and its view.
import { BASE_PAGES, type TimelineId } from '../../../shared/catalog'
import { orderName, type OrderView } from '../../../shared/contracts/orders'
import type { ProjectStatus } from '../../../shared/lifecycle'
import type { OrderStatus } from '../../../shared/states'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { findProjectOrderId, PROJECT_MESSAGES } from '../projects'
import { findAnyOrderWithLines, findOrderWithLines } from './orders.reads'
import { ORDER_MESSAGES } from './orders.service'
import { toCurrency } from '../../../shared/money'

/** The customer's order with what became of it, in one read; 404 when it is not theirs. */
export async function findOwnOrder(ctx: AppContext, userId: number, id: number) {
  return standing(await findOrderWithLines(ctx.db, id, userId))
}

function standing(found: Awaited<ReturnType<typeof findOrderWithLines>>) {
  if (!found) throw AppError.notFound(ORDER_MESSAGES.notFound)
  const { project, ...rest } = found
  return {
    ...rest,
    projectId: project?.id ?? null,
    projectStatus: project?.status ?? null,
    deliveryDate: project?.deliveryDate ?? null,
    requirementsSubmittedAt: project?.requirementsSubmittedAt ?? null,
  }
}

/** What the return page and the dashboard see of an order: one read. */
export async function getOrder(ctx: AppContext, userId: number, id: number): Promise<OrderView> {
  return orderView(await findOwnOrder(ctx, userId, id))
}

/**
 * The order a project was bought with, as its customer sees it (a project's page shows what was bought): the
 * customer's own project's with `userId`, any project's for staff. No such project (or someone else's): 404.
 */
export async function getProjectOrder(
  ctx: AppContext,
  projectId: number,
  userId?: number,
): Promise<OrderView> {
  const orderId = await findProjectOrderId(ctx.db, projectId, userId)
  if (orderId === undefined) throw AppError.notFound(PROJECT_MESSAGES.notFound)
  return orderView(standing(await findAnyOrderWithLines(ctx.db, orderId)))
}

/** The view of an order read by findOwnOrder. */
export function orderView(found: Awaited<ReturnType<typeof findOwnOrder>>): OrderView {
  const { order, lines } = found
  return {
    id: order.id,
    status: order.status as OrderStatus,
    title: orderName(order.title, order.billingCompany),
    businessType: order.businessType,
    timeline: order.timeline as TimelineId,
    extraPages: order.extraPages,
    freePages: order.freePages,
    totalPages: BASE_PAGES + order.extraPages + order.freePages,
    selectedAddons: order.addons,
    couponCodes: order.couponCodes,
    domain: order.domain,
    lines: lines.map((l) => ({
      description: l.quantity > 1 ? `${l.description} × ${l.quantity}` : l.description,
      amountCents: l.amountCents,
    })),
    coupons: order.couponDiscounts.map((c) => ({
      code: c.code,
      discountCents: c.discountCents,
      freePages: c.freePages,
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    amountCents: order.amountCents,
    currency: toCurrency(order.currency),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentError: order.status === 'pending' ? found.paymentError : (order.cancelReason ?? null),
    project: found.projectId
      ? {
          id: found.projectId,
          status: found.projectStatus as ProjectStatus,
          deliveryDate: found.deliveryDate,
          requirementsSubmitted: !!found.requirementsSubmittedAt,
        }
      : null,
    invoiceNumber: found.invoiceNumber,
  }
}
