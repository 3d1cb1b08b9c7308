import { z } from 'zod/mini'
import { emailField, honeypotField } from './common'
import { defineEndpoint } from './endpoint'

export const EXIT_OFFER_CODES = ['FREEPAGES10', 'SAVE15'] as const

export const CreateCouponEmailRequestSchema = z.object({
  email: emailField(),
  website: honeypotField,
})
export type CreateCouponEmailRequest = z.input<typeof CreateCouponEmailRequestSchema>

export const CreateCouponEmailResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
})
export type CreateCouponEmailResponse = z.infer<typeof CreateCouponEmailResponseSchema>

export const CreateCouponEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/coupon-email',
  auth: 'public',
  operationId: 'createCouponEmail',
  summary: 'Mail the exit-offer coupon codes',
  tag: 'public',
  body: CreateCouponEmailRequestSchema,
  response: CreateCouponEmailResponseSchema,
  errors: [429],
})
