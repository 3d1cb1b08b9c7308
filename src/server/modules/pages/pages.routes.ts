import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router'
import { type EncodedBody, encodeBody, encodeFor } from '../../lib/encoded-body'
import { sendApiNotFound } from '../../plugins/errors'
import { pageContentSecurityPolicy } from '../../plugins/security'

/** What the build wrote beside the client's files (scripts/build.mjs). */
export interface PagesManifest {
  /** URL path → its prerendered page, relative to the client folder. */
  pages: Record<string, string>
  /** URL path → the API paths a page shows, for the pages rendered with live data. */
  live: Record<string, string[]>
  /** React Router's server build, relative to the client folder. */
  renderer: string
}

/** The renderer's own exports (src/client/app/entry.server.tsx) the server uses. */
type Renderer = ServerBuild & {
  entry: { module: { apiReads: RouterContext<((apiPath: string) => Promise<unknown>) | null> } }
}

/** A cached, serialized API answer (see PublicCache): what a live page shows, and its validator. */
export type DataSource = () => Promise<{ identity: Buffer; etag: string }>

/** Values known only when the server starts, written into the pages. */
export interface PageValues {
  chatNumber: string
}

/** Values as the server knows them now: the chat number an admin saved, or CHAT_NUMBER. */
type ValuesNow = () => Promise<PageValues>

/** A page ready to send: compressed, with the policy that allows exactly its own inline scripts. */
interface Page {
  body: EncodedBody
  csp: string
  status: number
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi

/** The `sha256-…` source of every inline script in a page (React Router's context and its module loader). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, body]) => body)
    .map(([, body]) => `sha256-${createHash('sha256').update(body!).digest('base64')}`)
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  reply
    .status(page.status)
    .header('content-security-policy', page.csp)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
  if (page.status === 200) {
    reply.header('etag', page.body.etag)
    if (request.headers['if-none-match'] === page.body.etag) return reply.status(304).send()
  }
  const { payload, encoding } = encodeFor(page.body, request.headers['accept-encoding'])
  if (encoding) reply.header('content-encoding', encoding)
  return reply.send(payload)
}

/**
 * Serves the built client: hashed assets with year-long caching; the pages prerendered at build time, held in
 * memory already compressed; the pages that show live data (the portfolio, the settings an admin edits)
 * rendered by React Router's server build with the current cached answers and kept until one of them changes
 * (the public cache drops answers on every instance when an admin edits them); anything else, React Router's
 * data requests and the not-found page (status 404) included, rendered on request.
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
    const policy = (html: string) =>
      pageContentSecurityPolicy({ production: opts.production, scriptHashes: inlineScriptHashes(html) })
    const toPage = (html: string, values: PageValues, status = 200, brotliQuality?: number): Page => ({
      body: encodeBody(Buffer.from(html.replaceAll('__CHAT_NUMBER__', values.chatNumber)), brotliQuality),
      csp: policy(html),
      status,
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

    // Loaded on the first page it renders, so a server that never renders one (the API alone) never loads it.
    let renderer: Promise<{ build: Renderer; handle: ReturnType<typeof createRequestHandler> }> | undefined
    const loadRenderer = () =>
      (renderer ??= (
        import(pathToFileURL(path.join(opts.root, manifest.renderer)).href) as Promise<Renderer>
      ).then((build) => ({ build, handle: createRequestHandler(build, 'production') })))

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

    /** Renders a request with React Router, the loaders reading the API's answers through `reads`. */
    async function render(
      url: string,
      request: FastifyRequest,
      reads: (apiPath: string) => Promise<unknown>,
    ) {
      const { build, handle } = await loadRenderer()
      const context = new RouterContextProvider()
      context.set(build.entry.module.apiReads, reads)
      const headers = new Headers()
      if (request.headers.accept) headers.set('accept', request.headers.accept)
      return handle(new Request(new URL(url, 'http://localhost'), { headers }), context)
    }
    const readFrom = (sources: Record<string, DataSource>) => async (apiPath: string) => {
      const source = sources[apiPath]
      if (!source) throw new Error(`No data source for ${apiPath}`)
      return JSON.parse((await source()).identity.toString()) as unknown
    }

    // The prerendered pages: compressed as small as brotli goes once at start, and again only when a value
    // written into them changes.
    for (const [url, file] of Object.entries(manifest.pages)) {
      const html = readFileSync(path.join(opts.root, file), 'utf8')
      let current = { key: opts.values.chatNumber, page: toPage(html, opts.values, 200, 11) }
      app.get(url, { schema: { hide: true } }, async (request, reply) => {
        const values = await valuesNow()
        if (current.key !== values.chatNumber)
          current = { key: values.chatNumber, page: toPage(html, values) }
        return sendPage(request, reply, current.page)
      })
    }

    // The pages with live data, rendered again when an answer they show changes.
    const livePages: (() => Promise<Page>)[] = []
    for (const [url, apiPaths] of Object.entries(manifest.live)) {
      const sources = apiPaths.map((apiPath) => {
        const source = opts.data[apiPath]
        if (!source) throw new Error(`No data source for ${apiPath}, shown by ${url}`)
        return source
      })
      let current: { key: string; page: Promise<Page> } | undefined
      const page = async (request?: FastifyRequest): Promise<Page> => {
        const values = await valuesNow()
        const answers = await Promise.all(sources.map((source) => source()))
        const key = [values.chatNumber, ...answers.map((a) => a.etag)].join()
        if (current?.key !== key) {
          // The page is rendered with exactly the answers its key names.
          const snapshot = Object.fromEntries(apiPaths.map((p, i) => [p, () => Promise.resolve(answers[i]!)]))
          const rendering = render(
            url,
            request ?? ({ headers: {} } as FastifyRequest),
            readFrom(snapshot),
          ).then(async (res) => {
            if (res.status !== 200) throw new Error(`${url} rendered with status ${res.status}`)
            return toPage(await res.text(), values)
          })
          current = { key, page: rendering }
          // A failed render is not kept: the next request tries again.
          rendering.catch(() => {
            if (current?.page === rendering) current = undefined
          })
        }
        return current.page
      }
      livePages.push(page)
      app.get(url, { schema: { hide: true } }, async (request, reply) =>
        sendPage(request, reply, await page(request)),
      )
    }

    // Render the live pages once the server is up, so the first visitor does not wait for the renderer.
    app.addHook('onListen', () => {
      for (const page of livePages)
        page().catch((err: unknown) => app.log.warn({ err }, 'could not render a live page ahead'))
    })

    // Every other address: React Router answers it (a page's data on a move in the browser, or the not-found
    // page with status 404).
    const reads = readFrom(opts.data)
    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') return sendApiNotFound(request, reply)
      const res = await render(request.url, request, reads)
      const type = res.headers.get('content-type') ?? 'text/html; charset=utf-8'
      const body = await res.text()
      if (!type.startsWith('text/html')) {
        for (const [name, value] of res.headers) reply.header(name, value)
        return reply.status(res.status).header('cache-control', 'no-cache').send(body)
      }
      const values = await valuesNow()
      return sendPage(request, reply, toPage(body, values, res.status))
    })
  }
}
