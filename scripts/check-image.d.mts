// Types for scripts/check-image.mjs, which its test imports.
export interface DockerInstruction {
  op: string
  args: string
}
export interface DockerStage {
  from: string
  name: string | undefined
  instructions: DockerInstruction[]
}
export function parseDockerfile(text: string): { stages: DockerStage[] }
export function parseCopy(args: string): {
  flags: Record<string, string>
  sources: string[]
  dest: string | undefined
}
export function isIgnored(patterns: string[], file: string): boolean
export function readDockerignore(text: string): string[]
export function configEnvNames(configSource: string): Set<string>
export function healthPaths(routesSource: string): Set<string>
export function builtServerEntry(pkg: { main?: unknown }): string | undefined
export function staticProblems(root?: string, files?: Record<string, string>): string[]
