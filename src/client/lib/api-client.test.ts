import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { defineEndpoint } from '../../shared/contracts/endpoint'
import { ApiError } from './api-client'
import { ApiContractError, request } from './request'
import { errorMessage } from './error-message'

describe('ApiError', () => {
  it("parses the error body once: code, fields and the message in the user's words", () => {
    const body = JSON.stringify({
      message: 'This coupon has expired.',
      error: 'This coupon has expired.',
      code: 'COUPON_EXPIRED',
      fields: { couponCode: 'This coupon has expired.' },
    })
    const err = new ApiError(400, body, 'Bad Request')
    expect(err.message).toBe(`400: ${body}`)
    expect(err.code).toBe('COUPON_EXPIRED')
    expect(err.is('COUPON_EXPIRED')).toBe(true)
    expect(err.is('CARD_DECLINED')).toBe(false)
    expect(err.fields).toEqual({ couponCode: 'This coupon has expired.' })
    expect(err.userMessage).toBe('This coupon has expired.')
  })

  it('keeps a body that is not JSON as the message', () => {
    const err = new ApiError(502, 'Bad gateway', 'Bad Gateway')
    expect(err.code).toBeUndefined()
    expect(err.userMessage).toBe('Bad gateway')
  })

  it("gives a toast the server's words, or the caller's fallback when the answer has none", () => {
    const json = new ApiError(409, JSON.stringify({ message: 'Not now.' }), 'Conflict')
    expect(errorMessage(json, 'Failed to add design sample')).toBe('Not now.')
    expect(errorMessage(new ApiError(502, 'Bad gateway', 'Bad Gateway'), 'Failed')).toBe('Bad gateway')
    expect(errorMessage(new ApiError(500, '', 'Internal Server Error'), 'Failed to add design sample')).toBe(
      'Failed to add design sample',
    )
    expect(errorMessage(new ApiError(502, '<html>proxy</html>', 'Bad Gateway'), 'Failed')).toBe('Failed')
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed')
  })
})

describe('request', () => {
  const Thing = z.object({ id: z.number(), name: z.string() })
  const GetThing = defineEndpoint({
    method: 'GET',
    path: '/api/things/:id',
    auth: 'customer',
    operationId: 'getThing',
    summary: 'A thing',
    tag: 'things',
    params: z.object({ id: z.number() }),
    query: z.object({ expand: z.optional(z.string()) }),
    response: Thing,
  })
  const CreateThing = defineEndpoint({
    method: 'POST',
    path: '/api/things',
    auth: 'public',
    operationId: 'createThing',
    summary: 'Make a thing',
    tag: 'things',
    body: z.object({ name: z.string() }),
    response: Thing,
  })

  let calls: { url: string; init: RequestInit }[]
  function answer(status: number, body: unknown) {
    calls = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    })
  }
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("builds the URL from the definition and parses the answer with the endpoint's schema", async () => {
    answer(200, { id: 7, name: 'Seven', extra: 'dropped' })
    const thing = await request(GetThing, { params: { id: 7 }, query: { expand: 'a b' } })
    expect(thing).toEqual({ id: 7, name: 'Seven' })
    expect(calls[0]!.url).toBe('/api/things/7?expand=a+b')
    expect(calls[0]!.init.method).toBe('GET')
    expect(calls[0]!.init.body).toBeUndefined()
  })

  it('sends the body as JSON with the method of the definition', async () => {
    answer(200, { id: 1, name: 'One' })
    await request(CreateThing, { body: { name: 'One' } })
    expect(calls[0]!.url).toBe('/api/things')
    expect(calls[0]!.init.method).toBe('POST')
    expect(calls[0]!.init.body).toBe('{"name":"One"}')
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })

  it('refuses an answer that does not match the contract', async () => {
    answer(200, { id: 'seven' })
    const err = await request(GetThing, { params: { id: 7 }, query: {} }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiContractError)
    expect((err as ApiContractError).operationId).toBe('getThing')
    expect((err as Error).message).toMatch(/^getThing: unexpected answer \(id: /)
  })

  it('still throws ApiError on a non-OK answer', async () => {
    answer(409, { message: 'Taken', error: 'Taken', code: 'CONFLICT' })
    const err = await request(CreateThing, { body: { name: 'x' } }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).status).toBe(409)
    expect((err as ApiError).userMessage).toBe('Taken')
  })
})
