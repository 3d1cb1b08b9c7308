import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import { AppError } from './app-error'

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose one that is harder to guess.'

// About 49,000 passwords most often found in breaches (zxcvbn's list), compared without regard to case.
let common: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'])
  return common.has(password.toLowerCase())
}

/** Everywhere a password is set: the length rules stay the form's own; a breached favourite is refused. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password))
    throw new AppError('VALIDATION', COMMON_PASSWORD_MESSAGE, {
      fields: { [field]: COMMON_PASSWORD_MESSAGE },
    })
}

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
