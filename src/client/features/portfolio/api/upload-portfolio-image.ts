import {
  type AdminUploadResponse,
  AdminUploadResponseSchema,
} from '../../../../shared/contracts/admin-portfolio'
import { uploadWithProgress } from '../../../lib/upload'

export { IMAGE_TYPES, imageFileProblem } from '../../../lib/upload'

/**
 * POST /api/admin/uploads with its progress. The answer's `url` serves the image to anyone (the portfolio
 * pages).
 */
export function uploadPortfolioImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<AdminUploadResponse> {
  return uploadWithProgress('/api/admin/uploads', AdminUploadResponseSchema, file, onProgress, signal)
}
