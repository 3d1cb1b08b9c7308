import type { TestApp } from './test-app'

/**
 * POSTs one file as multipart/form-data (its one `file` field, named `name`, sent as `type`) to an upload route
 * as the user of `headers`: its answer.
 */
export function uploadFile(
  t: TestApp,
  headers: Record<string, string>,
  file: { url: string; name: string; type: string; bytes: Buffer },
) {
  const boundary = '----sitecraft-upload-boundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url: file.url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
}

/** POST /api/uploads of one PNG as the customer of `headers` (a logo, a file sent with an answer): its answer. */
export function uploadPng(t: TestApp, headers: Record<string, string>, name: string, bytes: Buffer) {
  return uploadFile(t, headers, { url: '/api/uploads', name, type: 'image/png', bytes })
}
