import { z } from 'zod/mini'
import { IdParamsSchema, OkResponseSchema, PageQuerySchema, paginated } from './common'
import { defineEndpoint } from './endpoint'

/*
 * The admin panel's Contacts tab (dashboards.md §2, §7): the landing page's contact form submissions, newest
 * first, each marked handled once someone has answered it (kept apart from contracts/contact.ts, which the landing
 * page loads).
 */

export const ContactSubmissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** With `phone`: "+44". */
  countryCode: z.string(),
  /** Empty when the sender gave none. */
  phone: z.string(),
  /** A value of BUSINESS_TYPES (contracts/contact.ts), or empty. */
  businessType: z.string(),
  /** A value of CONTACT_TIMELINES, or empty. */
  timeline: z.string(),
  details: z.string(),
  createdAt: z.string(),
  /** When an admin marked it answered, and who; null while it waits. */
  handledAt: z.nullable(z.string()),
  handledBy: z.nullable(z.object({ id: z.number(), name: z.string(), email: z.string() })),
})
export type ContactSubmission = z.infer<typeof ContactSubmissionSchema>

export const CONTACT_FILTERS = ['unhandled', 'handled'] as const
export type ContactFilter = (typeof CONTACT_FILTERS)[number]

export const ListContactsQuerySchema = z.extend(PageQuerySchema, {
  /** Only the requests still waiting for an answer, or only those answered. */
  status: z.optional(z.enum(CONTACT_FILTERS, { error: 'Unknown status' })),
})
export type ListContactsQuery = z.input<typeof ListContactsQuerySchema>

export const ListContactsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/contact',
  auth: 'admin',
  operationId: 'listContacts',
  summary: 'The contact form submissions, newest first, a page at a time (optionally only unhandled ones)',
  tag: 'admin',
  query: ListContactsQuerySchema,
  response: paginated(ContactSubmissionSchema),
})

export const UpdateContactSchema = z.object({
  handled: z.boolean({ error: 'Please say whether the request is handled' }),
})
export type UpdateContact = z.input<typeof UpdateContactSchema>

export const UpdateContactResponseSchema = z.extend(OkResponseSchema, { contact: ContactSubmissionSchema })
export type UpdateContactResponse = z.infer<typeof UpdateContactResponseSchema>

export const UpdateContactEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/contacts/:id',
  auth: 'admin',
  operationId: 'updateContact',
  summary:
    'Mark a contact request handled (with who and when) or back to waiting; repeating it changes nothing',
  tag: 'admin',
  params: IdParamsSchema,
  body: UpdateContactSchema,
  response: UpdateContactResponseSchema,
  errors: [404],
})
