import type { IncomingMessage, ServerResponse } from 'node:http'
import net from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { StopTiming } from '../context'

const STOP_TIMING: StopTiming = { quietMs: 250, maxWaitMs: 5000, settleMs: 1000 }
const HEALTH_PATHS = new Set(['/healthz', '/readyz'])

/**
 * How an instance stops without losing a request behind a proxy (decision 0034): `drain` makes every answer close
 * its connection, `stopListening` refuses GET and HEAD with 503 until no connection has come for a moment, then
 * closes only the listening socket. `refuse` is the fast path's check, installed before Fastify exists.
 */
export function stopSequence() {
  const state = { refusing: false, draining: false, lastConnectionAt: 0 }

  /** While the instance stops, GET and HEAD are answered 503 at once, for the proxy to send them elsewhere. */
  function refuse(req: IncomingMessage, res: ServerResponse): boolean {
    if (!state.refusing || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    if (HEALTH_PATHS.has((req.url ?? '').split('?', 1)[0]!)) return false
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1', connection: 'close' })
    res.end(
      req.method === 'HEAD'
        ? undefined
        : JSON.stringify({ message: 'This server is stopping. Please retry.' }),
    )
    return true
  }

  function install(app: FastifyInstance) {
    app.decorate('drain', () => {
      state.draining = true
      // Every answer from now on closes its connection (the fast path's too), so clients reconnect to another
      // instance instead of reusing a socket this one is about to close.
      app.server.maxRequestsPerSocket = 1
    })
    app.server.on('connection', () => {
      state.lastConnectionAt = performance.now()
    })
    app.decorate('stopListening', async (timing: StopTiming = STOP_TIMING) => {
      if (!app.server.listening) return
      // A connection still waiting in the kernel's queue when the listening socket closes is reset, and a proxy
      // does not send a POST it has written to another instance: it answers 502. So first the proxy is made to
      // look elsewhere: idempotent requests are refused with 503, which a proxy retries on another instance and
      // counts as a failure of this one (nginx: proxy_next_upstream http_503, max_fails), while other requests
      // are still served. Once no connection has come for a moment, the socket closes with nothing queued.
      state.refusing = true
      const until = performance.now() + timing.maxWaitMs
      const quiet = async () => {
        // Judged after a poll phase, which accepts what the kernel has queued: a process that was not scheduled
        // for a while must not take the connections waiting for it as quiet.
        await new Promise((resolve) => setImmediate(resolve))
        return performance.now() - state.lastConnectionAt >= timing.quietMs
      }
      while (performance.now() < until && !(await quiet()))
        await new Promise((resolve) => setTimeout(resolve, 25))
      // Node's http close() would also close every connection that has no request yet, among them ones a proxy
      // opened a moment ago and is writing a request to. Closing only the listening socket lets each accepted
      // connection bring its request and get its answer (one per connection while draining); app.close() then
      // closes what is left idle.
      const ended = new Promise<void>((resolve) =>
        net.Server.prototype.close.call(app.server, () => resolve()),
      )
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, timing.settleMs).unref())])
    })
  }

  return { refuse, install, draining: () => state.draining }
}
