import { queryOptions } from '@tanstack/react-query'
import type { UserRole } from '../../shared/contracts/auth'
import { ApiError, apiJson } from './api-client'
import { STORAGE_KEYS, writeStorage } from './storage'

export interface SessionUser {
  id: number
  email: string
  firstName: string
  lastName: string
  role: UserRole
}

/** Query keys of the session: the identity answer, which every screen reads. */
export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
}

const ME_PATH = '/api/auth/me'

/** The identity answer: who, and whether this staff session may only enrol its authenticator for now. */
export interface MeAnswer {
  user: SessionUser
  mustEnrollTotp?: boolean
}

/** Who holds the stored token; a refused token (401) reads as nobody, not as a failure. */
export async function getMe(): Promise<MeAnswer | null> {
  try {
    const me = await apiJson<MeAnswer>('GET', ME_PATH)
    // Remembered for the next start, which asks for a page's data with the session only for its own role.
    writeStorage(STORAGE_KEYS.role, me.user.role)
    return me
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      writeStorage(STORAGE_KEYS.role, null)
      return null
    }
    throw err
  }
}

export const meQueryOptions = queryOptions({
  queryKey: sessionKeys.me(),
  queryFn: getMe,
})

/** Where each role lands after signing in, and where a signed-in visitor of a sign-in page is sent. */
export function homeFor(role: UserRole): string {
  return role === 'admin' ? '/admin' : role === 'cfo' ? '/cfo-dashboard' : '/dashboard'
}

/** The sign-in page of each role's area: where a visitor without the right session is sent. */
export function loginPathFor(role: UserRole): string {
  return role === 'admin' ? '/admin-login' : role === 'cfo' ? '/cfo-login' : '/login'
}

/** Where logging out leaves each role: customers on the home page, staff on their sign-in screen. */
export function signOutTarget(role: UserRole): string {
  return role === 'customer' ? '/' : loginPathFor(role)
}
