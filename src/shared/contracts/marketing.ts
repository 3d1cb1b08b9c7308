import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint'
import { PUBLIC_READ_PATHS } from './public-reads'

export const ActivePromotionSchema = z.object({
  id: z.number(),
  title: z.string(),
  discountPercent: z.number(),
  couponCode: z.nullable(z.string()),
  /** When the coupon applies, in words ("on orders of $150 or more"); null when always. */
  condition: z.nullable(z.string()),
  /** ISO timestamp of the real end of the promotion. */
  endsAt: z.string(),
})
export type ActivePromotion = z.infer<typeof ActivePromotionSchema>

export const GetActivePromotionResponseSchema = z.object({ promotion: z.nullable(ActivePromotionSchema) })
export type GetActivePromotionResponse = z.infer<typeof GetActivePromotionResponseSchema>

export const RecentOrderSchema = z.object({
  businessType: z.string(),
  /** ISO timestamp of the payment. */
  paidAt: z.string(),
})
export type RecentOrder = z.infer<typeof RecentOrderSchema>
export const ListRecentOrdersResponseSchema = z.object({ orders: z.array(RecentOrderSchema) })
export type ListRecentOrdersResponse = z.infer<typeof ListRecentOrdersResponseSchema>

export const GetActivePromotionEndpoint = defineEndpoint({
  method: 'GET',
  path: PUBLIC_READ_PATHS.activePromotion,
  auth: 'public',
  operationId: 'getActivePromotion',
  summary: 'The promotion the countdown banner shows, if any',
  tag: 'public',
  response: GetActivePromotionResponseSchema,
  fastPath: true,
})

export const ListRecentOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: PUBLIC_READ_PATHS.recentOrders,
  auth: 'public',
  operationId: 'listRecentOrders',
  summary: 'Recent paid orders, anonymised, for the recent-orders toast',
  tag: 'public',
  response: ListRecentOrdersResponseSchema,
  fastPath: true,
})
