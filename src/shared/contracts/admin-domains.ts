import { z } from 'zod/mini'
import { DOMAIN_REQUEST_STATUSES } from '../states'
import { ProjectClientSchema } from './admin-projects'
import {
  IdParamsSchema,
  MULTILINE,
  OkResponseSchema,
  optionalText,
  PageQuerySchema,
  paginated,
  plainText,
  cents,
} from './common'
import { defineEndpoint } from './endpoint'

/*
 * The admin panel's Domains tab (dashboards.md §2, §7): the domains customers bought at checkout, which the studio
 * registers by hand at a registrar, and the outcome it records here (kept apart from contracts/domains.ts, which
 * the public checkout loads).
 */

/** How long ahead a registration may be recorded to run: registries sell at most ten years. */
export const DOMAIN_MAX_YEARS = 10

export const DOMAIN_EXPIRY_MESSAGES = {
  required: 'Expiry date is required',
  past: 'The expiry date must be in the future',
  tooFar: `The expiry date must be within ${DOMAIN_MAX_YEARS} years`,
} as const

/**
 * What is wrong with an expiry date (`YYYY-MM-DD`) recorded on `today` (`YYYY-MM-DD`, the server's UTC day), or
 * nothing: it must be after today and at most ten years ahead. The form asks it with the browser's day, the
 * server with its own clock.
 */
export function domainExpiryProblem(expiresOn: string, today: string): string | undefined {
  if (expiresOn <= today) return DOMAIN_EXPIRY_MESSAGES.past
  const latest = `${String(Number(today.slice(0, 4)) + DOMAIN_MAX_YEARS).padStart(4, '0')}${today.slice(4)}`
  if (expiresOn > latest) return DOMAIN_EXPIRY_MESSAGES.tooFar
  return undefined
}

export const AdminDomainRequestSchema = z.object({
  id: z.number(),
  domainName: z.string(),
  status: z.enum(DOMAIN_REQUEST_STATUSES),
  /** Paid for the first year (0: a .com's first year is free). */
  priceCents: cents,
  years: z.number(),
  createdAt: z.string(),
  registrar: z.nullable(z.string()),
  /** The day the registration runs out: its renewal date. */
  expiresOn: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  /**
   * The fee of a paid domain that failed, given back: `pending` while the refund is being made, `refunded` once
   * made (a credit note issued, the customer told); null when none was asked for.
   */
  feeRefund: z.nullable(z.enum(['pending', 'refunded'])),
  user: ProjectClientSchema,
  project: z.nullable(z.object({ id: z.number(), title: z.string() })),
})
export type AdminDomainRequest = z.infer<typeof AdminDomainRequestSchema>

export const ListAdminDomainsQuerySchema = z.extend(PageQuerySchema, {
  status: z.optional(z.enum(DOMAIN_REQUEST_STATUSES, { error: 'Unknown status' })),
})
export type ListAdminDomainsQuery = z.input<typeof ListAdminDomainsQuerySchema>

export const ListAdminDomainsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/domains',
  auth: 'admin',
  operationId: 'listAdminDomains',
  summary: 'Every domain request with its customer and project, newest first, a page at a time',
  tag: 'admin',
  query: ListAdminDomainsQuerySchema,
  response: paginated(AdminDomainRequestSchema),
})

export const DOMAIN_OUTCOME_REQUIRED = 'Please choose registered or failed'

export const DOMAIN_REASON_REQUIRED = 'Please say why the domain could not be registered'
export const DOMAIN_REGISTRAR_REQUIRED = 'Registrar is required'
const DATE_INVALID = 'Please enter a real date (YYYY-MM-DD)'

/**
 * The outcome of a registration made by hand: `registered` with the registrar and the day it runs out, or
 * `failed` with why (told to the customer). The other outcome's fields may be sent blank and are ignored, so one
 * form can hold both.
 */
export const UpdateDomainRequestSchema = z
  .object({
    status: z.enum(['registered', 'failed'], { error: DOMAIN_OUTCOME_REQUIRED }),
    registrar: optionalText(200),
    /** `YYYY-MM-DD`: after today and at most ten years ahead (domainExpiryProblem, checked by the server). */
    expiresOn: z._default(
      z.string({ error: DATE_INVALID }).check(
        plainText(),
        z.refine((v) => v === '' || (z.regexes.date.test(v) && !v.startsWith('0000')), DATE_INVALID),
      ),
      '',
    ),
    reason: optionalText(1000, MULTILINE),
  })
  .check(
    z.refine((v) => v.status !== 'registered' || v.registrar !== '', {
      message: DOMAIN_REGISTRAR_REQUIRED,
      path: ['registrar'],
    }),
    z.refine((v) => v.status !== 'registered' || v.expiresOn !== '', {
      message: DOMAIN_EXPIRY_MESSAGES.required,
      path: ['expiresOn'],
    }),
    z.refine((v) => v.status !== 'failed' || v.reason !== '', {
      message: DOMAIN_REASON_REQUIRED,
      path: ['reason'],
    }),
  )
export type UpdateDomainRequest = z.input<typeof UpdateDomainRequestSchema>

export const UpdateDomainRequestResponseSchema = z.extend(OkResponseSchema, {
  domain: AdminDomainRequestSchema,
})
export type UpdateDomainRequestResponse = z.infer<typeof UpdateDomainRequestResponseSchema>

export const UpdateDomainRequestEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/domains/:id',
  auth: 'admin',
  operationId: 'updateDomainRequest',
  summary:
    'Record the manual registration of a pending domain (registrar and expiry) or its failure (why); the customer is notified and mailed',
  tag: 'admin',
  params: IdParamsSchema,
  body: UpdateDomainRequestSchema,
  response: UpdateDomainRequestResponseSchema,
  errors: [404, 409],
})

export const RefundDomainFeeResponseSchema = UpdateDomainRequestResponseSchema
export type RefundDomainFeeResponse = z.infer<typeof RefundDomainFeeResponseSchema>

export const RefundDomainFeeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/domains/:id/refund',
  auth: 'admin',
  operationId: 'refundDomainFee',
  summary:
    "Refund the fee of a paid domain whose registration failed, once: exactly its order line's amount, through the order's refund (the card refunded, a credit note issued, the customer told)",
  tag: 'admin',
  params: IdParamsSchema,
  response: RefundDomainFeeResponseSchema,
  // 409: not a paid domain that failed, or its fee already refunded (or being refunded); 502: the provider failed.
  errors: [404, 409, 502],
})
