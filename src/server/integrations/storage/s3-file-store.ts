import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Readable } from 'node:stream'
import type { S3Config } from '../../config'
import { checkFileKey, newFileKey, type FileStore } from './file-store'

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…) through the AWS SDK v3. Objects are
 * private: the app reads them and streams them to whoever its own checks allow (decision 0030). A PutObject is
 * atomic, so a reader never sees part of a file; an upload is at most 5 MB, read whole before it is stored, so a
 * single PutObject (no multipart upload) is enough.
 */
export function s3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Without keys, the SDK's own chain: AWS_* variables, a web identity, the instance's or task's role.
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where the API requires them: several S3-compatible stores refuse the SDK's newer default
    // (CRC32 trailers on every PutObject); TLS and S3's own Content-MD5-free integrity checks remain.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request in seconds rather than holding it until the client gives up.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    maxAttempts: 3,
  })
  const Bucket = config.bucket
  return {
    kind: 's3',
    async put(prefix, ext, bytes, contentType) {
      const Key = newFileKey(prefix, ext)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
        }),
      )
      return Key
    },
    async open(key) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key: checkFileKey(key) }))
        if (!(got.Body instanceof Readable)) throw new Error('the S3 client gave no stream for an object')
        return { body: got.Body, size: got.ContentLength }
      } catch (err) {
        if (err instanceof S3ServiceException && err.name === 'NoSuchKey') return null
        throw err
      }
    },
    async delete(key) {
      // S3 answers a deletion of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkFileKey(key) }))
    },
    async close() {
      client.destroy()
    },
  }
}
