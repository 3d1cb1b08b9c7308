import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'

interface Page {
  html: Buffer
  gzip: Buffer
  br: Buffer
  etag: string
}

export interface PagesManifest {
  /** URL path → prerendered file, relative to the client folder. */
  routes: Record<string, string>
  notFound: string
}

/** Values known only when the server starts, written into the prerendered HTML once. */
export interface PageValues {
  chatNumber: string
}

function loadPage(file: string, values: PageValues): Page {
  const html = Buffer.from(readFileSync(file, 'utf8').replaceAll('__CHAT_NUMBER__', values.chatNumber))
  return {
    html,
    gzip: gzipSync(html, { level: 9 }),
    br: brotliCompressSync(html),
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
  }
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200) {
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
  if (status === 200) {
    reply.header('etag', page.etag)
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send()
  }
  const accept = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(page.br)
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(page.gzip)
  return reply.send(page.html)
}

/**
 * Serves the built client: hashed assets with year-long caching, and the pages prerendered at build time,
 * held in memory already compressed. Unknown paths get the not-found page with a 404 status.
 */
export function pagesRoutes(opts: { root: string; values: PageValues }): FastifyPluginAsync {
  return async (app) => {
    const manifestFile = path.join(opts.root, 'pages', 'manifest.json')
    if (!existsSync(manifestFile)) throw new Error(`No built client at ${opts.root}: run npm run build`)
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PagesManifest

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

    const notFound = loadPage(path.join(opts.root, manifest.notFound), opts.values)
    for (const [url, file] of Object.entries(manifest.routes)) {
      const page = loadPage(path.join(opts.root, file), opts.values)
      app.get(url, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, page))
    }

    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.status(404).send({
          message: 'Not found',
          error: 'Not found',
          code: 'NOT_FOUND',
          requestId: String(request.id),
        })
      }
      return sendPage(request, reply, notFound, 404)
    })
  }
}
