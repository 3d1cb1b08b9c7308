import { z } from 'zod/mini'

/** Control characters other than tab and line breaks (NUL, escape, …): no person types them into a form. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove the unsupported characters from this field'

/** Refuses text with control characters, with a readable message (the database cannot store a NUL). */
export function plainText() {
  return z.refine(
    (v: unknown) => typeof v !== 'string' || !CONTROL_CHARACTERS.test(v),
    CONTROL_CHARACTERS_MESSAGE,
  )
}

/** A required text field: missing, non-string and empty all answer with the one message. */
export function requiredText(message: string, max = 500) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `Must be at most ${max} characters`),
      plainText(),
    )
}

/** An optional free-text field; absent becomes the empty string. */
export function optionalText(max = 500) {
  return z._default(
    z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`), plainText()),
    '',
  )
}

export function emailField(message = 'Valid email is required') {
  return z
    .string({ error: message })
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, message), z.email(message), plainText())
}

/** The largest id a record can have: ids are PostgreSQL `integer` columns. */
export const MAX_ID = 2_147_483_647

/**
 * A record's id in a request body: a whole number from 1 to MAX_ID. Anything else (1.5, -1, 2147483648, text)
 * answers 400 with `message`, before any query could fail on it.
 */
export function idField(message = 'Invalid reference') {
  return z.number({ error: message }).check(z.int(message), z.positive(message), z.maximum(MAX_ID, message))
}

const ID_DIGITS = /^[1-9][0-9]{0,9}$/

/**
 * A record's id in a path or a query string (a number where the caller builds the URL): decimal digits only
 * (no sign, fraction, exponent, hex or spaces), then the same range as idField.
 */
export function idText(message = 'Invalid reference') {
  return z.pipe(
    z.pipe(
      z
        .union([z.string(), z.number()], { error: message })
        .check(z.refine((v) => typeof v === 'number' || ID_DIGITS.test(v), message)),
      z.transform(Number),
    ),
    idField(message),
  )
}

/** The `:id` of a path. A malformed or out-of-range one names no record: the error handler answers 404. */
export const IdParamsSchema = z.object({ id: idText('Not found') })

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

/** A page of a list: `?page=1&pageSize=25` (at most 100 a page). */
export const PageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1, 'Page must be 1 or more')), 1),
  pageSize: z._default(
    z.coerce
      .number()
      .check(
        z.int(),
        z.minimum(1, 'Page size must be 1 to 100'),
        z.maximum(100, 'Page size must be 1 to 100'),
      ),
    25,
  ),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

/** The one shape of every paginated list the admin and finance dashboards read. */
export function paginated<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
  })
}
