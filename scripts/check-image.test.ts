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

  it('refuse a runtime stage that runs as root, on another Node, with development packages or a shell CMD', () => {
    expect(problemsWith('Dockerfile', 'USER node', 'USER root')).toContain(
      'Dockerfile: the runtime stage must end with a non-root USER',
    )
    expect(
      problemsWith(
        'Dockerfile',
        /FROM node:24-bookworm-slim AS runtime/,
        'FROM node:22-bookworm-slim AS runtime',
      ),
    ).toContain('Dockerfile: node:22-bookworm-slim is not Node 24 (.nvmrc)')
    expect(problemsWith('Dockerfile', 'npm ci --omit=dev', 'npm ci')).toContain(
      'Dockerfile: the runtime stage does not install with `npm ci --omit=dev`',
    )
    expect(problemsWith('Dockerfile', 'CMD ["node", "dist/server/main.js"]', 'CMD npm run serve')).toContain(
      'Dockerfile: CMD must be in exec form so node is PID 1 and receives SIGTERM',
    )
    expect(problemsWith('Dockerfile', '"dist/server/main.js"', '"dist/main.js"')).toContain(
      'Dockerfile: CMD runs node dist/main.js; the build writes the server to dist/server/main.js (run it with node)',
    )
    expect(problemsWith('Dockerfile', 'COPY --from=build /app/dist ./dist', 'COPY . .')).toContain(
      'Dockerfile: the runtime stage copies . from the sources; only the package files belong',
    )
  })

  it('refuse a health check that asks no route of the health module, and a missing stop signal', () => {
    expect(problemsWith('Dockerfile', "'/healthz'", "'/health'")).toContain(
      'Dockerfile: HEALTHCHECK asks /health, not a route of the health module (/healthz, /readyz)',
    )
    expect(problemsWith('Dockerfile', 'STOPSIGNAL SIGTERM', 'STOPSIGNAL SIGKILL')).toContain(
      'Dockerfile: STOPSIGNAL SIGTERM is missing',
    )
    expect(problemsWith('Dockerfile', 'EXPOSE 3000', 'EXPOSE 8080')).toContain(
      'Dockerfile: EXPOSE does not name the port the server listens on (3000)',
    )
  })

  it('refuse a build context that carries node_modules, .git or secrets', () => {
    expect(problemsWith('.dockerignore', /^\.git$/m, '')).toContain('.dockerignore: .git is not excluded')
    expect(problemsWith('.dockerignore', /^\.env$/m, '')).toContain('.dockerignore: .env is not excluded')
    expect(problemsWith('.dockerignore', /^node_modules$/m, '')).toEqual([])
    expect(problemsWith('.dockerignore', /^(\*\*\/)?node_modules$/gm, '')).toContain(
      '.dockerignore: node_modules is not excluded',
    )
  })

  it('refuse a compose file with a variable the server does not read, or an app that does not wait for the database', () => {
    expect(problemsWith('compose.yaml', 'LOG_LEVEL:', 'LOGLEVEL:')).toContain(
      'compose.yaml: LOGLEVEL is not a variable src/server/config.ts reads',
    )
    expect(
      problemsWith('compose.yaml', 'condition: service_healthy', 'condition: service_started'),
    ).toContain('compose.yaml: the app does not wait for a healthy database')
    expect(problemsWith('compose.yaml', /SECRETS_KEY: .*/, 'SECRETS_KEY: abc')).toContain(
      'compose.yaml: SECRETS_KEY must come from the environment and be required (${SECRETS_KEY:?…})',
    )
    expect(problemsWith('compose.yaml', '- uploads:/data/uploads', '- uploads:/uploads')).toContain(
      'compose.yaml: no volume holds the uploads (/data/uploads)',
    )
    expect(problemsWith('compose.yaml', 'services:', 'services: [')).toContainEqual(
      expect.stringMatching(/^compose\.yaml does not parse/),
    )
  })

  it('refuse a deploy guide that names a variable the server does not read', () => {
    expect(problemsWith('docs/deploy.md', '`TRUST_PROXY=1`', '`PROXY_TRUST=1`')).toContain(
      'docs/deploy.md: PROXY_TRUST is not a variable src/server/config.ts reads',
    )
  })
})
