import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { apiRequest } from '../../../lib/api-client'

/** How far a download has got: bytes received, and the whole size when the server said it. */
export interface DownloadProgress {
  received: number
  total: number | null
}

/** The file name a `Content-Disposition` header gives (`filename*=` first), if any. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''))
    } catch {
      // A badly encoded name: fall through to the plain one.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header)
  const name = (plain?.[2] ?? plain?.[1])?.trim()
  // Only a base name: a server-sent path never chooses a folder.
  return name ? (name.split(/[/\\]/).pop() ?? null) : null
}

/** Reads a response's body to the end, telling `onProgress` each time more arrives. */
async function readWithProgress(res: Response, onProgress: (p: DownloadProgress) => void): Promise<Blob> {
  const length = Number(res.headers.get('Content-Length'))
  const total = Number.isFinite(length) && length > 0 ? length : null
  const type = res.headers.get('Content-Type') ?? ''
  if (!res.body) return res.blob()
  const reader = res.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  onProgress({ received, total })
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value as Uint8Array<ArrayBuffer>)
    received += value.byteLength
    onProgress({ received, total })
  }
  return new Blob(chunks, type ? { type } : {})
}

/** Hands a fetched file to the browser as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
  // The browser has started reading the file by now; the address is released a little later to be safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * Fetches a file with the bearer token (a plain link would carry none) and saves it under the name the server
 * gives, or `fallbackName`.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  onProgress: (p: DownloadProgress) => void = () => {},
): Promise<string> {
  const res = await apiRequest('GET', url)
  const blob = await readWithProgress(res, onProgress)
  const name = filenameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName
  saveBlob(blob, name)
  return name
}

/** A download with its progress, for a button that shows it. */
export function useDownloadFile() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const mutation = useMutation({
    mutationFn: (input: { url: string; fallbackName: string }) =>
      downloadFile(input.url, input.fallbackName, setProgress),
    onSettled: () => setProgress(null),
  })
  return { ...mutation, progress }
}
