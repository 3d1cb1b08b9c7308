// The checkout benchmark's load generator, in a worker thread of its own (as wrk is a process of its own for the
// portfolio benchmark), so the customers' HTTP clients do not share the server's event loop. It runs what the
// main thread asks for and answers with the timings. Its client is node:http with kept-alive connections, which
// costs the shared CPU about half of what fetch does: the customers' own work is not the server's.
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'

const { base, customers, coupons } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

/** One request; resolves to its status and body (never rejects: a failure is a status 0). */
function request(method, pathname, headers, body) {
  return new Promise((resolve) => {
    const req = http.request(`${base}${pathname}`, { method, headers, agent }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      res.on('error', (err) => resolve({ status: 0, text: String(err) }))
    })
    req.on('error', (err) => resolve({ status: 0, text: String(err) }))
    req.end(body)
  })
}

async function call(i, method, pathname, body) {
  const { token, ip } = customers[i]
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const { status, text } = await request(
    method,
    pathname,
    {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': ip,
      ...(payload === undefined
        ? {}
        : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
    },
    payload,
  )
  let json = {}
  try {
    json = JSON.parse(text)
  } catch {
    /* judged by the status below */
  }
  return { res: { ok: status >= 200 && status < 300, status }, json, text }
}

/** One customer's whole checkout; every other one uses both exit-offer coupons. */
async function checkout(i) {
  const withCoupons = i % 2 === 0
  const r = { ok: false, total: 0, withRead: 0, intent: 0, confirm: 0, read: 0, withCoupons }
  const t0 = performance.now()
  const fail = (step, status, text) => {
    r.total = performance.now() - t0
    r.error = `${step} ${status}: ${text.slice(0, 200)}`
    return r
  }
  const intent = await call(i, 'POST', '/api/create-payment-intent', {
    orderDetails: {
      title: `Bench Bistro ${i}`,
      businessType: 'restaurant',
      extraPages: 12,
      selectedAddons: ['ecommerce', 'blog'],
      timeline: 'standard',
      couponCodes: withCoupons ? coupons : [],
      domain: '',
    },
    billing: { name: 'Bench Customer' },
  })
  const t1 = performance.now()
  r.intent = t1 - t0
  if (!intent.res.ok || typeof intent.json.clientSecret !== 'string')
    return fail('create-payment-intent', intent.res.status, intent.text)
  const confirm = await call(i, 'POST', '/api/test-payments/confirm', {
    clientSecret: intent.json.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  })
  const t2 = performance.now()
  r.confirm = t2 - t1
  r.total = t2 - t0
  if (!confirm.res.ok || confirm.json.status !== 'succeeded')
    return fail('confirm', confirm.res.status, confirm.text)
  const order = await call(i, 'GET', `/api/orders/${String(intent.json.orderId)}`)
  const t3 = performance.now()
  r.read = t3 - t2
  r.withRead = t3 - t0
  if (!order.res.ok || order.json.status !== 'paid' || !order.json.project)
    return fail('GET order', order.res.status, order.text)
  r.ok = true
  return r
}

async function healthz() {
  const t0 = performance.now()
  const { status } = await request('GET', '/healthz', {})
  return { ok: status === 200, ms: performance.now() - t0 }
}

parentPort.on('message', async (task) => {
  const t = performance.now()
  // The worker's busy time (worker threads have no threadCpuUsage): close to its CPU, as it never blocks.
  const elu0 = performance.eventLoopUtilization()
  const results =
    task.kind === 'checkouts'
      ? await Promise.all(Array.from({ length: task.n }, (_, k) => checkout(task.first + k)))
      : await Promise.all(Array.from({ length: task.n }, healthz))
  const { active } = performance.eventLoopUtilization(elu0)
  parentPort.postMessage({ results, seconds: (performance.now() - t) / 1000, cpuMs: active })
})
