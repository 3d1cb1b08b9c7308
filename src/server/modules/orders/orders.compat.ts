import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { findCouponRedemption } from '../coupons'
import { findProjectDomainRequest } from '../domains'
import { findCustomerProject, findOrderProject } from '../projects'
import { findOrderForCustomer, findPaymentByProviderId, latestPaidOrder } from './orders.repo'
import { getOrder } from './orders.view'

/*
 * The spec's post-payment calls. By the time a browser makes them the server has already created the project,
 * redeemed the coupons and stored the domain request in the payment's finalising transaction; these only answer
 * what it did, so nothing unpaid can be created, discounted or registered through them.
 */

export const NO_PAID_ORDER =
  'There is no paid order to create a project from. Please complete the payment first.'

export async function compatCreateProject(ctx: AppContext, userId: number, orderId: number | undefined) {
  const order = orderId
    ? await findOrderForCustomer(ctx.db, orderId, userId)
    : await latestPaidOrder(ctx.db, userId)
  const project = order && order.status === 'paid' ? await findOrderProject(ctx.db, order.id) : undefined
  if (!project) throw AppError.conflict(NO_PAID_ORDER)
  return {
    id: project.id,
    orderId: project.orderId,
    title: project.title,
    status: project.status as never,
    totalAmountCents: project.amountCents,
  }
}

export async function compatUseCoupon(
  ctx: AppContext,
  userId: number,
  body: { couponId: number; projectId: number },
) {
  const project = await findCustomerProject(ctx.db, body.projectId, userId)
  const redemption = project ? await findCouponRedemption(ctx.db, body.couponId, project.orderId) : undefined
  if (!project || !redemption) throw AppError.notFound('No such coupon on this paid order')
  return {
    success: true,
    couponId: redemption.couponId,
    orderId: redemption.orderId,
    discountAmountCents: redemption.discountCents,
  }
}

export async function compatDomainRequest(ctx: AppContext, userId: number, projectId: number) {
  const request = await findProjectDomainRequest(ctx.db, projectId, userId)
  if (!request) throw AppError.notFound('No domain was ordered with this project')
  return {
    id: request.id,
    domainName: request.domainName,
    status: request.status,
    priceCents: request.priceCents,
    projectId: request.projectId,
  }
}

/** The order a provider's return address names through its payment intent. */
export async function findOrderByPayment(ctx: AppContext, userId: number, providerId: string) {
  const payment = await findPaymentByProviderId(ctx.db, 'stripe', providerId)
  if (!payment) throw AppError.notFound('Order not found')
  return getOrder(ctx, userId, payment.orderId)
}
