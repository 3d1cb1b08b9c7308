import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { text } from 'node:stream/consumers'
import { localFileStore, type FileStore } from './file-store'
import { ONE_PIXEL_PNG } from '../../test/images'
import { checkImage, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE, sniffImageType } from './images'

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50])
const GIF = new TextEncoder().encode('GIF89a....')

describe('uploaded images', () => {
  it('are known by their bytes: PNG, JPEG, WebP and GIF', () => {
    expect([PNG, JPEG, WEBP, GIF].map(sniffImageType)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/gif',
    ])
  })

  it('refuses a text file whatever it is called, and anything over 5 MB', () => {
    const text = new TextEncoder().encode('this is not a logo, only named logo.png')
    expect(checkImage(text)).toEqual({ ok: false, message: NOT_AN_IMAGE })
    expect(checkImage(new Uint8Array(0))).toEqual({ ok: false, message: NOT_AN_IMAGE })
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    big.set(PNG)
    expect(checkImage(big)).toEqual({ ok: false, message: IMAGE_TOO_LARGE })
    const fits = new Uint8Array(MAX_IMAGE_BYTES)
    fits.set(ONE_PIXEL_PNG)
    expect(checkImage(fits)).toEqual({ ok: true, type: 'image/png' })
    // A PNG signature with no readable header is no image either.
    expect(checkImage(PNG)).toEqual({ ok: false, message: NOT_AN_IMAGE })
  })
})

/** A key's bytes, or null when the store has none. */
async function read(store: FileStore, key: string): Promise<Uint8Array | null> {
  const file = await store.open(key)
  if (!file) return null
  const chunks: Buffer[] = []
  for await (const chunk of file.body) chunks.push(chunk as Buffer)
  const bytes = new Uint8Array(Buffer.concat(chunks))
  expect(file.size).toBe(bytes.length)
  return bytes
}

describe('the local file store', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sitecraft-files-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const store = localFileStore(root)

  it('keeps bytes under a key it makes, and gives them back', async () => {
    const key = await store.put('logos', 'png', PNG, 'image/png')
    expect(key).toMatch(/^logos\/[0-9a-f-]{36}\.png$/)
    expect(await read(store, key)).toEqual(PNG)
    expect(readdirSync(path.join(root, 'logos')).some((f) => f.endsWith('.partial'))).toBe(false)
    await store.delete(key)
    expect(await read(store, key)).toBeNull()
    await store.delete(key)
  })

  it('reads a file opened before its deletion whole', async () => {
    const key = await store.put('portfolio', 'gif', GIF, 'image/gif')
    const file = await store.open(key)
    await store.delete(key)
    expect(await text(file!.body)).toBe('GIF89a....')
  })

  it('refuses keys it did not make, so no path leaves its folder', async () => {
    await expect(store.open('../../etc/passwd')).rejects.toThrow('not a file key')
    await expect(store.open('logos/../../secret.png')).rejects.toThrow('not a file key')
    await expect(store.delete('logos/../../secret.png')).rejects.toThrow('not a file key')
    await expect(store.put('../up', 'png', PNG, 'image/png')).rejects.toThrow()
  })
})
