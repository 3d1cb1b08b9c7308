import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_ISOLATED, POSTGRES_ONLY, POSTGRES_PASS, UNIT_TESTS } from './suites'

const root = path.resolve(import.meta.dirname, '../../..')
const files = (patterns: string[]) => new Set(patterns.flatMap((p) => globSync(p, { cwd: root })))

/** What makes an API test file one PGlite could let pass where PostgreSQL would not (see POSTGRES_PASS). */
const NEEDS_POSTGRES: Array<[RegExp, string]> = [
  [/Promise\.all(Settled)?\(/, 'runs things in parallel'],
  [/\b(describe|it)OnPostgres\(/, 'has PostgreSQL-only tests'],
  [/testEnv\.databaseUrl/, 'reads TEST_DATABASE_URL'],
  [/createTestApp\(\{[^}]*\bdatabase\b/, 'starts a second app on one database'],
]

describe('the test projects', () => {
  const unit = files(UNIT_TESTS)
  const api = [...files(['src/**/*.test.ts'])].filter((f) => !unit.has(f))

  it('run on PostgreSQL every API test file that races, shares a database or needs PostgreSQL', () => {
    const missing = api.flatMap((file) => {
      if (POSTGRES_PASS.includes(file)) return []
      const text = readFileSync(path.join(root, file), 'utf8')
      const marks = NEEDS_POSTGRES.filter(([re]) => re.test(text)).map(([, why]) => why)
      return marks.length ? [`${file} (${marks.join(', ')})`] : []
    })
    expect(missing, 'add these to POSTGRES_PASS in src/server/test/suites.ts').toEqual([])
  })

  it('list only API test files that exist for the PostgreSQL pass', () => {
    expect(POSTGRES_PASS.filter((f) => !api.includes(f))).toEqual([])
  })

  it('run the PostgreSQL-only files in the PostgreSQL pass', () => {
    expect(POSTGRES_ONLY.filter((f) => !POSTGRES_PASS.includes(f))).toEqual([])
  })

  it('give a module graph of its own to every client file that replaces a module with vi.mock', () => {
    const client = [...files(['src/client/**/*.test.tsx'])]
    const mocking = client.filter((f) =>
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, f), 'utf8')),
    )
    expect(
      mocking.filter((f) => !CLIENT_ISOLATED.includes(f)),
      'add these to CLIENT_ISOLATED in src/server/test/suites.ts',
    ).toEqual([])
    expect(CLIENT_ISOLATED.filter((f) => !client.includes(f))).toEqual([])
  })
})
