import { hash, verify } from '@node-rs/argon2'

/** argon2id with OWASP's minimum (19 MiB, t=2, p=1): about 10 ms a hash on this hardware. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

// A real hash of a random value, verified against when the account does not exist, so timing does not tell.
let dummyHash: Promise<string> | undefined

export async function verifyPassword(
  hashValue: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!hashValue) {
    dummyHash ??= hashPassword(`dummy-${Date.now()}`)
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  try {
    return await verify(hashValue, password)
  } catch {
    return false
  }
}
