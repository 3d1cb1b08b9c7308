import { z } from 'zod/mini'
import { CURRENCIES } from '../money'

/**
 * Control characters (NUL, bell, escape, the C1 range…): no person types them into a form, and the database
 * cannot store a NUL. A multi-line field keeps tab and line breaks; a one-line field refuses them too.
 */
const CONTROL_CHARACTERS = /\p{Cc}/u
const CONTROL_CHARACTERS_BUT_LINES = /(?![\t\n\r])\p{Cc}/u
/** Half of a surrogate pair (`\ud800` alone) is no character: encoders and the database refuse it. */
const LONE_SURROGATE = /\p{Cs}/u
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove the unsupported characters from this field'

export interface TextOptions {
  /** Keeps tab and line breaks (a text area). */
  multiline?: boolean
  message?: string
}
/** The options of a text area's field. */
export const MULTILINE: TextOptions = { multiline: true }

/** Whether a person could have typed `v` into a field: no control character, no lone surrogate. */
export function isPlainText(v: string, multiline = false): boolean {
  return !(multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(v) && !LONE_SURROGATE.test(v)
}

/**
 * The text rule every string a request carries goes through: refuses control characters and lone surrogates
 * with a readable message. Put it first after trimming, so its message is the one shown.
 */
export function plainText(options: TextOptions = {}) {
  return z.refine(
    (v: unknown) => typeof v !== 'string' || isPlainText(v, options.multiline),
    options.message ?? CONTROL_CHARACTERS_MESSAGE,
  )
}

/** A required text field: missing, non-string and empty all answer with the one message. */
export function requiredText(message: string, max = 500, options: TextOptions = {}) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      plainText(options),
      z.minLength(1, message),
      z.maxLength(max, `Must be at most ${max} characters`),
    )
}

/** An optional free-text field; absent becomes the empty string. */
export function optionalText(max = 500, options: TextOptions = {}) {
  return z._default(
    z.string().check(z.trim(), plainText(options), z.maxLength(max, `Must be at most ${max} characters`)),
    '',
  )
}

export function emailField(message = 'Valid email is required') {
  return z
    .string({ error: message })
    .check(z.trim(), plainText(), z.toLowerCase(), z.maxLength(254, message), z.email(message))
}

/**
 * A day of the calendar written `YYYY-MM-DD` that exists: months have their own lengths and 29 February only
 * leap years (2026-02-31 and 2100-02-29 are refused); the year 0000 does not exist either.
 */
export function isoDate(requiredMessage: string, invalidMessage = 'Please enter a real date (YYYY-MM-DD)') {
  return z.string({ error: requiredMessage }).check(
    plainText(),
    z.minLength(1, requiredMessage),
    z.regex(z.regexes.date, invalidMessage),
    z.refine((v) => !v.startsWith('0000'), invalidMessage),
  )
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
export const honeypotField = z.optional(z.string().check(plainText(), z.maxLength(1000)))

/**
 * Money in a response: integer cents, never a decimal string or dollars (docs/decisions/0048). Request bodies
 * that a person types into keep their dollars.
 */
export const cents = z.number().check(z.int(), z.minimum(0))
/** Cents that may be below zero: a net figure, where refunds can outweigh what was paid. */
export const signedCents = z.number().check(z.int())
/** The currency a record's cents are in, upper-case (`USD`): the database's `usd` through `toCurrency`. */
export const currency = z.enum(CURRENCIES)

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
