import { z } from 'zod/mini'
import { emailField, honeypotField, MULTILINE, plainText, requiredText } from './common'
import { defineEndpoint } from './endpoint'
import { SUPPORT_PRIORITIES } from '../states'

export const SUPPORT_CATEGORIES = [
  { value: 'technical', label: 'Technical Issue' },
  { value: 'billing', label: 'Billing Question' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'content', label: 'Content Update' },
  { value: 'domain', label: 'Domain & Hosting' },
  { value: 'general', label: 'General Inquiry' },
] as const

export const SUPPORT_CATEGORY_VALUES = [
  'technical',
  'billing',
  'feature',
  'content',
  'domain',
  'general',
] as const

export const CreateSupportRequestSchema = z.object({
  name: requiredText('Name is required', 200),
  email: emailField(),
  subject: requiredText('Subject is required', 200),
  priority: z.enum(SUPPORT_PRIORITIES, { error: 'Priority is required' }),
  category: z.enum(SUPPORT_CATEGORY_VALUES, { error: 'Category is required' }),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .check(
      z.trim(),
      plainText(MULTILINE),
      z.minLength(10, 'Message must be at least 10 characters'),
      z.maxLength(20_000, 'Must be at most 20000 characters'),
    ),
  website: honeypotField,
})
export type CreateSupportRequest = z.input<typeof CreateSupportRequestSchema>
export type CreateSupportInput = z.output<typeof CreateSupportRequestSchema>

export const CreateSupportResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  ticketId: z.optional(z.number()),
  responseHours: z.optional(z.number()),
})
export type CreateSupportResponse = z.infer<typeof CreateSupportResponseSchema>

/** Open to everyone; a signed-in customer's request is linked to their account. */
export const CreateSupportRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/support',
  auth: 'public',
  operationId: 'createSupportRequest',
  summary: "File a support request (linked to the caller's account when signed in as a customer)",
  tag: 'public',
  body: CreateSupportRequestSchema,
  response: CreateSupportResponseSchema,
  errors: [429],
})
