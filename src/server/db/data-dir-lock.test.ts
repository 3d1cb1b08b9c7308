import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { childProcessEnv } from '../test/config'
import { createDatabase } from './client'

const root = mkdtempSync(path.join(tmpdir(), 'sitecraft-lock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the embedded database folder', () => {
  it('is opened by one process at a time, and free again once closed', async () => {
    const dataDir = path.join(root, 'one')
    const first = await createDatabase({ dataDir })
    await expect(createDatabase({ dataDir })).rejects.toThrow(/in use by another process/)
    await first.close()
    const again = await createDatabase({ dataDir })
    await again.close()
  })

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = path.join(root, 'stale')
    mkdirSync(path.join(dataDir, 'db'), { recursive: true })
    // A process id far above any the kernel hands out here.
    writeFileSync(path.join(dataDir, 'db', 'sitecraft.pid'), '4194000')
    const db = await createDatabase({ dataDir })
    await db.close()
  })

  it('refuses `user:create` beside a running server, saying what to do, instead of losing the account', async () => {
    const dataDir = path.join(root, 'busy')
    const running = await createDatabase({ dataDir })
    try {
      const res = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/server/cli/user-create.ts',
          '--role',
          'admin',
          '--email',
          'late@studio.test',
        ],
        {
          env: childProcessEnv({ DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' }),
          encoding: 'utf8',
        },
      )
      expect(res.status).toBe(1)
      expect(res.stderr).toContain('in use by another process')
      expect(res.stderr).toContain('Stop the server first, or create the account from the admin panel')
      expect(res.stdout).not.toContain('Created')
    } finally {
      await running.close()
    }
  }, 30_000)
})

describe('a lock naming this very process', () => {
  it('is taken over when this process does not hold it (a restarted container is pid 1 again)', async () => {
    const dataDir = path.join(root, 'pid-reused')
    mkdirSync(path.join(dataDir, 'db'), { recursive: true })
    writeFileSync(path.join(dataDir, 'db', 'sitecraft.pid'), String(process.pid))
    const db = await createDatabase({ dataDir })
    await db.close()
  })
})
