import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { domainRequests } from '../../db/schema/domains'
import { seedCustomer } from '../../db/seed/factories'
import { rdapAvailability } from '../../integrations/domains/availability'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'
import { checkDomain, REGISTRY_UNAVAILABLE } from './domains.service'

let t: TestApp
let registry: Server
let registryUrl: string
beforeAll(async () => {
  t = await createTestApp()
  // A stand-in registry: RDAP answers 404 for a free name, 200 for a held one; two names misbehave.
  registry = createServer((req, res) => {
    const name = decodeURIComponent(req.url!.replace('/domain/', ''))
    if (name === 'slow-registry.com') return // never answers
    res.writeHead(name === 'broken-registry.com' ? 503 : name.startsWith('free') ? 404 : 200, {
      'content-type': 'application/rdap+json',
    })
    res.end('{}')
  })
  await new Promise<void>((r) => registry.listen(0, '127.0.0.1', r))
  registryUrl = `http://127.0.0.1:${(registry.address() as { port: number }).port}`
})
afterAll(async () => {
  registry?.closeAllConnections()
  await new Promise((r) => registry?.close(r))
  await t?.close()
})

function check(domain: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/domains/check',
    payload: domain === undefined ? {} : { domain },
    remoteAddress: nextIp(),
  })
}

describe('POST /api/domains/check (offline provider)', () => {
  it('answers a free name trimmed and lower-cased, without www., with its first-year price', async () => {
    expect((await check('  My-Bakery.COM ')).json()).toEqual({
      available: true,
      domain: 'my-bakery.com',
      priceCents: 0,
      renewalPriceCents: 15_00,
    })
    expect((await check('www.corner-bakery.co.uk')).json()).toEqual({
      available: true,
      domain: 'corner-bakery.co.uk',
      priceCents: 15_00,
      renewalPriceCents: 15_00,
    })
  })

  it('treats well-known and short names, and names already requested here, as taken', async () => {
    expect((await check('google.com')).json()).toMatchObject({ available: false, domain: 'google.com' })
    expect((await check('abc.io')).json()).toMatchObject({ available: false })
    const { user } = await seedCustomer(t.database.db)
    await t.database.db
      .insert(domainRequests)
      .values({ userId: user.id, domainName: 'taken-bakery.com', priceCents: 15_00 })
    expect((await check('taken-bakery.com')).json()).toMatchObject({ available: false })
  })

  it.each([
    [undefined, 'Please enter a domain name'],
    ['   ', 'Please enter a domain name'],
    ['not a domain', 'Please enter a valid domain name, such as mybakery.com'],
    ['nodot', 'Please enter a valid domain name, such as mybakery.com'],
    ['-bakery.com', 'Please enter a valid domain name, such as mybakery.com'],
    ['bakery..com', 'Please enter a valid domain name, such as mybakery.com'],
    ['bakery.c0m', 'Please enter a valid domain name, such as mybakery.com'],
    [`${'a'.repeat(64)}.com`, 'Please enter a valid domain name, such as mybakery.com'],
  ])('refuses %j with its message', async (domain, message) => {
    const res = await check(domain)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })
})

describe('the RDAP provider', () => {
  it('reads 404 as free and 200 as held', async () => {
    const rdap = rdapAvailability({ baseUrl: registryUrl })
    expect(await checkDomain(t.app.ctx, rdap, 'free-bakery.com')).toEqual({
      available: true,
      domain: 'free-bakery.com',
      priceCents: 0,
      renewalPriceCents: 15_00,
    })
    expect(await checkDomain(t.app.ctx, rdap, 'held-bakery.com')).toMatchObject({ available: false })
  })

  it('says the registry could not be reached when it errs or does not answer in time', async () => {
    const rdap = rdapAvailability({ baseUrl: registryUrl, timeoutMs: 300 })
    for (const name of ['broken-registry.com', 'slow-registry.com'])
      expect(await checkDomain(t.app.ctx, rdap, name)).toEqual({
        available: false,
        domain: name,
        priceCents: 0,
        renewalPriceCents: 15_00,
        error: REGISTRY_UNAVAILABLE,
      })
  })
})
