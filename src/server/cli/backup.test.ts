// db:backup and db:restore round trips: a paid order, its invoice and an upload made through the API, backed up,
// restored into a fresh database and uploads folder, and served the same by an app started on them.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createDatabase } from '../db/client'
import { BAKERY_ORDER, openCheckout, payByTestCard } from '../test/checkout'
import { childProcessEnv, testEnv } from '../test/config'
import { describeOnPostgres } from '../test/postgres-only'
import { createTestApp, type TestApp } from '../test/test-app'
import { BackupManifestSchema, createBackup, restoreBackup } from './backup'
import { pngWith } from '../test/images'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../../..')

const PNG = pngWith(randomBytes(64))
const BOUNDARY = 'backup-boundary'

let work: string
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'sitecraft-backup-'))
})
afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

/** A paid order (so an invoice) and an uploaded image, made through the API; returns how to read them back. */
async function seedThroughApi(t: TestApp) {
  const checkout = await openCheckout(t, BAKERY_ORDER)
  const paid = await payByTestCard(t, checkout.headers, checkout.clientSecret)
  expect(paid.json()).toMatchObject({ status: 'succeeded' })
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...checkout.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  })
  expect(upload.statusCode).toBe(200)
  return {
    headers: checkout.headers,
    orderId: checkout.orderId,
    uploadId: (upload.json() as { id: number }).id,
  }
}

type Seeded = Awaited<ReturnType<typeof seedThroughApi>>

/** What the app serves of the seeded data: the order, the invoices with their PDFs, the uploaded file. */
async function observe(t: TestApp, seeded: Seeded) {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: seeded.headers })
  const order = await get(`/api/orders/${seeded.orderId}`)
  expect(order.statusCode).toBe(200)
  const invoices = await get('/api/dashboard/invoices')
  expect(invoices.statusCode).toBe(200)
  const list = invoices.json() as Array<{ id: number }>
  const pdfs: Buffer[] = []
  for (const invoice of list) {
    const pdf = await get(`/api/dashboard/invoices/${invoice.id}/pdf`)
    expect(pdf.statusCode).toBe(200)
    pdfs.push(pdf.rawPayload)
  }
  const file = await get(`/api/uploads/${seeded.uploadId}`)
  expect(file.statusCode).toBe(200)
  return { order: order.json() as unknown, invoices: list, pdfs, file: file.rawPayload }
}

function expectSeededShape(seen: Awaited<ReturnType<typeof observe>>) {
  expect(seen.order).toMatchObject({ status: 'paid', invoiceNumber: expect.stringMatching(/^INV-/) })
  expect(seen.invoices).toHaveLength(1)
  expect(seen.pdfs[0]!.subarray(0, 5).toString()).toBe('%PDF-')
  expect(seen.file.equals(PNG)).toBe(true)
}

if (!testEnv.databaseUrl) {
  describe('backing up and restoring the embedded database (PGlite)', () => {
    it('restores orders, invoices and uploads into a fresh data folder, through npm run db:restore', async () => {
      // The database the app runs on, on disk under DATA_DIR/db as in production (from the migrated template).
      const source = path.join(work, 'pglite-source')
      const template = inject('pgliteTemplate')
      if (!template) throw new Error('global setup did not provide a database template')
      mkdirSync(source, { recursive: true })
      const seedDb = new PGlite({
        dataDir: path.join(source, 'db'),
        loadDataDir: new Blob([readFileSync(template)]),
      })
      await seedDb.waitReady
      await seedDb.close()
      const database = await createDatabase({ dataDir: source })
      const t = await createTestApp({ database, filesDir: path.join(source, 'uploads') })
      let seeded: Seeded
      let before: Awaited<ReturnType<typeof observe>>
      try {
        seeded = await seedThroughApi(t)
        before = await observe(t, seeded)
        expectSeededShape(before)
        // The server holds the embedded database: a backup beside it is refused with what to do.
        await expect(
          createBackup(
            { databaseUrl: undefined, dataDir: source, s3Bucket: undefined, toolEnv: childProcessEnv({}) },
            path.join(work, 'x.tar.gz'),
          ),
        ).rejects.toThrow(/in use by a running server: stop it first/)
      } finally {
        await t.close()
        await database.close()
      }

      const file = path.join(work, 'pglite.tar.gz')
      const manifest = await createBackup(
        { databaseUrl: undefined, dataDir: source, s3Bucket: undefined, toolEnv: childProcessEnv({}) },
        file,
      )
      expect(manifest).toMatchObject({
        kind: 'pglite',
        database: 'pglite.tar.gz',
        uploads: { store: 'local', files: 1 },
      })
      expect(manifest.migrations.applied).toBeGreaterThan(0)
      expect(manifest.migrations.latest).toMatch(/^\d{4}_/)

      // A PGlite backup is not restored into PostgreSQL (nothing is connected to say so).
      await expect(
        restoreBackup(
          {
            databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
            dataDir: path.join(work, 'unused'),
            s3Bucket: undefined,
            toolEnv: childProcessEnv({}),
          },
          file,
        ),
      ).rejects.toThrow(
        /backup is of the embedded database \(PGlite\), but DATABASE_URL points at PostgreSQL/,
      )

      // Restored by the command itself into a fresh DATA_DIR.
      const target = path.join(work, 'pglite-target')
      const env = childProcessEnv({ DATA_DIR: target, DATABASE_URL: '', S3_BUCKET: '', NODE_ENV: 'test' })
      const { stdout } = await run(process.execPath, ['scripts/server-cli.mjs', 'db-restore', file], {
        cwd: root,
        env,
      })
      expect(stdout).toMatch(/Restored the embedded database/)
      expect(existsSync(path.join(target, 'db', 'sitecraft.pid'))).toBe(false)
      // A second restore over it is refused without --force.
      await expect(
        restoreBackup(
          { databaseUrl: undefined, dataDir: target, s3Bucket: undefined, toolEnv: childProcessEnv({}) },
          file,
        ),
      ).rejects.toThrow(/already holds a database: restore replaces it only with --force/)

      const restored = await createDatabase({ dataDir: target })
      const t2 = await createTestApp({ database: restored, filesDir: path.join(target, 'uploads') })
      try {
        expect(await observe(t2, seeded)).toEqual(before)
      } finally {
        await t2.close()
        await restored.close()
      }
    })
  }, 120_000) // about 10 s on a quiet machine; the command runs in a process of its own
}

describeOnPostgres('backing up and restoring PostgreSQL', () => {
  it('restores orders, invoices and uploads into a fresh database with pg_dump and pg_restore', async () => {
    const url = testEnv.databaseUrl!
    const template = inject('pgTemplate')
    if (!template) throw new Error('global setup did not provide a database template')
    // Named as the test databases are, so the global teardown drops them.
    const name = (role: string) => `sitecraft_t_${process.ppid}_bk${role}_${randomBytes(3).toString('hex')}`
    const sourceName = name('src')
    const targetName = name('dst')
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query(`create database ${sourceName} template ${template}`)
      await admin.query(`create database ${targetName}`)
    } finally {
      await admin.end()
    }
    const urlOf = (db: string) => {
      const u = new URL(url)
      u.pathname = `/${db}`
      return u.toString()
    }
    const source = {
      databaseUrl: urlOf(sourceName),
      dataDir: path.join(work, 'pg-source'),
      s3Bucket: undefined,
      toolEnv: childProcessEnv({}),
    }
    const target = {
      databaseUrl: urlOf(targetName),
      dataDir: path.join(work, 'pg-target'),
      s3Bucket: undefined,
      toolEnv: childProcessEnv({}),
    }

    const database = await createDatabase({ databaseUrl: source.databaseUrl, poolSize: 3 })
    const t = await createTestApp({ database, filesDir: path.join(source.dataDir, 'uploads') })
    let seeded: Seeded
    let before: Awaited<ReturnType<typeof observe>>
    const file = path.join(work, 'postgres.tar.gz')
    try {
      seeded = await seedThroughApi(t)
      before = await observe(t, seeded)
      expectSeededShape(before)
      // PostgreSQL is backed up while the app serves.
      const manifest = await createBackup(source, file)
      expect(manifest).toMatchObject({
        kind: 'postgres',
        database: 'database.dump',
        uploads: { store: 'local', files: 1 },
      })
    } finally {
      await t.close()
      await database.close()
    }
    expect(
      BackupManifestSchema.parse(
        JSON.parse((await run('tar', ['-xzOf', file, 'manifest.json'], { encoding: 'utf8' })).stdout),
      ).migrations.applied,
    ).toBeGreaterThan(0)

    // With uploads in an S3 bucket, the archive holds the database only.
    const bucketFile = path.join(work, 'postgres-s3.tar.gz')
    expect(await createBackup({ ...source, s3Bucket: 'sitecraft-uploads' }, bucketFile)).toMatchObject({
      uploads: { store: 's3', bucket: 'sitecraft-uploads' },
    })
    expect((await run('tar', ['-tzf', bucketFile], { encoding: 'utf8' })).stdout.split('\n').sort()).toEqual([
      '',
      'database.dump',
      'manifest.json',
    ])

    // pg_dump and pg_restore are looked for on the PATH the command was given, not this process's.
    await expect(
      createBackup({ ...source, toolEnv: { PATH: work } }, path.join(work, 'no-tool.tar.gz')),
    ).rejects.toThrow(/pg_dump was not found on PATH/)
    await expect(restoreBackup({ ...target, toolEnv: { PATH: '' } }, file)).rejects.toThrow(
      /pg_restore was not found on PATH/,
    )

    // Not into the embedded database, and not over a database with tables unless forced.
    await expect(restoreBackup({ ...target, databaseUrl: undefined }, file)).rejects.toThrow(
      /backup is of a PostgreSQL database, but DATABASE_URL is not set/,
    )
    await restoreBackup(target, file)
    await expect(restoreBackup(target, file)).rejects.toThrow(/already has \d+ table\(s\)/)
    // --force drops what is there (a row added since included) and restores the backup.
    const extra = new pg.Client({ connectionString: target.databaseUrl })
    await extra.connect()
    await extra.query(`update orders set title = 'Changed after the backup' where id = $1`, [seeded.orderId])
    await extra.end()
    await restoreBackup(target, file, { force: true })

    const restored = await createDatabase({ databaseUrl: target.databaseUrl, poolSize: 3 })
    const t2 = await createTestApp({ database: restored, filesDir: path.join(target.dataDir, 'uploads') })
    try {
      expect(await observe(t2, seeded)).toEqual(before)
    } finally {
      await t2.close()
      await restored.close()
    }
  }, 60_000)
})
