// The build's grouping rules on a small module graph of the shape the client has: the entry, the application's
// frame, the landing page, a customer area, an order page, two staff pages and a dialog opened later. The route
// budgets of scripts/build.mjs check what the rules give on the real graph; this checks each rule on its own.
import { describe, expect, it } from 'vitest'
import { chunkGroups, ENTRY, GUARD, HYDRATE, LANDING, r } from './chunk-groups'

interface Mod {
  imports?: string[]
  lazy?: string[]
  /** Source bytes (a group of less than 4,000 joins a wider one). */
  size?: number
}

const HELPER = '\0vite/preload-helper'
const REACT_DOM = r('./node_modules/react-dom/index.js')
const ZOD = r('./node_modules/zod/index.js')
const HOOK_FORM = r('./node_modules/react-hook-form/dist/index.esm.mjs')
const QUERY_CLIENT = r('./src/client/lib/query-client.ts')
const BUTTON = r('./src/client/components/ui/button.tsx')
const FORMAT = r('./src/client/lib/format.ts')
const CARD = r('./src/client/components/ui/card.tsx')
const STAFF_TABLE = r('./src/client/components/staff-table.tsx')
const FORM_FIELD = r('./src/client/components/form-field.tsx')
const TINY = r('./src/client/components/tiny.tsx')
const ORDER_LINES = r('./src/client/features/orders/order-lines.tsx')
const DASHBOARD_ONLY = r('./src/client/features/projects/project-list.tsx')
const DASHBOARD = r('./src/client/app/routes/dashboard.tsx')
const CHECKOUT = r('./src/client/app/routes/checkout.tsx')
const PAYMENT_SUCCESS = r('./src/client/app/routes/payment-success.tsx')
const ADMIN = r('./src/client/app/routes/admin/overview.tsx')
const FINANCE = r('./src/client/app/routes/cfo-dashboard.tsx')
const DIALOG = r('./src/client/components/edit-dialog-body.tsx')
const SESSION_CHECK = r('./src/client/components/session-check.tsx')

const BIG = 6_000
const GRAPH: Record<string, Mod> = {
  [ENTRY]: { imports: [HELPER], lazy: [HYDRATE] },
  [HELPER]: {},
  [HYDRATE]: {
    imports: [REACT_DOM, QUERY_CLIENT],
    lazy: [LANDING, GUARD, DASHBOARD, CHECKOUT, PAYMENT_SUCCESS, ADMIN, FINANCE],
  },
  [GUARD]: { imports: [SESSION_CHECK] },
  [SESSION_CHECK]: {},
  [REACT_DOM]: {},
  [QUERY_CLIENT]: {},
  [LANDING]: { imports: [BUTTON] },
  [BUTTON]: {},
  [DASHBOARD]: { imports: [BUTTON, FORMAT, ZOD, CARD, DASHBOARD_ONLY], lazy: [DIALOG] },
  [CHECKOUT]: { imports: [FORMAT, ZOD, FORM_FIELD, ORDER_LINES] },
  [PAYMENT_SUCCESS]: { imports: [ORDER_LINES] },
  [ADMIN]: { imports: [CARD, STAFF_TABLE, FORMAT] },
  [FINANCE]: { imports: [CARD, STAFF_TABLE] },
  [DIALOG]: { imports: [FORM_FIELD, TINY] },
  [FORMAT]: { size: BIG },
  [CARD]: { size: BIG },
  [STAFF_TABLE]: { size: BIG },
  [FORM_FIELD]: { imports: [HOOK_FORM], size: BIG },
  [TINY]: { size: 300 },
  // Run by both order pages (`orders`), it imports TINY: it may join only once TINY has.
  [ORDER_LINES]: { imports: [TINY], size: 300 },
  [DASHBOARD_ONLY]: { size: BIG },
  [ZOD]: {},
  [HOOK_FORM]: {},
}

/** Runs the grouping plugin on a graph, visiting its modules in the order given; returns each module's group. */
function groupsOf(graph: Record<string, Mod>, order = Object.keys(graph)): Map<string, string | undefined> {
  const { plugin, in: inGroup } = chunkGroups()
  const context = {
    getModuleIds: () => order[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const mod = graph[id]
      if (!mod) return null
      return {
        importedIds: [...(mod.imports ?? []), ...(mod.lazy ?? [])],
        dynamicallyImportedIds: mod.lazy ?? [],
        code: 'x'.repeat(mod.size ?? 100),
      }
    },
  }
  ;(plugin.buildEnd as unknown as (this: typeof context) => void).call(context)
  const names = [
    'boot',
    'start',
    'schemas',
    'forms',
    'staff',
    'account',
    'account+orders',
    'orders',
    'orders+parts',
    'orders+parts~forms',
    'public+account+orders+parts',
  ]
  return new Map(Object.keys(graph).map((id) => [id, names.find((name) => inGroup(name)(id))]))
}

describe('the client build’s chunk groups', () => {
  const groups = groupsOf(GRAPH)

  it("keeps the entry's own imports beside it, and puts the frame and what the landing page shares in start", () => {
    expect(groups.get(HELPER)).toBe('boot')
    expect(groups.get(HYDRATE)).toBe('start')
    expect(groups.get(QUERY_CLIENT)).toBe('start')
    // The landing page's button is run by the dashboard too: it loads with the frame, not in a group of its own.
    expect(groups.get(BUTTON)).toBe('start')
    // React has a group of its own, named by the bundler's configuration, not here.
    expect(groups.get(REACT_DOM)).toBeUndefined()
  })

  it('gives each shared library its group, and names shared code by the families of pages that run it', () => {
    expect(groups.get(ZOD)).toBe('schemas')
    expect(groups.get(HOOK_FORM)).toBe('forms')
    expect(groups.get(FORMAT)).toBe('account+orders')
    expect(groups.get(CARD)).toBe('account')
    // Run by the admin panel and the finance dashboard only.
    expect(groups.get(STAFF_TABLE)).toBe('staff')
    // Code that runs a form goes apart from the code a page needs at start.
    expect(groups.get(FORM_FIELD)).toBe('orders+parts~forms')
  })

  it("leaves a unit's own code in its chunk, and lets a small group join the widest one", () => {
    expect(groups.get(DASHBOARD_ONLY)).toBeUndefined()
    expect(groups.get(DIALOG)).toBeUndefined()
    // 300 bytes run by the order pages and a dialog (`orders+parts`): not worth a file of its own.
    expect(groups.get(TINY)).toBe('public+account+orders+parts')
    // `orders` is visited before `orders+parts`, whose join it waits for: groups join until none can.
    expect(groups.get(ORDER_LINES)).toBe('public+account+orders+parts')
  })

  it("puts the areas' session check in the areas' own group, with what it alone imports", () => {
    expect(groups.get(GUARD)).toBe('account')
    // The bundler takes a group member's own imports along with it.
    expect(groups.get(SESSION_CHECK)).toBeUndefined()
  })

  it('gives the same groups whatever order the bundler lists the modules in', () => {
    const reversed = groupsOf(GRAPH, Object.keys(GRAPH).reverse())
    expect(reversed).toEqual(groups)
  })

  it('does nothing on the server build, which has no application frame', () => {
    const { [HYDRATE]: _frame, ...server } = GRAPH
    expect([...groupsOf(server).values()].every((g) => g === undefined)).toBe(true)
  })
})
