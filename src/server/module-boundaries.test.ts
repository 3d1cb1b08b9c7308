import { existsSync, globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { INFRASTRUCTURE_TABLES, schemaTables, TABLE_OWNERS } from '../../eslint/server-modules.js'

// The project's own ESLint configuration, run on code written as if it lived at a given place in the server.
// Those places are not files, so the type-aware part (which reads the TypeScript project) is left out here.
const root = path.resolve(import.meta.dirname, '../..')
const modulesDir = path.join(root, 'src/server/modules')
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    // Import cycles are checked on real files (src/client/import-directions.test.ts): here they would add to
    // the answers.
    rules: { '@typescript-eslint/no-floating-promises': 'off', 'import-x/no-cycle': 'off' },
  },
})

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/server', file) })
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

describe('server module boundaries (eslint/server-modules.js)', () => {
  // The first lint loads the configuration and its parsers, several seconds on a busy machine: once, before the cases.
  beforeAll(() => problems('app.ts', ''), 60_000)

  it("refuses another module's repo or service, from a module or from app.ts", async () => {
    expect(
      await problems(
        'modules/billing/billing.service.ts',
        "export { findUserById } from '../auth/auth.repo'\n",
      ),
    ).toEqual([
      "server/modules: The billing module may use the auth module only through its index.ts ('../auth'), not '../auth/auth.repo'.",
    ])
    expect(
      await problems('app.ts', "export { settleIntent } from './modules/orders/orders.settle'\n"),
    ).toEqual([
      "server/modules: app.ts may use the orders module only through its index.ts ('./modules/orders'), not './modules/orders/orders.settle'.",
    ])
    // A type and a dynamic import are held to the same rule.
    const found = await problems(
      'modules/support/support.service.ts',
      [
        "import type { UserRow } from '../auth/auth.repo'",
        'export type Row = UserRow',
        "export const later = () => import('../projects/projects.repo')",
        '',
      ].join('\n'),
    )
    expect(found).toHaveLength(2)
    expect(found.every((p) => /only through its index\.ts/.test(p))).toBe(true)
  })

  it('lets a module use another through its index, and its own files freely', async () => {
    const code = [
      "export { findAccount } from '../auth'",
      "export { addNotification } from '../notifications/index'",
      "export { findProjectForCustomer } from './projects.repo'",
      "export { projects } from '../../db/schema/projects'",
      '',
    ].join('\n')
    expect(await problems('modules/projects/lifecycle.ts', code)).toEqual([])
  })

  it("refuses a module using another module's table, or the job queue's", async () => {
    expect(
      await problems(
        'modules/notifications/notifications.repo.ts',
        "import { users } from '../../db/schema/auth'\nexport const t = users\n",
      ),
    ).toEqual([
      "server/modules: The notifications module may not use the users table, which the auth module owns: call that module's public functions.",
    ])
    expect(
      await problems(
        'modules/projects/projects.repo.ts',
        "import { jobs } from '../../db/schema'\nexport const t = jobs\n",
      ),
    ).toEqual([
      expect.stringMatching(
        /^server\/modules: The projects module may not use the jobs table, which belongs to the server/,
      ),
    ])
    // The whole schema at once would hide which tables are used.
    expect(
      await problems(
        'modules/support/support.repo.ts',
        "import * as schema from '../../db/schema'\nexport const s = schema\n",
      ),
    ).toEqual([
      expect.stringMatching(/^server\/modules: The support module imports the tables it uses by name/),
    ])
  })

  it("lets a module use a foreign table's type, the schema's enums, and its own tables", async () => {
    const code = [
      "import type { orders } from '../../db/schema/orders'",
      "import { type users, userRole } from '../../db/schema/auth'",
      "import { projects } from '../../db/schema/projects'",
      'export type T = typeof orders.$inferSelect | typeof users.$inferSelect',
      'export const s = [projects, userRole]',
      '',
    ].join('\n')
    expect(await problems('modules/projects/projects.repo.ts', code)).toEqual([])
  })

  it("lets no module read every table: a read across modules is the owners' functions", async () => {
    const code = [
      "import { invoices } from '../../db/schema/billing'",
      "import { orders } from '../../db/schema/orders'",
      'export const t = [invoices, orders]',
      '',
    ].join('\n')
    expect(await problems('modules/reporting/reporting.repo.ts', code)).toEqual([
      expect.stringMatching(/^server\/modules: The reporting module may not use the invoices table/),
      expect.stringMatching(/^server\/modules: The reporting module may not use the orders table/),
    ])
  })

  it('refuses projects importing orders, even through its index', async () => {
    expect(
      await problems(
        'modules/projects/projects.service.ts',
        "export { createPaymentIntent } from '../orders'\n",
      ),
    ).toEqual([
      expect.stringMatching(/^server\/modules: The projects module may not import the orders module/),
    ])
    // The other direction is how a payment becomes a project.
    expect(
      await problems('modules/orders/orders.finalise.ts', "export { findOrderProject } from '../projects'\n"),
    ).toEqual([])
  })

  it('leaves tests and their fixtures free to reach anywhere', async () => {
    const code =
      "import { users } from '../../db/schema/auth'\nexport { findUserById } from '../auth/auth.repo'\nexport const t = users\n"
    expect(await problems('modules/projects/lifecycle.test.ts', code)).toEqual([])
    expect(await problems('modules/projects/lifecycle-fixtures.ts', code)).toEqual([])
  })

  it("names each db/schema file for the module that owns its tables (or the server's infrastructure)", () => {
    const schemaDir = path.join(root, 'src/server/db/schema')
    const misplaced: string[] = []
    for (const file of globSync('*.ts', { cwd: schemaDir }).filter((f) => !f.endsWith('.test.ts'))) {
      const module = path.basename(file, '.ts')
      const text = readFileSync(path.join(schemaDir, file), 'utf8')
      for (const [, table] of text.matchAll(/export const (\w+) = pgTable\(/g)) {
        const owners = (TABLE_OWNERS as Record<string, string[]>)[table!]
        const fits = owners ? owners[0] === module : INFRASTRUCTURE_TABLES.includes(table!)
        if (!fits) misplaced.push(`${table} in ${file}`)
      }
    }
    expect(misplaced).toEqual([])
  })

  it('gives every table of db/schema an owner (or the infrastructure), and names only real tables and modules', () => {
    const tables = [...schemaTables()].sort()
    const listed = [...Object.keys(TABLE_OWNERS), ...INFRASTRUCTURE_TABLES].sort()
    expect(listed).toEqual(tables)
    const owners = new Set(Object.values(TABLE_OWNERS).flat())
    expect([...owners].filter((m) => !existsSync(path.join(modulesDir, m)))).toEqual([])
  })
})

/** module → the other modules its files (not tests, not fixtures) import, from the real source. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  const files = globSync('*/**/*.{ts,tsx}', { cwd: modulesDir }).filter(
    (f) => !/\.test\.tsx?$/.test(f) && !/fixtures?\.tsx?$/.test(f),
  )
  for (const file of files) {
    const from = file.split(path.sep)[0]!
    const deps = graph.get(from) ?? new Set<string>()
    graph.set(from, deps)
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(modulesDir, file), 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue
      const rel = path.relative(modulesDir, path.resolve(modulesDir, path.dirname(file), fileName))
      if (rel.startsWith('..') || rel === '') continue
      const to = rel.split(path.sep)[0]!
      if (to !== from) deps.add(to)
    }
  }
  return graph
}

/** The groups of modules that depend on each other (strongly connected, more than one module), sorted. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, index.size)
    low.set(v, index.get(v)!)
    stack.push(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = []
      let w: string
      do {
        w = stack.pop()!
        group.push(w)
      } while (w !== v)
      if (group.length > 1) found.push(group.sort())
    }
  }
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v)
  return found.sort((a, b) => a.join().localeCompare(b.join()))
}

function reaches(graph: Map<string, Set<string>>, from: string, to: string) {
  const seen = new Set<string>()
  const walk = (v: string): boolean =>
    v === to || (!seen.has(v) && (seen.add(v), [...(graph.get(v) ?? [])].some(walk)))
  return [...(graph.get(from) ?? [])].some(walk)
}

describe('the server modules as they import each other (the real files)', () => {
  const graph = moduleGraph()

  it('reads every module', () => {
    expect(graph.size).toBeGreaterThan(15)
    expect(graph.get('projects')).toContain('billing')
    expect(graph.get('orders')).toContain('projects')
  })

  it('has projects depend on orders in no way, so orders may use projects', () => {
    expect(reaches(graph, 'projects', 'orders')).toBe(false)
  })

  it('has no modules depending on each other', () => {
    // A group here is a cycle: break it (the lower module exposes a function and the higher one passes it in, as
    // app.ts does for billing's reads of projects, or move the piece to the module that owns its data).
    expect(cycles(graph)).toEqual([])
  })

  it('finds a cycle when there is one', () => {
    const tangled = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ])
    expect(cycles(tangled)).toEqual([['a', 'b', 'c']])
  })

  it('has billing never reach projects, which calls billing at delivery, cancellation and for its money', () => {
    expect(reaches(graph, 'billing', 'projects')).toBe(false)
  })
})
