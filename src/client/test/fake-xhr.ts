import { vi } from 'vitest'

/** One upload the page started through XMLHttpRequest (lib/upload.ts), for the test to answer. */
export interface FakeUpload {
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null }
  status: number
  statusText: string
  responseText: string
  withCredentials: boolean
  onload: (() => void) | null
  onerror: (() => void) | null
  onabort: (() => void) | null
  method: string
  url: string
  headers: Record<string, string>
  body: unknown
}

/**
 * Replaces the browser's XMLHttpRequest (vi.unstubAllGlobals puts it back) and returns the uploads started from
 * then on, in order: each waits until the test sets its status and calls `onload` (or `onerror`).
 */
export function stubUploads(): FakeUpload[] {
  const sent: FakeUpload[] = []
  class FakeXhr implements FakeUpload {
    upload: FakeUpload['upload'] = { onprogress: null }
    status = 0
    statusText = ''
    responseText = ''
    withCredentials = false
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    method = ''
    url = ''
    headers: Record<string, string> = {}
    body: unknown
    open(method: string, url: string) {
      this.method = method
      this.url = url
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value
    }
    send(body: unknown) {
      this.body = body
      sent.push(this)
    }
    abort() {
      this.onabort?.()
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return sent
}
