import type { Linter } from 'eslint'

/** Types of import-cycles.js for the test that checks it (src/client/import-directions.test.ts). */
export declare function importCycles(files: string[], severity?: Linter.RuleSeverity): Linter.Config
