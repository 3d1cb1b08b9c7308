import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * Secrets the server must read back later (TOTP secrets, delivery credentials) are kept sealed with AES-256-GCM
 * under a key from the configuration, so a copy of the database alone does not reveal them.
 *
 * A sealed value reads `sb1.<key id>.<base64url of IV | tag | ciphertext>`. The key id (the start of the key's
 * SHA-256) tells which key sealed it, so a later key rotation can open old values and reseal them. `context`
 * (e.g. `totp:user:42`) is bound as additional data: a value copied to another row or purpose does not open.
 */
export interface SecretBox {
  encrypt(plaintext: string, context: string): string
  decrypt(sealed: string, context: string): string
}

const PREFIX = 'sb1'
const IV_BYTES = 12
const TAG_BYTES = 16

export function isSealed(value: string): boolean {
  return value.startsWith(`${PREFIX}.`)
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes (AES-256).')
  const keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8)
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      const payload = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
      return `${PREFIX}.${keyId}.${payload}`
    },
    decrypt(sealed, context) {
      const [prefix, id, payload] = sealed.split('.')
      if (prefix !== PREFIX || !payload) throw new Error('Not a sealed secret.')
      if (id !== keyId) throw new Error('This secret was sealed with another key (check SECRETS_KEY).')
      const raw = Buffer.from(payload, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      // final() throws when the value, its context or the key does not match.
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      )
    },
  }
}
