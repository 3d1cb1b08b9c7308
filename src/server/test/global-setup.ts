import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDatabase } from '../db/client'
import { testEnv } from './config'

/**
 * Migrates once, then every test file starts from a copy: a PGlite dump, or a PostgreSQL
 * database created from a migrated template when TEST_DATABASE_URL is set. The `api-pg` project is the
 * PostgreSQL pass: without TEST_DATABASE_URL it fails rather than run on PGlite.
 */
export default async function setup(project: TestProject) {
  const url = testEnv.databaseUrl
  if (!url && project.name === 'api-pg')
    throw new Error(
      'The api-pg project runs on PostgreSQL: set TEST_DATABASE_URL (node scripts/test-services.mjs starts one).',
    )
  if (url) {
    const template = `sitecraft_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${template}`)
    await admin.query(`create database ${template}`)
    const u = new URL(url)
    u.pathname = `/${template}`
    const db = await createDatabase({ databaseUrl: u.toString(), poolSize: 1 })
    await db.migrate()
    await db.close()
    project.provide('pgTemplate', template)
    return async () => {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname like $1`, [
        `sitecraft_t_${process.pid}_%`,
      ])
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`sitecraft_t_${process.pid}_%`, template],
      )
      for (const r of rows) await admin.query(`drop database if exists ${r.datname}`)
      await admin.end()
    }
  }
  const db = await createDatabase({ inMemory: true })
  await db.migrate()
  const dump = await db.pglite!.dumpDataDir('gzip')
  await db.close()
  const dir = path.resolve('.tmp')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`)
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => rmSync(file, { force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate?: string
    pgliteTemplate?: string
  }
}
