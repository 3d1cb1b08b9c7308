import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod/mini'
import { IdParamsSchema, plainText } from '../../../shared/contracts/common'
import { escapeHtml } from '../../integrations/mail/render'
import { findMailboxMessage, listMailboxMessages } from './dev-mailbox.repo'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** One recipient at most; `?to=a&to=b` is a 400 like any other malformed query. */
const MailboxQuerySchema = z.object({
  to: z.optional(z.string({ error: 'Give one recipient address' }).check(z.maxLength(254), plainText())),
})

/**
 * The development mailbox: every message the app would have sent, readable in the browser. Registered only
 * outside production, and answered only to this machine (every sign-in code is in it): other clients get a
 * 404, whatever address the server listens on and whatever a proxy header claims.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      return reply.status(404).type('text/plain').send('Not found')
    }
  })

  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox/messages',
    { schema: { hide: true, querystring: MailboxQuerySchema } },
    async (request) => {
      const rows = await listMailboxMessages(app.ctx.db, request.query.to)
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        from: r.from,
        subject: r.subject,
        text: r.text,
        kind: r.kind,
        createdAt: r.createdAt,
      }))
    },
  )

  app.get<{ Params: { id: string } }>(
    '/dev/mailbox/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = IdParamsSchema.safeParse(request.params)
      const row = id.success ? await findMailboxMessage(app.ctx.db, id.data.id) : undefined
      if (!row) return reply.status(404).type('text/plain').send('No such message')
      // The stored HTML is our own template with escaped values; it still gets a CSP that runs nothing.
      return reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .type('text/html')
        .send(row.html)
    },
  )

  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox',
    { schema: { hide: true, querystring: MailboxQuerySchema } },
    async (request, reply) => {
      const rows = await listMailboxMessages(app.ctx.db, request.query.to)
      const items = rows
        .map(
          (r) =>
            `<article><header><strong>${escapeHtml(r.subject)}</strong> <small>to ${escapeHtml(r.to)} · ${escapeHtml(r.kind)} · ${r.createdAt.toISOString()}</small> <a href="/dev/mailbox/${r.id}">HTML version</a></header><pre>${escapeHtml(r.text)}</pre></article>`,
        )
        .join('')
      return reply.type('text/html')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title>
<style>body{font:15px system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:0 0 1rem}pre{white-space:pre-wrap;font:14px ui-monospace,monospace;background:#f9fafb;padding:.75rem;border-radius:6px}small{color:#6b7280}</style></head>
<body><h1>Development mailbox</h1><p>Messages the app sent while no SMTP server is configured (newest first). <form method="get" style="display:inline"><label>Filter by recipient <input name="to" type="email" value="${escapeHtml(request.query.to ?? '')}"></label> <button>Filter</button></form></p>${items || '<p>No messages yet.</p>'}</body></html>`)
    },
  )
}
