import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { withTransaction } from '../../db/transaction'
import type { StoredFile } from '../../integrations/storage/file-store'
import { AppError } from '../../lib/app-error'
import { type FileAttachment, UPLOAD_MESSAGES } from '../../../shared/contracts/uploads'
import { type AuditActor, recordAudit } from '../audit'
import {
  deleteUpload,
  findPublicUpload,
  findUploadByKey,
  findUploadsByIds,
  findUploadForUser,
  insertUpload,
} from './uploads.repo'

/** A customer's own upload, for another module using it (a project's logo): undefined when it is not theirs. */
export function findCustomerUpload(tx: Executor, id: number, userId: number) {
  return findUploadForUser(tx, id, userId)
}

/** The upload stored under `key` (a project's logo), for another module naming it: its id and file name. */
export async function findStoredUpload(tx: Executor, key: string) {
  const row = await findUploadByKey(tx, key)
  return row && { id: row.id, originalName: row.originalName }
}

/** The file store failed (a full disk, a bucket that does not answer): 502, the detail in the log only. */
function storeFailed(err: unknown): AppError {
  return new AppError('PROVIDER_UNAVAILABLE', UPLOAD_MESSAGES.unavailable, { cause: err })
}

export interface NewUpload {
  userId: number
  contentType: string
  ext: string
  bytes: Uint8Array
  originalName: string
  public: boolean
}

/**
 * Stores an upload's bytes, then its row (with its audit entry for an admin's published image, in one
 * transaction). The bytes go first and the row is written only once they are stored whole, so a store that
 * fails leaves no row; a row that fails to be written takes its bytes away again.
 */
export async function saveUpload(
  ctx: AppContext,
  file: NewUpload,
  where: { prefix: string; audit?: AuditActor },
) {
  const key = await ctx.files
    .put(where.prefix, file.ext, file.bytes, file.contentType)
    .catch((err: unknown) => {
      throw storeFailed(err)
    })
  const values = {
    userId: file.userId,
    key,
    contentType: file.contentType,
    size: file.bytes.length,
    originalName: file.originalName,
    public: file.public,
  }
  const actor = where.audit
  try {
    return actor
      ? await withTransaction(ctx, async ({ tx }) => {
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
      : await insertUpload(ctx.db, values)
  } catch (err) {
    await ctx.files.delete(key).catch((deleteErr: unknown) => {
      ctx.log.error({ err: deleteErr, key }, 'an upload whose row was not written could not be removed')
    })
    throw err
  }
}

/** Opens an upload's bytes for its answer; a row whose file is gone is a 404 like a missing row. */
export async function openUploadFile(ctx: AppContext, key: string): Promise<StoredFile> {
  const file = await ctx.files.open(key).catch((err: unknown) => {
    throw storeFailed(err)
  })
  if (!file) throw AppError.notFound('File not found')
  return file
}

/**
 * An admin takes a published image down. Its bytes are removed first, outside any transaction (the store is an
 * outside service); only then are its row and the audit entry written, together. A store that fails changes
 * nothing (502); a row that fails to go after its bytes did answers 404 from then on, and deleting again
 * finishes the job.
 */
export async function deletePublishedImage(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  const row = await findPublicUpload(ctx.db, id)
  if (!row) throw AppError.notFound('File not found')
  await ctx.files.delete(row.key).catch((err: unknown) => {
    throw storeFailed(err)
  })
  await withTransaction(ctx, async ({ tx }) => {
    await deleteUpload(tx, row.id)
    await recordAudit(tx, actor, {
      action: 'upload.delete',
      recordType: 'upload',
      recordId: row.id,
      before: { contentType: row.contentType, size: row.size, originalName: row.originalName, public: true },
      after: null,
    })
  })
}

/** Where the owner and staff fetch an upload (GET /api/uploads/:id). */
export const uploadUrl = (id: number) => `/api/uploads/${id}`

/**
 * These uploads as a message or an answer shows them (name, type, size, address) by id, in one read; an id that
 * names no upload is missing from the map.
 */
export async function fileAttachments(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, FileAttachment>> {
  if (!ids.length) return new Map()
  const rows = await findUploadsByIds(tx, [...new Set(ids)])
  return new Map(
    rows.map((r) => [
      r.id,
      {
        uploadId: r.id,
        name: r.originalName,
        contentType: r.contentType,
        size: r.size,
        url: uploadUrl(r.id),
      },
    ]),
  )
}
