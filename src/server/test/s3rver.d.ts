// s3rver ships no types: the part of its API the tests use (a local S3-compatible server on a folder).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'
  import type { Server } from 'node:http'

  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    resetOnClose?: boolean
    configureBuckets?: Array<{ name: string; configs?: unknown[] }>
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    httpServer: Server | undefined
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
