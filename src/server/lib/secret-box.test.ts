import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSecretBox, isSealed } from './secret-box'

const box = createSecretBox(randomBytes(32))

describe('secret box', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.encrypt('JBSWY3DPEHPK3PXP', 'totp:user:1')
    const b = box.encrypt('JBSWY3DPEHPK3PXP', 'totp:user:1')
    expect(isSealed(a)).toBe(true)
    expect(a).not.toContain('JBSWY3DPEHPK3PXP')
    expect(a).not.toBe(b)
    expect(box.decrypt(a, 'totp:user:1')).toBe('JBSWY3DPEHPK3PXP')
  })

  it('refuses a value opened for another context, with another key, or altered', () => {
    const sealed = box.encrypt('secret', 'totp:user:1')
    expect(() => box.decrypt(sealed, 'totp:user:2')).toThrow()
    expect(() => createSecretBox(randomBytes(32)).decrypt(sealed, 'totp:user:1')).toThrow(/another key/)
    const payload = Buffer.from(sealed.split('.')[2]!, 'base64url')
    payload[payload.length - 1]! ^= 1
    const altered = sealed.split('.').slice(0, 2).concat(payload.toString('base64url')).join('.')
    expect(() => box.decrypt(altered, 'totp:user:1')).toThrow()
  })

  it('takes only a 256-bit key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/)
  })
})
