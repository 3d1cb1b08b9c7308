import fs from 'node:fs'
import path from 'node:path'

const SERVER = path.resolve(import.meta.dirname, '../src/server')
const MODULES = path.join(SERVER, 'modules')
const SCHEMA = path.join(SERVER, 'db/schema')

/**
 * Which module owns each table: only its files may read or write it, and its db/schema file is named for the
 * first owner. A read across modules is each owner's public functions, composed by the caller. Every table of
 * db/schema is either here or in INFRASTRUCTURE_TABLES (src/server/module-boundaries.test.ts checks both ways, and
 * the files' names).
 */
export const TABLE_OWNERS = {
  users: ['auth', 'users'],
  sessions: ['auth'],
  otpCodes: ['auth'],
  recoveryCodes: ['auth'],
  orders: ['orders'],
  orderLines: ['orders'],
  payments: ['orders'],
  projects: ['projects'],
  projectEvents: ['projects'],
  briefChanges: ['projects'],
  designSamples: ['projects'],
  infoRequests: ['projects'],
  designComments: ['projects'],
  designSampleVersions: ['projects'],
  reviewScreenshots: ['projects'],
  revisionRounds: ['projects'],
  projectMessages: ['messages'],
  projectThreads: ['messages'],
  projectThreadReads: ['messages'],
  invoices: ['billing'],
  creditNotes: ['billing'],
  ledgerDays: ['billing'],
  refunds: ['billing'],
  disputes: ['billing'],
  documentCounters: ['billing'],
  maintenanceSubscriptions: ['billing'],
  invoicePayments: ['billing'],
  savedCards: ['billing'],
  coupons: ['coupons'],
  couponRedemptions: ['coupons'],
  couponEmails: ['coupon-email'],
  promotions: ['marketing'],
  domainRequests: ['domains'],
  contactSubmissions: ['contact'],
  supportTickets: ['support'],
  supportTicketMessages: ['support'],
  notifications: ['notifications'],
  portfolioItems: ['portfolio'],
  uploads: ['uploads'],
  mailboxMessages: ['dev-mailbox'],
  auditLog: ['audit'],
  siteSettings: ['site-settings'],
}

/**
 * Tables of the server's infrastructure (the job queue and its schedules, processed-event markers, rate-limit
 * windows, the built-in test payment provider's refunds): only `jobs/`, `plugins/` and `integrations/` touch them,
 * and modules reach them through those functions (`enqueueJob`, `markEventProcessed`, …).
 */
export const INFRASTRUCTURE_TABLES = [
  'jobs',
  'jobSchedules',
  'processedEvents',
  'rateLimits',
  'testProviderRefunds',
]

/** The tables db/schema declares (`export const name = pgTable(`), read once when the rule loads. */
export function schemaTables(dir = SCHEMA) {
  const tables = new Set()
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
    const text = fs.readFileSync(path.join(dir, file), 'utf8')
    for (const m of text.matchAll(/export const (\w+) = pgTable\(/g)) tables.add(m[1])
  }
  return tables
}
const TABLES = schemaTables()

const inside = (dir, target) => {
  const rel = path.relative(dir, target)
  return !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : null
}

/** `modules/<name>/…` → name; null outside the modules. */
function moduleOf(file) {
  const rel = inside(MODULES, file)
  if (rel === null) return null
  const [name, ...rest] = rel.split(path.sep)
  return rest.length ? name : null
}

/** Tests, their fixtures and the server's test helpers may reach anywhere: they set up what they check. */
const exempt = (file) =>
  /\.test\.tsx?$/.test(file) ||
  /fixtures?\.tsx?$/.test(file) ||
  inside(path.join(SERVER, 'test'), file) !== null

/**
 * The server's module boundaries. A module is used from outside (other modules, app.ts, plugins, jobs, cli)
 * only through its `index.ts`, its public functions and types, never through its repo, service or any other
 * file. A module's files use only the tables it owns (type-only imports aside). Projects never import orders: orders finalises a payment into a project through the projects
 * module, so the other direction would make the two one tangle. Paths are resolved, so `../../x` is judged by
 * where it lands.
 */
export const serverModules = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      deepImport:
        "{{from}} may use the {{to}} module only through its index.ts ('{{index}}'), not '{{spec}}'.",
      foreignTable:
        "The {{from}} module may not use the {{table}} table, which the {{owner}} module owns: call that module's public functions.",
      infrastructureTable:
        'The {{from}} module may not use the {{table}} table, which belongs to the server (jobs, plugins, integrations): call their functions.',
      unknownTable: 'The {{table}} table has no owner in eslint/server-modules.js: add it to TABLE_OWNERS.',
      wholeSchema:
        'The {{from}} module imports the tables it uses by name (`import { … } from db/schema/…`), so their owners can be checked.',
      projectsToOrders:
        'The projects module may not import the orders module: orders depends on projects (it finalises a payment into a project), so what projects needs from an order is passed in, or lives in projects or shared.',
    },
  },
  create(context) {
    const file = context.filename
    if (exempt(file) || inside(SERVER, file) === null) return {}
    const from = moduleOf(file)
    const fromName = from ? `The ${from} module` : path.relative(SERVER, file).split(path.sep).join('/')

    const checkTables = (node) => {
      if (!from) return
      if (node.importKind === 'type' || node.exportKind === 'type') return
      if (node.type === 'ImportExpression' || node.type === 'ExportAllDeclaration') {
        context.report({ node: node.source, messageId: 'wholeSchema', data: { from } })
        return
      }
      for (const s of node.specifiers ?? []) {
        if (s.importKind === 'type' || s.exportKind === 'type') continue
        if (s.type === 'ImportNamespaceSpecifier' || s.type === 'ImportDefaultSpecifier') {
          context.report({ node: s, messageId: 'wholeSchema', data: { from } })
          continue
        }
        const ref = s.type === 'ImportSpecifier' ? s.imported : s.local
        const table = ref.type === 'Identifier' ? ref.name : String(ref.value)
        const owners = Object.hasOwn(TABLE_OWNERS, table) ? TABLE_OWNERS[table] : null
        const infrastructure = INFRASTRUCTURE_TABLES.includes(table)
        // Only tables: enums, column helpers and types of the schema are anyone's.
        if (!TABLES.has(table) && !owners && !infrastructure) continue
        if (infrastructure)
          context.report({ node: s, messageId: 'infrastructureTable', data: { from, table } })
        else if (!owners) context.report({ node: s, messageId: 'unknownTable', data: { table } })
        else if (!owners.includes(from))
          context.report({ node: s, messageId: 'foreignTable', data: { from, table, owner: owners[0] } })
      }
    }

    const check = (node) => {
      const spec = node.source && typeof node.source.value === 'string' ? node.source.value : null
      if (!spec || !spec.startsWith('.')) return
      const target = path.resolve(path.dirname(file), spec)
      if (inside(SCHEMA, target) !== null) {
        checkTables(node)
        return
      }
      const rel = inside(MODULES, target)
      if (rel === null || rel === '') return
      const [to, ...rest] = rel.split(path.sep)
      if (to === from) return
      if (from === 'projects' && to === 'orders')
        context.report({ node: node.source, messageId: 'projectsToOrders' })
      const viaIndex = rest.length === 0 || (rest.length === 1 && /^index(\.[jt]s)?$/.test(rest[0]))
      if (!viaIndex) {
        const index = path.relative(path.dirname(file), path.join(MODULES, to)).split(path.sep).join('/')
        context.report({
          node: node.source,
          messageId: 'deepImport',
          data: { from: fromName, to, spec, index: index.startsWith('.') ? index : `./${index}` },
        })
      }
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    }
  },
}
