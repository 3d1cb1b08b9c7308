import type { Rule } from 'eslint'

/** Types of server-modules.js for the tests that check it (src/server/module-boundaries.test.ts). */
export declare const TABLE_OWNERS: Record<string, string[]>
export declare const INFRASTRUCTURE_TABLES: string[]
export declare function schemaTables(dir?: string): Set<string>
export declare const serverModules: Rule.RuleModule
