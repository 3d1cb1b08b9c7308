import type { z } from 'zod/mini'
import { UPLOAD_MESSAGES, UploadFileNameSchema } from '../../shared/contracts/uploads'
import { ApiError } from './api-client'
import { ApiContractError } from './request'
import { readStorage, STORAGE_KEYS } from './storage'

/** The images the uploads take: a logo, a portfolio picture. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** The browser's first check of an image (the server checks the bytes themselves); null when it may go. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.type
  if (file.size > IMAGE_MAX_BYTES) return UPLOAD_MESSAGES.size
  if (file.size === 0) return UPLOAD_MESSAGES.missing
  if (!UploadFileNameSchema.safeParse(file.name).success) return UPLOAD_MESSAGES.name
  return null
}

/**
 * POSTs `file` to `path` as multipart/form-data with one `file` field, through XMLHttpRequest so the progress can
 * be shown; the bearer token as every other call sends it. The answer is parsed with `schema`; a non-OK answer
 * rejects with ApiError, a cancelled one with an AbortError.
 */
export function uploadWithProgress<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
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
        const parsed = schema.safeParse(JSON.parse(xhr.responseText))
        if (parsed.success) resolve(parsed.data)
        else reject(new ApiContractError(`POST ${path}`, parsed.error.issues))
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
