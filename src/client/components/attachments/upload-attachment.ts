import {
  ATTACHMENT_MAX_BYTES,
  type AttachmentResponse,
  AttachmentResponseSchema,
  attachmentTypeOfName,
  UPLOAD_MESSAGES,
  UploadFileNameSchema,
} from '../../../shared/contracts/uploads'
import { uploadWithProgress } from '../../lib/upload'

/** The browser's first check of a file for a message or an answer (the server checks its bytes); null when it may go. */
export function attachmentProblem(file: File): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.attachmentMissing
  if (!attachmentTypeOfName(file.name)) return UPLOAD_MESSAGES.attachmentType
  if (file.size > ATTACHMENT_MAX_BYTES) return UPLOAD_MESSAGES.attachmentSize
  if (!UploadFileNameSchema.safeParse(file.name).success) return UPLOAD_MESSAGES.name
  return null
}

/** POST /api/uploads/attachments: one file for a message or an answer, with its progress. */
export function uploadAttachment(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<AttachmentResponse> {
  return uploadWithProgress('/api/uploads/attachments', AttachmentResponseSchema, file, onProgress, signal)
}
