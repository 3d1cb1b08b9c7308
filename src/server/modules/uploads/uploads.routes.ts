import { withTransaction } from '../../db/transaction'
import { type AuditActor, auditActor, recordAudit } from '../audit'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod/mini'
import { AdminUploadResponseSchema, publicUploadPath } from '../../../shared/contracts/admin-portfolio'
import { ErrorResponseSchema, IdParamsSchema } from '../../../shared/contracts/common'
import {
  UPLOAD_MESSAGES,
  UploadFileNameSchema,
  UploadResponseSchema,
} from '../../../shared/contracts/projects'
import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, checkImage } from '../../integrations/storage/images'
import { AppError } from '../../lib/app-error'
import { findPublicUpload, findUpload, findUploadForUser, insertUpload } from './uploads.repo'

/** Uploads per customer: 30 in an hour is plenty for a logo and a few tries. */
export const UPLOAD_RATE = {
  name: 'upload',
  max: 30,
  windowMs: 3600_000,
  message: 'Too many uploads. Please try again later.',
}

/**
 * The one `file` part of a multipart request, read whole into memory (5 MB at most). A body that is not
 * well-formed multipart (no boundary, cut short, a part too many) is the sender's fault: 400, never 500.
 */
async function readFilePart(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', UPLOAD_MESSAGES.missing)
  try {
    const part = await request.file()
    if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION', UPLOAD_MESSAGES.missing)
    return { bytes: await part.toBuffer(), filename: part.filename ?? '' }
  } catch (err) {
    if (err instanceof AppError) throw err
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('VALIDATION', UPLOAD_MESSAGES.size)
    request.log.info({ err: { message: (err as Error).message } }, 'unreadable upload')
    throw new AppError('VALIDATION', UPLOAD_MESSAGES.unreadable, { cause: err })
  }
}

/**
 * Reads, checks and stores the request's image, then records it for the signed-in user. Everything is checked
 * before the bytes are stored, so a refused upload leaves no file behind.
 */
/**
 * Checks and stores one uploaded image. An admin's published image is an admin write: its row and its audit
 * entry are written in one transaction.
 */
async function storeImage(
  request: FastifyRequest,
  where: { prefix: string; public: boolean; audit?: AuditActor },
) {
  const { ctx } = request.server
  const { bytes, filename } = await readFilePart(request)
  if (bytes.length === 0) throw new AppError('VALIDATION', UPLOAD_MESSAGES.missing)
  const name = UploadFileNameSchema.safeParse(filename)
  if (!name.success) throw new AppError('VALIDATION', UPLOAD_MESSAGES.name)
  const checked = checkImage(bytes)
  if (!checked.ok) throw new AppError('VALIDATION', checked.message)
  const key = await ctx.files.put(where.prefix, IMAGE_EXTENSIONS[checked.type], bytes)
  const values = {
    userId: request.user!.id,
    key,
    contentType: checked.type,
    size: bytes.length,
    originalName: Array.from(name.data).slice(0, 200).join(''),
    public: where.public,
  }
  const actor = where.audit
  const stored = actor
    ? withTransaction(ctx, async ({ tx }) => {
        const row = await insertUpload(tx, values)
        await recordAudit(tx, actor, {
          action: 'upload.publish',
          recordType: 'upload',
          recordId: row.id,
          before: null,
          after: {
            contentType: row.contentType,
            size: row.size,
            originalName: row.originalName,
            public: true,
          },
        })
        return row
      })
    : insertUpload(ctx.db, values)
  return stored.catch(async (err: unknown) => {
    await ctx.files.delete(key)
    throw err
  })
}

/**
 * POST /api/uploads (a customer's image, one `file` field, multipart) and GET /api/uploads/:id (its owner and
 * staff only, with its real type and nosniff); POST /api/admin/uploads (an admin's image to publish) and
 * GET /api/uploads/public/:id (a published image, to anyone). The bytes decide what a file is, never its name.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    // One byte over the limit tells "too large" apart from "exactly 5 MB".
    limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 0, parts: 2 },
  })
  app.route({
    method: 'POST',
    url: '/api/uploads',
    config: { role: 'customer' },
    bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
    schema: {
      operationId: 'uploadImage',
      summary:
        'Upload an image (PNG, JPEG, WebP or GIF, 5 MB at most) as multipart/form-data with one `file` field',
      tags: ['projects'],
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      response: {
        200: UploadResponseSchema,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        413: ErrorResponseSchema,
        429: ErrorResponseSchema,
      },
    },
    preHandler: app.ctx.rateLimiter.perUser(UPLOAD_RATE),
    handler: async (request) => {
      const row = await storeImage(request, { prefix: 'logos', public: false })
      return { id: row.id, contentType: row.contentType, size: row.size, url: `/api/uploads/${row.id}` }
    },
  })
  app.route({
    method: 'POST',
    url: '/api/admin/uploads',
    config: { role: 'admin' },
    bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
    schema: {
      operationId: 'uploadPublicImage',
      summary:
        'Publish an image (a portfolio picture: PNG, JPEG, WebP or GIF, 5 MB at most) as multipart/form-data with one `file` field; its url is served to anyone',
      tags: ['admin'],
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      response: {
        200: AdminUploadResponseSchema,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        413: ErrorResponseSchema,
        429: ErrorResponseSchema,
      },
    },
    preHandler: app.ctx.rateLimiter.perUser(UPLOAD_RATE),
    handler: async (request) => {
      const row = await storeImage(request, {
        prefix: 'portfolio',
        public: true,
        audit: auditActor(request),
      })
      return { id: row.id, contentType: row.contentType, size: row.size, url: publicUploadPath(row.id) }
    },
  })
  app.route({
    method: 'GET',
    url: '/api/uploads/public/:id',
    config: { role: 'visitor' },
    schema: {
      operationId: 'getPublicUpload',
      summary: 'A published image (a portfolio picture), to anyone; its bytes never change',
      tags: ['public'],
      security: [],
      params: IdParamsSchema,
      response: {
        200: z.any(),
        400: ErrorResponseSchema,
        404: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: number }
      const row = await findPublicUpload(app.ctx.db, id)
      const bytes = row ? await app.ctx.files.get(row.key) : null
      if (!row || !bytes) throw AppError.notFound('File not found')
      return (
        reply
          .header('content-type', row.contentType)
          .header('x-content-type-options', 'nosniff')
          // An id's bytes never change, so browsers and proxies may keep it.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-disposition', 'inline')
          .send(Buffer.from(bytes))
      )
    },
  })
  app.route({
    method: 'GET',
    url: '/api/uploads/:id',
    config: { role: ['customer', 'admin'] },
    schema: {
      operationId: 'getUpload',
      summary: 'An uploaded image, to its owner and to admins',
      tags: ['projects'],
      security: [{ bearerAuth: [] }],
      params: IdParamsSchema,
      response: {
        200: z.any(),
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: number }
      const user = request.user!
      const row =
        user.role === 'admin'
          ? await findUpload(app.ctx.db, id)
          : await findUploadForUser(app.ctx.db, id, user.id)
      const bytes = row ? await app.ctx.files.get(row.key) : null
      if (!row || !bytes) throw AppError.notFound('File not found')
      return (
        reply
          .header('content-type', row.contentType)
          .header('x-content-type-options', 'nosniff')
          // A customer's private file: no browser or proxy keeps it (it would outlive a sign-out).
          .header('cache-control', 'no-store')
          .header('content-disposition', 'inline')
          .send(Buffer.from(bytes))
      )
    },
  })
}
