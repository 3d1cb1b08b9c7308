import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, expect, it } from 'vitest'
import { importCycles } from '../../eslint/import-cycles.js'

// The project's own ESLint configuration, run on code written as if it lived at a given place in the client.
// Those places are not files, so the type-aware part (which reads the TypeScript project) is left out here.
const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    // Import cycles are checked below, on files of their own: on the client's, the rule would walk their imports.
    rules: { '@typescript-eslint/no-floating-promises': 'off', 'import-x/no-cycle': 'off' },
  },
})

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/client', file) })
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

describe('client import directions (eslint.config.js)', () => {
  it("refuses a feature importing another feature's files", async () => {
    const found = await problems(
      'features/users/components/security.tsx',
      "export { TwoFactorCard } from '../../session/components/two-factor'\n",
    )
    expect(found).toEqual([
      "client/layers: The users feature may use the session feature only through its index.ts ('../../session'), not '../../session/components/two-factor'.",
    ])
    // A type and a dynamic import are held to the same rule.
    const more = await problems(
      'features/projects/components/plan.tsx',
      [
        "import type { StoredOrder } from '../../orders/stored-order'",
        'export type Order = StoredOrder',
        "export const later = () => import('../../billing/components/invoice-list')",
        '',
      ].join('\n'),
    )
    expect(more).toHaveLength(2)
    expect(more.every((p) => /only through its index\.ts/.test(p))).toBe(true)
  })

  it('lets a feature import another feature through its index.ts', async () => {
    const code = [
      "export { TwoFactorCard } from '../../session'",
      "export { memberLabel } from '../../billing/index'",
      '',
    ].join('\n')
    expect(await problems('features/users/components/security.tsx', code)).toEqual([])
  })

  it('lets a feature import its own files and the shared layers', async () => {
    const code = [
      "export { useAdminUsers } from '../api/get-admin-users'",
      "export { Button } from '../../../components/ui/button'",
      "export { useHydrated } from '../../../hooks/use-hydrated'",
      "export { formatMoney } from '../../../lib/format'",
      "export { formatMoney } from '../../../../shared/catalog'",
      '',
    ].join('\n')
    expect(await problems('features/users/components/users-list.tsx', code)).toEqual([])
  })

  it('lets a page in app compose several features', async () => {
    const code = [
      "export { OverviewTab } from '../../../features/admin-overview/components/overview-tab'",
      "export { TwoFactorCard } from '../../../features/session/components/two-factor'",
      '',
    ].join('\n')
    expect(await problems('app/routes/admin/overview.tsx', code)).toEqual([])
  })

  it('refuses shared code importing a feature or the app, and a feature importing the app', async () => {
    expect(
      await problems(
        'components/site-header.tsx',
        "export { PricingSection } from '../features/orders/components/pricing-section'\n",
      ),
    ).toEqual([expect.stringMatching(/^client\/layers: components may not import the orders feature/)])
    expect(await problems('lib/routing.ts', "export { ROUTES } from '../app/routes'\n")).toEqual([
      expect.stringMatching(/^client\/layers: lib may not import src\/client\/app/),
    ])
    expect(
      await problems(
        'features/portfolio/components/grid.tsx',
        "export { ROUTES } from '../../../app/routes'\n",
      ),
    ).toEqual([expect.stringMatching(/^client\/layers: A feature may not import src\/client\/app/)])
    // A dynamic import is held to the same directions.
    expect(
      await problems(
        'hooks/use-later.ts',
        "export const load = () => import('../features/admin-overview/components/overview-tab')\n",
      ),
    ).toEqual([expect.stringMatching(/^client\/layers: hooks may not import the admin-overview feature/)])
  })

  it('keeps the client away from server code and from the whole of zod', async () => {
    const found = await problems(
      'features/portfolio/api/list.ts',
      "export { buildApp } from '../../../../server/app'\nexport { z } from 'zod'\n",
    )
    expect(found).toHaveLength(2)
    expect(found.every((p) => p.startsWith('no-restricted-imports:'))).toBe(true)
  })
})

describe('import cycles (eslint/import-cycles.js)', () => {
  // Real files, as the rule reads the modules an import leads to from disk: two features whose indexes lead to
  // each other.
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'))
  const files: Record<string, string> = {
    'a/index.ts': "export { a } from './a'\n",
    'a/a.ts': "import { b } from '../b'\nexport const a = () => b\n",
    'b/index.ts': "export { b } from './b'\n",
    'b/b.ts': "import { a } from '../a'\nexport const b = () => a\n",
    'c/index.ts': "export { c } from './c'\n",
    'c/c.ts': "import type { A } from '../d'\nexport const c = (x: A) => x\n",
    'd/index.ts': "import { c } from '../c'\nexport type A = number\nexport const d = c\n",
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const linter = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      importCycles(['**/*.ts']),
    ],
  })
  const cycles = async (file: string) =>
    (await linter.lintFiles([path.join(dir, file)]))[0]!.messages.map((m) => `${m.ruleId}: ${m.message}`)

  it('refuses two features that import each other, through their index.ts', async () => {
    expect(await cycles('a/a.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle via/),
    ])
  })

  it('lets a type-only import close the loop: it is gone at run time', async () => {
    expect(await cycles('c/c.ts')).toEqual([])
    expect(await cycles('d/index.ts')).toEqual([])
  })

  it("applies to the client's features (errors) and the server's modules", async () => {
    const severity = async (file: string) => {
      const config = (await new ESLint({ cwd: root }).calculateConfigForFile(path.join(root, file))) as {
        rules: Record<string, unknown[]>
      }
      return config.rules['import-x/no-cycle']?.[0]
    }
    expect(await severity('src/client/features/billing/components/invoice-list.tsx')).toBe(2)
    expect(await severity('src/server/modules/billing/billing.service.ts')).toBeGreaterThan(0)
    expect(await severity('src/client/components/ui/button.tsx')).toBeUndefined()
  })
})
