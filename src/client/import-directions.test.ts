import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own ESLint configuration, run on code written as if it lived at a given place in the client.
// Those places are not files, so the type-aware part (which reads the TypeScript project) is left out here.
const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
})

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/client', file) })
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

describe('client import directions (eslint.config.js)', () => {
  it('refuses a feature importing another feature', async () => {
    const found = await problems(
      'features/admin/components/security.tsx',
      "export { TwoFactorCard } from '../../session/components/two-factor'\n",
    )
    expect(found).toEqual([
      expect.stringMatching(/^client\/layers: The admin feature may not import the session feature/),
    ])
  })

  it('lets a feature import its own files and the shared layers', async () => {
    const code = [
      "export { useAdminUsers } from '../api/get-admin-users'",
      "export { Button } from '../../../components/ui/button'",
      "export { useHydrated } from '../../../hooks/use-hydrated'",
      "export { formatMoney } from '../../../lib/format'",
      "export { formatCents } from '../../../../shared/catalog'",
      '',
    ].join('\n')
    expect(await problems('features/admin/components/users-list.tsx', code)).toEqual([])
  })

  it('lets a page in app compose several features', async () => {
    const code = [
      "export { OverviewTab } from '../../../features/admin/components/overview-tab'",
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
        "export const load = () => import('../features/admin/components/overview-tab')\n",
      ),
    ).toEqual([expect.stringMatching(/^client\/layers: hooks may not import the admin feature/)])
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
