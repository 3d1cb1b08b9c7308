import type { TestApp } from './test-app'

/** POST /api/uploads of one PNG as the customer of `headers` (a logo, a file sent with an answer): its answer. */
export function uploadPng(t: TestApp, headers: Record<string, string>, name: string, bytes: Buffer) {
  const boundary = '----sitecraft-upload-boundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
}
