import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3Config } from '../config'

/** A local S3-compatible server (s3rver, on a temporary folder) with one empty bucket, for a test file. */
export interface LocalS3 {
  /** What `config.s3` takes to store uploads in this server's bucket (path-style, its fixed keys). */
  config: S3Config
  /** Every key in the bucket now. */
  keys(): Promise<string[]>
  close(): Promise<void>
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * Starts s3rver on a free port of 127.0.0.1. It checks each request's signature with the keys in `config`, so
 * a test passing through it signs as the app does against a real store. Give each test file (or each instance
 * of a multi-instance test that shares a bucket) what it needs; nothing is kept between calls.
 */
export async function startLocalS3(opts: { bucket?: string } = {}): Promise<LocalS3> {
  const bucket = opts.bucket ?? 'sitecraft-test'
  const directory = mkdtempSync(path.join(tmpdir(), 'sitecraft-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
  }
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  })
  return {
    config,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (listed.Contents ?? []).map((o) => o.Key!).sort()
    },
    async close() {
      client.destroy()
      // Clients that kept a connection alive must not hold the close up.
      server.httpServer?.closeAllConnections()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
