import { z } from 'zod/mini'
import {
  IdParamsSchema,
  idField,
  MULTILINE,
  OkResponseSchema,
  PageQuerySchema,
  paginated,
  plainText,
  requiredText,
} from './common'
import { defineEndpoint } from './endpoint'
import { PORTFOLIO_CATEGORIES, PortfolioItemSchema } from './portfolio'

/* The admin panel's Portfolio tab (dashboards.md §2 "Admin panel", §3 Portfolio item, §5, §7, §8). */

export const ADMIN_PORTFOLIO_MESSAGES = {
  title: 'Title is required',
  description: 'Description is required',
  category: 'Please choose a category',
  imageRequired: 'Image URL is required',
  imageInvalid: 'Please enter a valid image URL (https://…) or upload an image',
  websiteInvalid: 'Please enter a valid URL (https://…)',
  notFound: 'Portfolio item not found',
  duplicateIds: 'Each portfolio item must appear once',
  orderChanged: 'The portfolio has changed meanwhile. Please reload it and try again.',
  created: 'Portfolio item added',
  updated: 'Portfolio item updated',
  reordered: 'Portfolio order saved',
  deleted: 'Portfolio item deleted',
} as const

/** A path on this site (`/portfolio/x.jpg`, an uploaded image), never another host (`//x`, `/\x`). */
export function isSitePath(v: string) {
  return /^\/(?![/\\])/.test(v) && !/\s/.test(v)
}

/** A host no browser outside the studio's own machines could reach: loopback, private, link-local. */
function isPrivateHost(hostname: string) {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  if (h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal'))
    return true
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(h)
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])]
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    )
  }
  // IPv6: unspecified, loopback, unique local (fc00::/7), link-local (fe80::/10), v4-mapped.
  return h === '::' || h === '::1' || /^f[cd]/.test(h) || /^fe[89ab]/.test(h) || h.startsWith('::ffff:')
}

/** An https address on a public host: what a customer's browser can load, and nothing on the studio's network. */
export function isPublicHttpsUrl(v: string) {
  try {
    const u = new URL(v)
    return u.protocol === 'https:' && !isPrivateHost(u.hostname)
  } catch {
    return false
  }
}

function isWebUrl(v: string, protocols: readonly string[]) {
  try {
    return protocols.includes(new URL(v).protocol)
  } catch {
    return false
  }
}

/**
 * The item's picture: an https address (pages are served over https and allow only https images), or a path on
 * this site: an image uploaded through POST /api/admin/uploads, or one of the studio's own pictures.
 */
export function isPortfolioImageUrl(v: string) {
  return isSitePath(v) || isPublicHttpsUrl(v)
}

/** The live site: an http(s) address, or a path on this site (the studio's showcase copies). */
export function isPortfolioWebsiteUrl(v: string) {
  return isSitePath(v) || isWebUrl(v, ['https:', 'http:'])
}

const imageUrlField = z
  .string({ error: ADMIN_PORTFOLIO_MESSAGES.imageRequired })
  .check(
    z.trim(),
    plainText(),
    z.minLength(1, ADMIN_PORTFOLIO_MESSAGES.imageRequired),
    z.maxLength(2000, 'Must be at most 2000 characters'),
    z.refine(isPortfolioImageUrl, ADMIN_PORTFOLIO_MESSAGES.imageInvalid),
  )

/** Optional; blank becomes null. */
const websiteUrlField = z
  .pipe(
    z.optional(
      z.nullable(
        z.string().check(z.trim(), plainText(), z.maxLength(2000, 'Must be at most 2000 characters')),
      ),
    ),
    z.transform((v) => (v ? v : null)),
  )
  .check(z.refine((v) => v === null || isPortfolioWebsiteUrl(v), ADMIN_PORTFOLIO_MESSAGES.websiteInvalid))

export const PortfolioItemInputSchema = z.object({
  title: requiredText(ADMIN_PORTFOLIO_MESSAGES.title, 200),
  description: requiredText(ADMIN_PORTFOLIO_MESSAGES.description, 2000, MULTILINE),
  imageUrl: imageUrlField,
  websiteUrl: websiteUrlField,
  category: z.enum(PORTFOLIO_CATEGORIES, { error: ADMIN_PORTFOLIO_MESSAGES.category }),
  featured: z._default(z.boolean({ error: 'Featured must be true or false' }), false),
})
export type PortfolioItemInput = z.input<typeof PortfolioItemInputSchema>
export type PortfolioItemValues = z.output<typeof PortfolioItemInputSchema>

/** An item as the admin sees it: the public fields, its place in the list and when it was added. */
export const AdminPortfolioItemSchema = z.extend(PortfolioItemSchema, {
  position: z.number(),
  createdAt: z.string(),
})
export type AdminPortfolioItem = z.infer<typeof AdminPortfolioItemSchema>

export const ListAdminPortfolioEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/portfolio',
  auth: 'admin',
  operationId: 'listAdminPortfolio',
  summary: 'Every portfolio item in the public order, a page at a time',
  tag: 'admin',
  query: PageQuerySchema,
  response: paginated(AdminPortfolioItemSchema),
})

export const PortfolioItemResponseSchema = z.extend(OkResponseSchema, { item: AdminPortfolioItemSchema })
export type PortfolioItemResponse = z.infer<typeof PortfolioItemResponseSchema>

export const CreatePortfolioItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/portfolio',
  auth: 'admin',
  operationId: 'createPortfolioItem',
  summary: 'Add a portfolio item at the top of the list; /portfolio and the landing page show it at once',
  tag: 'admin',
  body: PortfolioItemInputSchema,
  response: PortfolioItemResponseSchema,
})

export const UpdatePortfolioItemEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/portfolio/:id',
  auth: 'admin',
  operationId: 'updatePortfolioItem',
  summary: 'Edit a portfolio item (every field, featured included)',
  tag: 'admin',
  params: IdParamsSchema,
  body: PortfolioItemInputSchema,
  response: PortfolioItemResponseSchema,
  errors: [404],
})

export const ReorderPortfolioSchema = z.object({
  /** Every item's id, in the new order: exactly the items there are, each once. */
  ids: z.array(idField('Invalid portfolio item'), { error: 'ids must list the portfolio items' }).check(
    z.maxLength(10_000, 'Too many portfolio items'),
    z.refine((ids) => new Set(ids).size === ids.length, ADMIN_PORTFOLIO_MESSAGES.duplicateIds),
  ),
})
export type ReorderPortfolio = z.input<typeof ReorderPortfolioSchema>

export const ReorderPortfolioEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/portfolio/reorder',
  auth: 'admin',
  operationId: 'reorderPortfolio',
  summary:
    'Put the portfolio in a new order (every item id, each once); 409 when the ids are not the current items',
  tag: 'admin',
  body: ReorderPortfolioSchema,
  response: OkResponseSchema,
  errors: [409],
})

export const DeletePortfolioItemEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/portfolio/:id',
  auth: 'admin',
  operationId: 'deletePortfolioItem',
  summary: 'Delete a portfolio item',
  tag: 'admin',
  params: IdParamsSchema,
  response: OkResponseSchema,
  errors: [404],
})

/** What POST /api/admin/uploads (multipart, one `file` field) answers: `url` is public, for imageUrl. */
export const AdminUploadResponseSchema = z.object({
  id: z.number(),
  contentType: z.string(),
  size: z.number(),
  url: z.string(),
})
export type AdminUploadResponse = z.infer<typeof AdminUploadResponseSchema>

/** Where a published image is served to anyone. */
export const publicUploadPath = (id: number) => `/api/uploads/public/${id}`
