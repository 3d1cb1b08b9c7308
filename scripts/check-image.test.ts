import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isIgnored, parseCopy, parseDockerfile, readDockerignore, staticProblems } from './check-image.mjs'

const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The problems found when one of the image's files is changed; the change must apply. */
function problemsWith(file: string, from: string | RegExp, to: string): string[] {
  const original = read(file)
  const changed = original.replace(from, to)
  expect(changed, `${String(from)} is not in ${file}`).not.toBe(original)
  return staticProblems(root, { [file]: changed })
}

describe('the container image files', () => {
  it('agree with the code: stages, user, health check, command, ignore list, compose file and deploy guide', () => {
    expect(staticProblems(root)).toEqual([])
  })

  it('read the Dockerfile as stages of instructions, continuation lines joined', () => {
    const { stages } = parseDockerfile(
      '# syntax=docker/dockerfile:1\nFROM node:24-bookworm-slim AS build\nRUN npm ci \\\n  # a comment\n && npm run build\nFROM node:24-bookworm-slim\nCMD ["node", "x.js"]\n',
    )
    expect(stages.map((s) => [s.from, s.name])).toEqual([
      ['node:24-bookworm-slim', 'build'],
      ['node:24-bookworm-slim', undefined],
    ])
    expect(stages[0]!.instructions).toEqual([{ op: 'RUN', args: 'npm ci && npm run build' }])
    expect(parseCopy('--from=build --chown=node /app/dist ./dist')).toEqual({
      flags: { from: 'build', chown: 'node' },
      sources: ['/app/dist'],
      dest: './dist',
    })
  })

  it('read .dockerignore as Docker does: folders at any depth with **, the last match winning', () => {
    const patterns = readDockerignore('# c\nnode_modules\n**/cache\n.env.*\n!.env.example\n')
    expect(isIgnored(patterns, 'node_modules')).toBe(true)
    expect(isIgnored(patterns, 'node_modules/x/index.js')).toBe(true)
    expect(isIgnored(patterns, 'src/node_modules')).toBe(false)
    expect(isIgnored(patterns, 'a/b/cache/file')).toBe(true)
    expect(isIgnored(patterns, '.env.local')).toBe(true)
    expect(isIgnored(patterns, '.env.example')).toBe(false)
  })

  // Each change breaks one rule, and the check names it.
  const broken: Array<
    [what: string, file: string, from: string | RegExp, to: string, problem: string | RegExp]
  > = [
    [
      'runs as root',
      'Dockerfile',
      'USER node',
      'USER root',
      'Dockerfile: the runtime stage must end with a non-root USER',
    ],
    [
      'runs on another Node',
      'Dockerfile',
      /FROM node:24-bookworm-slim AS runtime/,
      'FROM node:22-bookworm-slim AS runtime',
      'Dockerfile: node:22-bookworm-slim is not Node 24 (.nvmrc)',
    ],
    [
      'installs development packages',
      'Dockerfile',
      'npm ci --omit=dev',
      'npm ci',
      'Dockerfile: the runtime stage does not install with `npm ci --omit=dev`',
    ],
    [
      'starts through a shell',
      'Dockerfile',
      'CMD ["node", "dist/server/main.js"]',
      'CMD npm run serve',
      'Dockerfile: CMD must be in exec form so node is PID 1 and receives SIGTERM',
    ],
    [
      'runs a file the build does not write',
      'Dockerfile',
      '"dist/server/main.js"',
      '"dist/main.js"',
      'Dockerfile: CMD runs node dist/main.js; the build writes the server to dist/server/main.js (run it with node)',
    ],
    [
      'has a package that does not say where the built server is',
      'package.json',
      '  "main": "dist/server/main.js",\n',
      '',
      'package.json: main does not name the built server (e.g. dist/server/main.js)',
    ],
    [
      'copies the sources',
      'Dockerfile',
      'COPY --from=build /app/dist ./dist',
      'COPY . .',
      'Dockerfile: the runtime stage copies . from the sources; only the package files belong',
    ],
    [
      'checks health on no route of the health module',
      'Dockerfile',
      "'/healthz'",
      "'/health'",
      'Dockerfile: HEALTHCHECK asks /health, not a route of the health module (/healthz, /readyz)',
    ],
    [
      'stops with another signal',
      'Dockerfile',
      'STOPSIGNAL SIGTERM',
      'STOPSIGNAL SIGKILL',
      'Dockerfile: STOPSIGNAL SIGTERM is missing',
    ],
    [
      'exposes another port',
      'Dockerfile',
      'EXPOSE 3000',
      'EXPOSE 8080',
      'Dockerfile: EXPOSE does not name the port the server listens on (3000)',
    ],
    ['sends .git to the build', '.dockerignore', /^\.git$/m, '', '.dockerignore: .git is not excluded'],
    ['sends .env to the build', '.dockerignore', /^\.env$/m, '', '.dockerignore: .env is not excluded'],
    [
      'sends node_modules to the build',
      '.dockerignore',
      /^(\*\*\/)?node_modules$/gm,
      '',
      '.dockerignore: node_modules is not excluded',
    ],
    [
      'sets a variable the server does not read',
      'compose.yaml',
      'LOG_LEVEL:',
      'LOGLEVEL:',
      'compose.yaml: LOGLEVEL is not a variable src/server/config.ts reads',
    ],
    [
      'starts the app before the database is healthy',
      'compose.yaml',
      'condition: service_healthy',
      'condition: service_started',
      'compose.yaml: the app does not wait for a healthy database',
    ],
    [
      'writes the secrets key in the file',
      'compose.yaml',
      /SECRETS_KEY: .*/,
      'SECRETS_KEY: abc',
      'compose.yaml: SECRETS_KEY must come from the environment and be required (${SECRETS_KEY:?…})',
    ],
    [
      'keeps the uploads on no volume',
      'compose.yaml',
      '- uploads:/data/uploads',
      '- uploads:/uploads',
      'compose.yaml: no volume holds the uploads (/data/uploads)',
    ],
    ['does not parse', 'compose.yaml', 'services:', 'services: [', /^compose\.yaml does not parse/],
    [
      'names a variable the server does not read in the deploy guide',
      'docs/deploy.md',
      '`TRUST_PROXY=1`',
      '`PROXY_TRUST=1`',
      'docs/deploy.md: PROXY_TRUST is not a variable src/server/config.ts reads',
    ],
  ]
  it.each(broken)('refuse an image that %s (%s)', (_what, file, from, to, problem) => {
    const problems = problemsWith(file, from, to)
    if (typeof problem === 'string') expect(problems).toContain(problem)
    else expect(problems).toContainEqual(expect.stringMatching(problem))
  })

  it('accept a build context whose node_modules is excluded by its any-depth pattern alone', () => {
    expect(problemsWith('.dockerignore', /^node_modules$/m, '')).toEqual([])
  })
})
