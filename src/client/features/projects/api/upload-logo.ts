import { type UploadResponse, UploadResponseSchema } from '../../../../shared/contracts/uploads'
import { IMAGE_TYPES, imageFileProblem, uploadWithProgress } from '../../../lib/upload'

export const LOGO_TYPES = IMAGE_TYPES
/** The browser's first check of a logo file (the server checks the bytes themselves); null when it may go. */
export const logoFileProblem = imageFileProblem

/** POST /api/uploads: the customer's logo, with its progress. */
export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  return uploadWithProgress('/api/uploads', UploadResponseSchema, file, onProgress, signal)
}
