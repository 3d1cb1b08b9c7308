import { type AuditActor, auditActor } from '../audit'
import multipart from '@fastify/multipart'
import { create as contentDisposition } from 'content-disposition'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { AdminUploadResponseSchema, publicUploadPath } from '../../../shared/contracts/admin-portfolio'
import { ErrorResponseSchema, IdParamsSchema, OkResponseSchema } from '../../../shared/contracts/common'
import {
  ATTACHMENT_TYPES,
  AttachmentResponseSchema,
  UPLOAD_MESSAGES,
  UploadFileNameSchema,
  UploadResponseSchema,
} from '../../../shared/contracts/uploads'
import { MAX_ATTACHMENT_BYTES, checkAttachment } from '../../integrations/storage/attachments'
import type { StoredFile } from '../../integrations/storage/file-store'
import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, checkImage } from '../../integrations/storage/images'
import { AppError } from '../../lib/app-error'
import { fileResponse } from '../../plugins/openapi'
import { findPublicUpload, findUpload, findUploadForUser } from './uploads.repo'
import { isSharedWith } from './shared-files'
import { deletePublishedImage, openUploadFile, saveUpload, uploadUrl } from './uploads.service'

/** Uploads per customer: 30 in an hour is plenty for a logo and a few tries. */
export const UPLOAD_RATE = {
  name: 'upload',
  max: 30,
  windowMs: 3600_000,
  message: 'Too many uploads. Please try again later.',
}

/** Files for a project's message thread per user: 60 in an hour, a message's files and a few tries more. */
export const ATTACHMENT_RATE = {
  name: 'attachment',
  max: 60,
  windowMs: 3600_000,
  message: 'Too many uploads. Please try again later.',
}

/** The one part an upload reads, as the API document describes it. */
const UPLOAD_FILE = {
  field: 'file',
  description: 'The image: PNG, JPEG, WebP or GIF, 5 MB at most (its bytes decide its type, not its name)',
}
const ATTACHMENT_FILE = {
  field: 'file',
  description:
    'The file: an image (PNG, JPEG, WebP or GIF), a PDF or a zip, 20 MB at most (its bytes decide its type; its name must agree)',
}

/** A stored image answered as its own type (what its bytes were found to be at upload). */
const IMAGE_RESPONSE = fileResponse('The image, in the type its bytes were found to be', {
  binary: Object.keys(IMAGE_EXTENSIONS),
})
/** Any stored file (an image, or a message's PDF or zip) answered as its own type. */
const FILE_RESPONSE = fileResponse('The file, in the type its bytes were found to be', {
  binary: ATTACHMENT_TYPES,
})

/** How much one kind of upload may carry, and what a part that is missing, too large or unreadable says. */
interface PartLimit {
  maxBytes: number
  messages: { missing: string; size: string; unreadable: string }
}
const IMAGE_PART: PartLimit = { maxBytes: MAX_IMAGE_BYTES, messages: UPLOAD_MESSAGES }
const ATTACHMENT_PART: PartLimit = {
  maxBytes: MAX_ATTACHMENT_BYTES,
  messages: {
    missing: UPLOAD_MESSAGES.attachmentMissing,
    size: UPLOAD_MESSAGES.attachmentSize,
    unreadable: UPLOAD_MESSAGES.attachmentUnreadable,
  },
}

/**
 * The one `file` part of a multipart request, read whole into memory (`limit.maxBytes` at most). A body that is
 * not well-formed multipart (no boundary, cut short, a part too many) is the sender's fault: 400, never 500.
 */
async function readFilePart(
  request: FastifyRequest,
  limit: PartLimit,
): Promise<{ bytes: Buffer; filename: string }> {
  const { messages } = limit
  if (!request.isMultipart()) throw new AppError('VALIDATION', messages.missing)
  try {
    // One byte over the limit tells "too large" apart from "exactly at the limit".
    const part = await request.file({ limits: { fileSize: limit.maxBytes + 1 } })
    if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION', messages.missing)
    return { bytes: await part.toBuffer(), filename: part.filename ?? '' }
  } catch (err) {
    if (err instanceof AppError) throw err
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('VALIDATION', messages.size)
    request.log.info({ err: { message: (err as Error).message } }, 'unreadable upload')
    throw new AppError('VALIDATION', messages.unreadable, { cause: err })
  }
}

/** A file name as kept for display: checked for characters we cannot show, and 200 characters at most. */
function displayName(filename: string, message: string): string {
  const name = UploadFileNameSchema.safeParse(filename)
  if (!name.success) throw new AppError('VALIDATION', message)
  return Array.from(name.data).slice(0, 200).join('')
}

/**
 * Reads and checks the request's image, then stores it for the signed-in user. Everything is checked before the
 * bytes are stored, so a refused upload leaves no file behind.
 */
async function storeImage(
  request: FastifyRequest,
  where: { prefix: string; public: boolean; audit?: AuditActor },
) {
  const { bytes, filename } = await readFilePart(request, IMAGE_PART)
  if (bytes.length === 0) throw new AppError('VALIDATION', UPLOAD_MESSAGES.missing)
  const originalName = displayName(filename, UPLOAD_MESSAGES.name)
  const checked = checkImage(bytes)
  if (!checked.ok) throw new AppError('VALIDATION', checked.message)
  return saveUpload(
    request.server.ctx,
    {
      userId: request.user!.id,
      contentType: checked.type,
      ext: IMAGE_EXTENSIONS[checked.type],
      bytes,
      originalName,
      public: where.public,
    },
    { prefix: where.prefix, ...(where.audit ? { audit: where.audit } : {}) },
  )
}

/**
 * Reads and checks a file for a project's message thread (an image, a PDF or a zip), then stores it, private, for
 * the signed-in user; as with an image, nothing is stored before every check has passed.
 */
async function storeAttachment(request: FastifyRequest) {
  const { bytes, filename } = await readFilePart(request, ATTACHMENT_PART)
  const originalName = displayName(filename, UPLOAD_MESSAGES.name)
  // The whole name is checked, not the 200 characters kept: a cut could leave a different extension.
  const checked = checkAttachment(bytes, filename)
  if (!checked.ok) throw new AppError('VALIDATION', checked.message)
  return saveUpload(
    request.server.ctx,
    {
      userId: request.user!.id,
      contentType: checked.type,
      ext: checked.ext,
      bytes,
      originalName,
      public: false,
    },
    { prefix: 'attachments' },
  )
}

/**
 * The file streamed through the app, with its real type and nosniff; `cacheControl` says who may keep it. An
 * image is shown in the page; anything else (a PDF, a zip) is downloaded under its own name, never opened at
 * the app's address.
 */
function sendFile(
  reply: FastifyReply,
  row: { contentType: string; originalName: string },
  file: StoredFile,
  cacheControl: string,
) {
  const image = Object.hasOwn(IMAGE_EXTENSIONS, row.contentType)
  reply
    .header('content-type', row.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .header('content-disposition', image ? 'inline' : contentDisposition(row.originalName))
  if (file.size !== undefined) reply.header('content-length', file.size)
  return reply.send(file.body)
}

/**
 * POST /api/uploads (a customer's image, one `file` field, multipart) and GET /api/uploads/:id (its owner and
 * staff only, with its real type and nosniff); POST /api/admin/uploads (an admin's image to publish),
 * DELETE /api/admin/uploads/:id (taking it down) and GET /api/uploads/public/:id (a published image, to anyone).
 * Files are streamed from the store through these checks, never handed out by the store's own address. The
 * bytes decide what a file is, never its name.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    // readFilePart gives each route's part its own size limit; this default (the smallest) holds for any other
    // read of a part.
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
      multipartFile: UPLOAD_FILE,
      response: {
        200: UploadResponseSchema,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        413: ErrorResponseSchema,
        429: ErrorResponseSchema,
        502: ErrorResponseSchema,
      },
    },
    preHandler: app.ctx.rateLimiter.perUser(UPLOAD_RATE),
    handler: async (request) => {
      const row = await storeImage(request, { prefix: 'logos', public: false })
      return { id: row.id, contentType: row.contentType, size: row.size, url: uploadUrl(row.id) }
    },
  })
  app.route({
    method: 'POST',
    url: '/api/uploads/attachments',
    config: { role: ['customer', 'admin'] },
    bodyLimit: MAX_ATTACHMENT_BYTES + 64 * 1024,
    schema: {
      operationId: 'uploadAttachment',
      summary:
        "Upload a file for a project's message thread (an image, a PDF or a zip, 20 MB at most) as multipart/form-data with one `file` field",
      tags: ['projects'],
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      multipartFile: ATTACHMENT_FILE,
      response: {
        200: AttachmentResponseSchema,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        413: ErrorResponseSchema,
        429: ErrorResponseSchema,
        502: ErrorResponseSchema,
      },
    },
    preHandler: app.ctx.rateLimiter.perUser(ATTACHMENT_RATE),
    handler: async (request) => {
      const row = await storeAttachment(request)
      return {
        id: row.id,
        contentType: row.contentType,
        size: row.size,
        name: row.originalName,
        url: uploadUrl(row.id),
      }
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
      multipartFile: UPLOAD_FILE,
      response: {
        200: AdminUploadResponseSchema,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        413: ErrorResponseSchema,
        429: ErrorResponseSchema,
        502: ErrorResponseSchema,
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
    method: 'DELETE',
    url: '/api/admin/uploads/:id',
    config: { role: 'admin' },
    schema: {
      operationId: 'deletePublicImage',
      summary: 'Take a published image down: its file and its record go; its url answers 404 from then on',
      tags: ['admin'],
      security: [{ bearerAuth: [] }],
      params: IdParamsSchema,
      response: {
        200: OkResponseSchema,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
        502: ErrorResponseSchema,
      },
    },
    handler: async (request) => {
      const { id } = request.params as { id: number }
      await deletePublishedImage(app.ctx, auditActor(request), id)
      return { success: true, message: 'Image deleted' }
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
        200: IMAGE_RESPONSE,
        400: ErrorResponseSchema,
        404: ErrorResponseSchema,
        502: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: number }
      const row = await findPublicUpload(app.ctx.db, id)
      if (!row) throw AppError.notFound('File not found')
      const file = await openUploadFile(app.ctx, row.key)
      // An id's bytes never change, so browsers and proxies may keep it.
      return sendFile(reply, row, file, 'public, max-age=31536000, immutable')
    },
  })
  app.route({
    method: 'GET',
    url: '/api/uploads/:id',
    config: { role: ['customer', 'admin'] },
    schema: {
      operationId: 'getUpload',
      summary:
        'An uploaded file, to its owner, to admins, and to the client it was sent to in their project thread: an image is shown inline, a PDF or a zip is downloaded under its name',
      tags: ['projects'],
      security: [{ bearerAuth: [] }],
      params: IdParamsSchema,
      response: {
        200: FILE_RESPONSE,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
        502: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: number }
      const user = request.user!
      // A customer opens their own files, and those the studio sent them in their project's thread.
      const row =
        user.role === 'admin'
          ? await findUpload(app.ctx.db, id)
          : ((await findUploadForUser(app.ctx.db, id, user.id)) ??
            ((await isSharedWith(app.ctx.db, id, user.id)) ? await findUpload(app.ctx.db, id) : undefined))
      if (!row) throw AppError.notFound('File not found')
      const file = await openUploadFile(app.ctx, row.key)
      // A customer's private file: no browser or proxy keeps it (it would outlive a sign-out).
      return sendFile(reply, row, file, 'no-store')
    },
  })
}
