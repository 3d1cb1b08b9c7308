import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'

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
})
