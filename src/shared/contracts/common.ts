import { z } from 'zod/mini'

/** A required text field: missing, non-string and empty all answer with the one message. */
export function requiredText(message: string, max = 500) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `Must be at most ${max} characters`))
}

/** An optional free-text field; absent becomes the empty string. */
export function optionalText(max = 500) {
  return z._default(z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`)), '')
}

export function emailField(message = 'Valid email is required') {
  return z
    .string({ error: message })
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, message), z.email(message))
}

/** Hidden form field that people never fill in; bots do. */
export const honeypotField = z.optional(z.string().check(z.maxLength(1000)))

export const OkResponseSchema = z.object({ success: z.boolean(), message: z.string() })
export type OkResponse = z.infer<typeof OkResponseSchema>

export const ErrorResponseSchema = z.object({
  message: z.string(),
  error: z.string(),
  code: z.string(),
  requestId: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
})
