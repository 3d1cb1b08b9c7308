import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { type EncodedBody as Page, encodeBody, encodeFor } from '../../lib/encoded-body'
import { sendApiNotFound } from '../../plugins/errors'
import { pageContentSecurityPolicy } from '../../plugins/security'

export interface PagesManifest {
  /** URL path → prerendered file, relative to the client folder. */
  routes: Record<string, string>
  notFound: string
  /** URL path → the page's shell and the API answers it shows, for pages rendered with live data. */
  live: Record<string, { shell: string; data: string[] }>
  /**
   * URL path → every script file the route runs before any interaction (the entry first), each written into
   * the page as a modulepreload link so the browser asks for them in one wave.
   */
  scripts: Record<string, string[]>
  /** The server renderer of the application, relative to the client folder. */
  renderer: string
  /** The hashes (`sha256-…`) of the scripts written into pages (the signed-in pages' boot script), for their CSP. */
  inlineScriptHashes: string[]
}

interface Renderer {
  render(url: string, initialData: Record<string, unknown>): Promise<string>
  initialDataScript(data: Record<string, unknown>): string
}

/** A cached, serialized API answer (see PublicCache): what a live page shows, and its validator. */
export type DataSource = () => Promise<{ identity: Buffer; etag: string }>

/** Values known only when the server starts, written into the prerendered HTML once. */
export interface PageValues {
  chatNumber: string
}

/** Values as the server knows them now: the chat number an admin saved, or CHAT_NUMBER. */
type ValuesNow = () => Promise<PageValues>

function toPage(text: string, values: PageValues, brotliQuality?: number): Page {
  return encodeBody(Buffer.from(text.replaceAll('__CHAT_NUMBER__', values.chatNumber)), brotliQuality)
}

/**
 * A prerendered page: compressed as small as brotli goes once at start, and again (at the quality used while a
 * request waits) only when a value written into it changes.
 */
function staticPage(file: string, start: PageValues, valuesNow: ValuesNow) {
  const text = readFileSync(file, 'utf8')
  let current = { key: start.chatNumber, page: toPage(text, start, 11) }
  return async (): Promise<Page> => {
    const values = await valuesNow()
    if (current.key !== values.chatNumber) current = { key: values.chatNumber, page: toPage(text, values) }
    return current.page
  }
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, csp: string, status = 200) {
  reply
    .status(status)
    .header('content-security-policy', csp)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
  if (status === 200) {
    reply.header('etag', page.etag)
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send()
  }
  const { payload, encoding } = encodeFor(page, request.headers['accept-encoding'])
  if (encoding) reply.header('content-encoding', encoding)
  return reply.send(payload)
}

/**
 * A page showing live data (the portfolio): rendered on the server with the current answers of its API paths,
 * which are written into it too, so the client hydrates without asking again. The rendered page is kept until
 * an answer's ETag changes (the public cache drops answers on every instance when an admin edits them).
 */
function livePage(
  shellFile: string,
  url: string,
  sources: DataSource[],
  paths: string[],
  renderer: () => Promise<Renderer>,
  valuesNow: ValuesNow,
) {
  const shell = readFileSync(shellFile, 'utf8')
  let current: { key: string; page: Promise<Page> } | undefined
  return async (): Promise<Page> => {
    const values = await valuesNow()
    const answers = await Promise.all(sources.map((source) => source()))
    const key = [values.chatNumber, ...answers.map((a) => a.etag)].join()
    if (current?.key !== key) {
      const data = Object.fromEntries(
        paths.map((p, i) => [p, JSON.parse(answers[i]!.identity.toString()) as unknown]),
      )
      const page = renderer().then(async (r) => {
        const markup = await r.render(url, data)
        const html = shell
          .replace('<!--app-html-->', () => markup)
          .replace('</body>', () => `${r.initialDataScript(data)}</body>`)
        return toPage(html, values)
      })
      current = { key, page }
      // A failed render is not kept: the next request tries again.
      page.catch(() => {
        if (current?.page === page) current = undefined
      })
    }
    return current.page
  }
}

/**
 * Serves the built client: hashed assets with year-long caching, and the pages prerendered at build time,
 * held in memory already compressed (pages with live data are rendered when their data changes). Unknown
 * paths get the not-found page with a 404 status.
 */
export function pagesRoutes(opts: {
  root: string
  /** Pages served in production ask browsers to upgrade insecure requests (their CSP). */
  production: boolean
  /** The values at start. */
  values: PageValues
  /**
   * A cached answer whose `chatNumber` replaces the one at start (the site settings): pages are written again
   * when it changes, on every instance, as the public cache drops it.
   */
  liveValues?: DataSource
  /** API path → its cached answer, for the pages that show live data. */
  data: Record<string, DataSource>
}): FastifyPluginAsync {
  return async (app) => {
    const manifestFile = path.join(opts.root, 'pages', 'manifest.json')
    if (!existsSync(manifestFile)) throw new Error(`No built client at ${opts.root}: run npm run build`)
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PagesManifest
    // The pages' policy allows the script the build wrote into them, by its hash.
    const csp = pageContentSecurityPolicy({
      production: opts.production,
      scriptHashes: manifest.inlineScriptHashes,
    })

    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: '/',
      // Folders with an index.html (the showcase sites) are served at their folder address.
      index: ['index.html'],
      redirect: false,
      wildcard: true,
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith('/pages/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
      },
    })

    let renderer: Promise<Renderer> | undefined
    // Loaded on the first request for a live page, so a server that never serves one never loads it.
    const loadRenderer = () =>
      (renderer ??= import(pathToFileURL(path.join(opts.root, manifest.renderer)).href) as Promise<Renderer>)

    let known = { etag: '', values: opts.values }
    const valuesNow: ValuesNow = async () => {
      if (!opts.liveValues) return opts.values
      // A page is still served when the settings cannot be read: with the values last known.
      const answer = await opts.liveValues().catch((err: unknown) => {
        app.log.warn({ err }, 'could not read the values written into the pages')
        return undefined
      })
      if (answer && answer.etag !== known.etag) {
        const { chatNumber } = JSON.parse(answer.identity.toString()) as Partial<PageValues>
        known = { etag: answer.etag, values: { chatNumber: chatNumber || opts.values.chatNumber } }
      }
      return known.values
    }

    const notFound = staticPage(path.join(opts.root, manifest.notFound), opts.values, valuesNow)
    const livePages: (() => Promise<Page>)[] = []
    for (const [url, file] of Object.entries(manifest.routes)) {
      const live = manifest.live[url]
      if (live) {
        const sources = live.data.map((apiPath) => {
          const source = opts.data[apiPath]
          if (!source) throw new Error(`No data source for ${apiPath}, shown by ${url}`)
          return source
        })
        const page = livePage(
          path.join(opts.root, live.shell),
          url,
          sources,
          live.data,
          loadRenderer,
          valuesNow,
        )
        livePages.push(page)
        app.get(url, { schema: { hide: true } }, async (request, reply) =>
          sendPage(request, reply, await page(), csp),
        )
        continue
      }
      const page = staticPage(path.join(opts.root, file), opts.values, valuesNow)
      app.get(url, { schema: { hide: true } }, async (request, reply) =>
        sendPage(request, reply, await page(), csp),
      )
    }

    // Render the live pages once the server is up, so the first visitor does not wait for the renderer.
    app.addHook('onListen', () => {
      for (const page of livePages)
        page().catch((err: unknown) => app.log.warn({ err }, 'could not render a live page ahead'))
    })

    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') return sendApiNotFound(request, reply)
      return notFound().then((page) => sendPage(request, reply, page, csp, 404))
    })
  }
}
