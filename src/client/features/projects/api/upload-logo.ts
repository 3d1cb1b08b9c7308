import {
  UPLOAD_MESSAGES,
  UploadFileNameSchema,
  type UploadResponse,
  UploadResponseSchema,
} from '../../../../shared/contracts/projects'
import { ApiContractError, ApiError } from '../../../lib/api-client'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage'

const UPLOAD_PATH = '/api/uploads'
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const LOGO_MAX_BYTES = 5 * 1024 * 1024

/** The browser's first check of a logo file (the server checks the bytes themselves); null when it may go. */
export function logoFileProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.type
  if (file.size > LOGO_MAX_BYTES) return UPLOAD_MESSAGES.size
  if (file.size === 0) return UPLOAD_MESSAGES.missing
  if (!UploadFileNameSchema.safeParse(file.name).success) return UPLOAD_MESSAGES.name
  return null
}

/**
 * POST /api/uploads as multipart/form-data with one `file` field, through XMLHttpRequest so the progress can
 * be shown; the bearer token as every other call sends it. Rejects with ApiError on a non-OK answer.
 */
export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', UPLOAD_PATH)
    xhr.withCredentials = true
    const token = readStorage(STORAGE_KEYS.token)
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText))
      try {
        const parsed = UploadResponseSchema.safeParse(JSON.parse(xhr.responseText))
        if (parsed.success) resolve(parsed.data)
        else reject(new ApiContractError('uploadFile', parsed.error.issues))
      } catch (err) {
        reject(err instanceof Error ? err : new Error('Upload failed'))
      }
    }
    xhr.onerror = () => reject(new Error('Network error'))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort())
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}
